/**
 * Every endpoint of the contract through the typed client against a 1.7 simulator:
 * each answer is validated against its response schema by the client itself, and its values are
 * checked against what the simulator holds (its store and reference lists, read directly): a
 * read answers the records held, a write leaves the values sent in the store. A few calls end in
 * an error the contract names for them (D17's migration fault, VPN members that do not exist);
 * those are asserted as such. The last test fails if an endpoint of the contract was left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/shared/api';
import { ControllerClient } from '../../../src/core/client/controller-client';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';
import * as people from './tour/people.tour';
import * as site from './tour/site.tour';
import { createTour, type Tour } from './tour/tour';

let sim: StartedSimulator;
let tour: Tour;

beforeAll(async () => {
  // Without its storage drive, so that POST /migration/start fails as D17 says.
  sim = await startSimulator({ firmware: '1.7', staffFields: 'modern', drive: false });
  const client = new ControllerClient({
    address: { host: sim.host, port: sim.port },
    fingerprint256: sim.fingerprint,
  });
  await client.login({ login: 'admin', password: 'admin' });
  tour = createTour(client, sim);
});
afterAll(async () => {
  tour.client.close();
  await sim.stop();
});

describe('every endpoint through the typed client', () => {
  it('logs in and manages authentication users', () => people.authUsers(tour));
  it('manages access points, their kinds, states and automations', () => people.accessPoints(tour));
  it('manages staff and staff properties', () => people.staff(tour));
  it('manages visitors and visitor properties', () => people.visitors(tour));
  it('manages identifiers and temporary access', () => people.identifiers(tour));
  it('reads and writes the three event logs', () => site.eventLogs(tour));
  it('reads and clears alerts; manages profiles, schedules and directories', () =>
    site.alertsAndProfiles(tour));
  it('reads and commands devices', () => site.devices(tour));
  it('manages time tracking, date and time, network and controller search', () =>
    site.timeAndNetwork(tour));
  it('manages VPN, biometry, the error log and migration', () => site.vpnBiometryMaintenance(tour));

  it('left no endpoint of the contract out', () => {
    const missing = ENDPOINTS.map((e) => e.id).filter((id) => !tour.covered.has(id));
    expect(missing).toEqual([]);
    expect(tour.covered.size).toBe(ENDPOINTS.length);
  });
});
