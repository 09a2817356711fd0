/**
 * The access point screen's channels against a real simulator: the list with kinds, states and
 * extra parameters, people found by search, and test passages through the seeded main entrance
 * (spec 4.10): one person whose profile holds it is granted, one without a profile is denied
 * with the reason the controller's event type gives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessPointHandlers } from '../../../src/core/access-points/access-points.handlers';
import type { Handlers } from '../../../src/shared/ipc/handlers';
import { siteEngine } from '../helpers/site-engine';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';
import { person } from '../simulator-cluster/cluster-support';

const cleanup: Array<() => Promise<void>> = [];
let sim: StartedSimulator;
let handlers: Handlers;

beforeAll(async () => {
  sim = await startSimulator({ serial: 'AP-SCREEN' });
  const { engine } = await siteEngine([sim], cleanup, () => []);
  handlers = accessPointHandlers(engine);
});
afterAll(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  await sim.stop();
});

describe('the access point screen', () => {
  it('lists, finds people and shows a granted and a denied test passage', async () => {
    const controllerId = sim.fingerprint;
    const list = await handlers['accessPoints:list']!({ controllerId });
    const entrance = list.points.find((p) => p.name === 'Main entrance')!;
    expect(entrance).toMatchObject({ kind: 'turnstile', state: 'normal' });
    expect(entrance.extParameters).toMatchObject({ pass_time: 5, drive_direction: 'clockwise' });

    const token = await sim.login();
    const profiles = await sim.request('GET', '/access_profiles?q=Staff', { token });
    const staffProfile = (profiles.body as { data: Array<{ uuid: string }> }).data[0]!.uuid;
    const allowed = { ...person(1, staffProfile), surname: 'Ivanova', name: 'Anna', banned: false };
    const stranger = { ...person(3), surname: 'Petrov', name: 'Oleg', banned: false };
    for (const body of [allowed, stranger]) {
      expect((await sim.request('POST', '/staff', { token, json: body })).status).toBe(201);
    }
    const found = await handlers['accessPoints:people']!({ controllerId, q: 'ivanova' });
    expect(found.people).toEqual([{ uuid: allowed.uuid, name: 'Ivanova Anna' }]);

    const granted = await handlers['accessPoints:testPass']!({
      controllerId,
      accessPointUuid: entrance.uuid,
      userUuid: allowed.uuid,
      direction: 'in',
    });
    expect(granted).toMatchObject({ outcome: 'granted', type: 'access_granted' });
    const denied = await handlers['accessPoints:testPass']!({
      controllerId,
      accessPointUuid: entrance.uuid,
      userUuid: stranger.uuid,
      direction: 'in',
    });
    expect(denied).toMatchObject({ outcome: 'denied', type: 'access_denied_no_access' });
    expect(denied.reason).toBeTruthy();
    // The events are the controller's own: they are in its access log.
    const events = await sim.request('GET', `/access_events/${denied.eventUuid}`, { token });
    expect(events.status).toBe(200);
  });
});
