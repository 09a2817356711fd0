/**
 * The network wizard on a site network outside 127/8 (10.83.0.0/16 made local to this test's
 * network namespace): ten controllers re-addressed from one block to another in one job, four
 * at a time; a job cancelled while its first controller moves (that one finishes and is
 * verified, the others are never sent anything); and a second network job on a controller
 * another job is moving, refused for that controller.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { StartedSimulator } from '../helpers/start-simulator';
import { simulatorPool, testPort, waitFor } from '../simulator-cluster/cluster-support';
import {
  addLoopbackPrefix,
  endedJob,
  engineWith,
  laptopOn,
  removeLoopbackPrefix,
  startMove,
} from './network-support';

const PREFIX = '10.83.0.1/16';
const pool = simulatorPool();
const cleanup: Array<() => Promise<void>> = [];
const missing = addLoopbackPrefix(PREFIX);

afterAll(() => removeLoopbackPrefix(PREFIX));
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  await pool.stopAll();
});

const laptop = laptopOn('10.83.0.1', '255.255.0.0');
const site = { mask: '255.255.0.0', gateway: '10.83.0.254' };

async function fleet(block: number, count: number, port: number): Promise<StartedSimulator[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      pool.start({ host: `10.83.${block}.${10 + i}`, port, serial: `NET-${block}-${i + 1}` }),
    ),
  );
}

describe.skipIf(missing !== undefined)('the network wizard on 10.83.0.0/16', () => {
  it('re-addresses ten controllers from one block to another, four at a time', async () => {
    const port = testPort();
    const sims = await fleet(1, 10, port);
    const { engine, site: stored, connections } = await engineWith(sims, cleanup, { laptop });
    const ids = sims.map((s) => s.fingerprint);

    const { flowId, jobId, plan } = await startMove(engine, ids, {
      mode: 'range',
      range_start: '10.83.2.10',
      ...site,
      parallel: 4,
    });
    if (plan.kind !== 'plan') throw new Error('a plan');
    expect(plan.rows.every((r) => r.cutsOff === undefined)).toBe(true);
    const job = await endedJob(engine, flowId, jobId);
    expect(job.state).toBe('succeeded');
    expect(job.controllers.every((c) => c.state === 'succeeded')).toBe(true);

    for (const [i, sim] of sims.entries()) {
      const host = `10.83.2.${10 + i}`;
      expect(sim.simulator.address).toEqual({ host, port });
      expect((await stored.controller(sim.fingerprint))?.address).toEqual({ host, port });
      // The session goes on at the new address: the same connection reads there.
      const read = await (await connections.get(sim.fingerprint)!.ready()).api.network.get();
      expect(read.data[0]).toMatchObject({ dhcp: false, ip: host, ...site });
    }
    const moves = (await stored.journal.all()).filter((e) => e.action === 'network.changed');
    expect(moves).toHaveLength(10);
    expect(moves.every((e) => e.outcome === 'succeeded' && e.jobId === jobId)).toBe(true);
  });

  it('stops before the next controller when cancelled, never inside a move', async () => {
    const port = testPort();
    const sims = await fleet(3, 3, port);
    const { engine, site: stored, connections } = await engineWith(sims, cleanup, { laptop });
    const ids = sims.map((s) => s.fingerprint);
    const runner = await engine.jobs();
    // The engineer cancels while the first controller is on its way to its new address.
    let jobId = '';
    const first = connections.get(ids[0]!)!;
    const follow = first.awaitReachable.bind(first);
    first.awaitReachable = (address, options) => {
      runner.cancel(jobId);
      return follow(address, options);
    };
    const started = await startMove(engine, ids, {
      mode: 'range',
      range_start: '10.83.4.10',
      ...site,
    });
    jobId = started.jobId;
    const job = await endedJob(engine, started.flowId, jobId);

    expect(job.controllers[0]?.error).toBeUndefined();
    expect(job.state).toBe('cancelled');
    expect(job.controllers.map((c) => c.state)).toEqual(['succeeded', 'not_started', 'not_started']);
    expect(sims.map((s) => s.simulator.address.host)).toEqual([
      '10.83.4.10',
      '10.83.3.11',
      '10.83.3.12',
    ]);
    for (const sim of sims) {
      expect((await stored.controller(sim.fingerprint))?.address).toEqual(sim.simulator.address);
    }
    const moves = (await stored.journal.all()).filter((e) => e.action === 'network.changed');
    expect(moves.map((e) => [e.controllerId, e.outcome])).toEqual([[ids[0], 'succeeded']]);
  });

  it('refuses a second network job on a controller another job is moving', async () => {
    const port = testPort();
    const [sim] = await fleet(5, 1, port);
    sim!.simulator.faults.set({ latencyMs: 400 });
    const { engine, site: stored } = await engineWith([sim!], cleanup, { laptop });
    const first = await startMove(engine, [sim!.fingerprint], {
      mode: 'static',
      ip: '10.83.6.10',
      ...site,
    });
    const runner = await engine.jobs();
    await waitFor(
      () => (runner.current(first.jobId)?.controllers[0]?.state === 'running' ? true : undefined),
      'the first job to hold the controller',
    );
    const second = await startMove(engine, [sim!.fingerprint], {
      mode: 'static',
      ip: '10.83.6.20',
      ...site,
    });
    const refused = await endedJob(engine, second.flowId, second.jobId);
    expect(refused.controllers[0]).toMatchObject({
      state: 'failed',
      error: { code: 'controller_busy' },
    });
    const done = await endedJob(engine, first.flowId, first.jobId);
    expect(done.state).toBe('succeeded');
    expect(sim!.simulator.address.host).toBe('10.83.6.10');
    const moves = (await stored.journal.all()).filter((e) => e.action === 'network.changed');
    expect(moves.map((e) => [e.jobId, e.outcome])).toEqual([[first.jobId, 'succeeded']]);
  });
});
