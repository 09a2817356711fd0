/**
 * Retries against the simulator's injected faults: 500s and
 * connection resets are retried for GET, PUT and DELETE and never for POST; answers too slow for
 * the time limit end in a timeout. The fault draws are scripted, so every count is exact, and the
 * requests are counted on the server's side.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ControllerClient } from '../../../src/core/client/controller-client';
import { watchRequests, type RequestWatch } from '../helpers/server-requests';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';

/** The simulator draws one number per rate that is not zero: below the rate means the fault. */
const draws: number[] = [];
const FAULT = 0;
const SERVE = 0.99;

let sim: StartedSimulator;
let client: ControllerClient;
let watch: RequestWatch;

beforeAll(async () => {
  sim = await startSimulator({ random: () => draws.shift() ?? SERVE });
  client = new ControllerClient({
    address: { host: sim.host, port: sim.port },
    fingerprint256: sim.fingerprint,
    retry: { baseDelayMs: 5, maxDelayMs: 20 },
  });
  await client.login({ login: 'admin', password: 'admin' });
});
afterAll(async () => {
  client.close();
  await sim.stop();
});
beforeEach(() => {
  draws.length = 0;
  sim.simulator.faults.set({ errorRate: 0, resetRate: 0, latencyMs: 0 });
  watch?.stop();
  watch = watchRequests(sim.host, sim.port);
});

const calls = (path: string) => watch.requests.filter((r) => r.url.startsWith(`/api/v1${path}`));

describe('retries against injected faults', () => {
  it('gets a GET through two injected 500s', async () => {
    sim.simulator.faults.set({ errorRate: 0.5 });
    draws.push(FAULT, FAULT, SERVE);
    expect((await client.api.staff.count()).count).toBeGreaterThanOrEqual(0);
    expect(calls('/staff/count')).toHaveLength(3);
  });

  it('gets a PUT and a DELETE through a connection reset', async () => {
    const body = { name: 'shift', type: 'string', required: false };
    await client.api.staffProperties.create({ body });
    sim.simulator.faults.set({ resetRate: 0.5 });
    draws.push(FAULT);
    await client.api.staffProperties.update({ params: { name: 'shift' }, body });
    draws.push(FAULT);
    await client.api.staffProperties.delete({ params: { name: 'shift' } });
    expect(calls('/staff_properties/shift').map((r) => r.method)).toEqual([
      'PUT',
      'PUT',
      'DELETE',
      'DELETE',
    ]);
  });

  it('sends a POST once, whether it got a 500 or a reset', async () => {
    const note = { type: 'commissioning', message: 'retry test' };
    sim.simulator.faults.set({ errorRate: 0.5 });
    draws.push(FAULT);
    await expect(client.api.auditEvents.createUserDefined({ body: note })).rejects.toMatchObject({
      code: 'server_fault',
      details: { status: 500, attempts: 1 },
    });
    sim.simulator.faults.set({ errorRate: 0, resetRate: 0.5 });
    draws.push(FAULT);
    await expect(client.api.auditEvents.createUserDefined({ body: note })).rejects.toMatchObject({
      code: 'unreachable',
    });
    expect(calls('/audit_events/user_defined/')).toHaveLength(2);
  });

  it('gives up after three attempts with the last error', async () => {
    sim.simulator.faults.set({ errorRate: 1 });
    await expect(client.api.directories.list()).rejects.toMatchObject({
      code: 'server_fault',
      details: { attempts: 3, endpoint: 'directories.list' },
    });
    expect(calls('/directories')).toHaveLength(3);
  });

  it('times out an answer slower than the limit, three times for a GET and once for a POST', async () => {
    sim.simulator.faults.set({ latencyMs: 400 });
    await expect(client.api.staff.count(undefined, { timeoutMs: 100 })).rejects.toMatchObject({
      code: 'timeout',
      details: { timeoutMs: 100 },
    });
    await expect(client.api.migration.stop(undefined, { timeoutMs: 100 })).rejects.toMatchObject({
      code: 'timeout',
    });
    expect(calls('/staff/count')).toHaveLength(3);
    expect(calls('/migration/stop')).toHaveLength(1);
  });
});
