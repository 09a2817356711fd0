/**
 * Following controllers when the address is not the one sent, or the way there is rough (spec
 * 4.12, D16): two controllers sent to DHCP are found again by their certificates on the pool's
 * addresses; a controller that reboots as it moves is reported not back while the other
 * finishes, and "search for it again" finds it once it is up; an address something answers at
 * already is refused (static) or passed over (range) before anything is sent; and with latency
 * and scripted connection resets, the controllers whose retries get through move, and those
 * whose change or every request is reset are left exactly as they were.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  simulatorPool,
  tcpListener,
  testPort,
  testSubnet,
} from '../simulator-cluster/cluster-support';
import { faultDraws } from '../helpers/fault-script';
import { httpsCall } from '../helpers/https-request';
import type { StartedSimulator } from '../helpers/start-simulator';
import { endedJob, engineWith, finished, startMove } from './network-support';

const pool = simulatorPool();
const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  await pool.stopAll();
});

const loopback = { mask: '255.0.0.0', gateway: '127.0.0.1' };

/**
 * Moves wait for controllers to come back, many times longer on a loaded machine: the limit
 * only guards against a hang.
 */
describe('following controllers to where they answer', { timeout: 180_000 }, () => {
  it('finds controllers sent to DHCP again by their certificates', async () => {
    const net = testSubnet();
    const port = testPort();
    const dhcpPool = { from: `${net}.50`, to: `${net}.59` };
    const sims = await Promise.all(
      [10, 11].map((last, i) =>
        pool.start({ host: `${net}.${last}`, port, dhcpPool, serial: `DHCP-${i + 1}` }),
      ),
    );
    const { engine, site, connections } = await engineWith(sims, cleanup);
    const ids = sims.map((s) => s.fingerprint);

    const { flowId, jobId, plan } = await startMove(engine, ids, { mode: 'dhcp' });
    if (plan.kind !== 'plan') throw new Error('a plan');
    expect(plan.rows.map((r) => (r.after as { en: string }).en)).toEqual([
      'DHCP (found again by its certificate)',
      'DHCP (found again by its certificate)',
    ]);
    expect(plan.notes[0]?.en).toContain('found again by its certificate');
    const job = await endedJob(engine, flowId, jobId);
    expect(job.controllers.map((c) => c.state)).toEqual(['succeeded', 'succeeded']);

    const leased = sims.map((s) => s.simulator.address.host);
    expect(leased.every((host) => host.startsWith(`${net}.5`))).toBe(true);
    for (const sim of sims) {
      const stored = await site.controller(sim.fingerprint);
      expect(stored).toMatchObject({ address: sim.simulator.address, addressing: 'dhcp' });
      const read = await (await connections.get(sim.fingerprint)!.ready()).api.network.get();
      expect(read.data[0]).toMatchObject({ dhcp: true, ip: sim.simulator.address.host });
    }
    const moves = (await site.journal.all()).filter((e) => e.action === 'network.changed');
    expect(moves.map((e) => [e.outcome, e.after])).toEqual(
      leased.map((ip): unknown[] => ['succeeded', expect.objectContaining({ dhcp: true, ip })]),
    );
  });

  it('reports a controller that reboots as it moves, goes on, and finds it again later', async () => {
    const net = testSubnet();
    const port = testPort();
    const lost = await pool.start({ host: `${net}.10`, port, serial: 'NET-REBOOT' });
    const kept = await pool.start({ host: `${net}.11`, port, serial: 'NET-KEPT' });
    const { engine, site, connections } = await engineWith([lost, kept], cleanup, {
      followTimeoutMs: 1500,
      locateTimeoutMs: 20_000,
    });
    // Power is lost as it moves: down for 3 s, longer than the wizard waits for it.
    const connection = connections.get(lost.fingerprint)!;
    const follow = connection.awaitReachable.bind(connection);
    connection.awaitReachable = async (address, options) => {
      connection.awaitReachable = follow;
      void lost.simulator.reboot(3);
      return follow(address, options);
    };
    const { flowId, jobId } = await startMove(engine, [lost.fingerprint, kept.fingerprint], {
      mode: 'range',
      range_start: `${net}.40`,
      ...loopback,
    });
    const job = await endedJob(engine, flowId, jobId);
    expect(job.controllers.map((c) => [c.label, c.state, c.error?.code])).toEqual([
      ['NET-REBOOT', 'failed', 'controller_not_back'],
      ['NET-KEPT', 'succeeded', undefined],
    ]);
    expect(job.controllers[0]?.error?.message.en).toContain('search for it again');
    expect((await site.controller(lost.fingerprint))?.address.host).toBe(`${net}.10`);

    // "Search for it again": it came back up where it was sent.
    const search = await engine.flows.start('locate', [lost.fingerprint]);
    expect(search.kind).toBe('job');
    const done = await finished(engine, search.flowId, 30_000);
    expect(done.kind).toBe('done');
    expect(lost.simulator.address.host).toBe(`${net}.40`);
    expect((await site.controller(lost.fingerprint))?.address).toEqual({ host: `${net}.40`, port });
    const read = await (await connection.ready()).api.network.get();
    expect(read.data[0]).toMatchObject({ ip: `${net}.40` });
    const found = (await site.journal.all()).filter((e) => e.action === 'controller.found');
    expect(found.map((e) => [e.controllerId, e.outcome, e.after])).toEqual([
      [lost.fingerprint, 'succeeded', { address: `${net}.40:${port}` }],
    ]);
  });

  it('refuses an address something answers at, and passes over it in a range', async () => {
    const net = testSubnet();
    const port = testPort();
    const sims = await Promise.all(
      [10, 11].map((last, i) =>
        pool.start({ host: `${net}.${last}`, port, serial: `OCC-${i + 1}` }),
      ),
    );
    // A device that is not on the site holds .30: it accepts connections on the HTTPS port.
    const device = await tcpListener(`${net}.30`, port, 'close');
    cleanup.push(() => device.stop());
    const { engine } = await engineWith(sims, cleanup);

    const one = await engine.flows.start('network', [sims[0]!.fingerprint]);
    const refused = await engine.flows.submit(one.flowId, {
      mode: 'static',
      ip: `${net}.30`,
      ...loopback,
    });
    if (refused.kind !== 'form') throw new Error('the form again');
    expect(refused.errors['ip']?.en).toContain(`${net}.30`);
    expect(sims[0]!.simulator.address.host).toBe(`${net}.10`);

    const both = await engine.flows.start(
      'network',
      sims.map((s) => s.fingerprint),
    );
    const plan = await engine.flows.submit(both.flowId, {
      mode: 'range',
      range_start: `${net}.30`,
      ...loopback,
    });
    if (plan.kind !== 'plan') throw new Error('a plan');
    expect(plan.rows.map((r) => (r.after as { en: string }).en.split(',')[0])).toEqual([
      `${net}.31`,
      `${net}.32`,
    ]);
    expect(plan.notes.map((n) => n.en).join(' ')).toContain(`answers already: ${net}.30`);
  });

  it('moves the controllers the resets let through, and leaves those they cut off as they were', async () => {
    const net = testSubnet();
    const port = testPort();
    // Which requests are reset is scripted, not drawn (helpers/fault-script.ts); all four answer
    // 120 ms late. The apply reads the settings (a read, retried after a reset), then sends the
    // new ones (its third request then; never sent twice). FLT-1 loses that read and the change
    // itself; FLT-2 every request; FLT-3 only the read; FLT-4 nothing.
    const scripts = [[0, 2], 'every', [0], 'none'] as const;
    const sims = await Promise.all(
      [10, 11, 12, 13].map((last, i) =>
        pool.start({
          host: `${net}.${last}`,
          port,
          serial: `FLT-${i + 1}`,
          random: faultDraws(scripts[i]!),
        }),
      ),
    );
    const { engine, site } = await engineWith(sims, cleanup, { followTimeoutMs: 8000 });
    const faultsOff = () => {
      for (const sim of sims) sim.simulator.faults.set({ latencyMs: 0, resetRate: 0 });
    };
    cleanup.push(() => Promise.resolve(faultsOff()));
    const before = await Promise.all(sims.map((sim) => rawNetwork(sim)));
    // The faults hit the apply: the plan was read without them.
    const { flowId, jobId } = await startMove(
      engine,
      sims.map((s) => s.fingerprint),
      { mode: 'range', range_start: `${net}.60`, ...loopback, parallel: 2 },
      () => {
        for (const sim of sims) sim.simulator.faults.set({ latencyMs: 120, resetRate: 0.5 });
      },
    );
    const job = await endedJob(engine, flowId, jobId);
    faultsOff();
    const entries = (await site.journal.all()).filter((e) => e.action === 'network.changed');
    const ended = sims.map((sim) =>
      job.controllers.find((c) => c.controllerId === sim.fingerprint),
    );
    const outcomes = ended.map((c) => c?.error?.message.en ?? c?.outcome?.en);
    expect(
      ended.map((c) => c?.state),
      JSON.stringify(outcomes),
    ).toEqual(['failed', 'failed', 'succeeded', 'succeeded']);
    expect(outcomes[0]).toContain('still answers at');
    expect(outcomes[0]).toContain('nothing was changed');
    for (const [i, sim] of sims.entries()) {
      const where = sim.simulator.address;
      // The site always says where the controller really answers.
      expect((await site.controller(sim.fingerprint))?.address).toEqual(where);
      const entry = entries.find((e) => e.controllerId === sim.fingerprint);
      if (i < 2) {
        // Failed, journalled as failed (or not at all), and read back raw it holds exactly the
        // settings it had, at the address it had.
        expect(where.host).toBe(`${net}.${10 + i}`);
        expect(entry === undefined || entry.outcome === 'failed').toBe(true);
        await expect(rawNetwork(sim)).resolves.toEqual(before[i]);
        continue;
      }
      expect(where.host).toBe(`${net}.${60 + i}`);
      expect(entry?.outcome).toBe('succeeded');
      expect((await rawNetwork(sim)).ip).toBe(`${net}.${60 + i}`);
    }
  });
});

/**
 * The network settings the simulator holds, read over raw HTTPS where it answers now, not through
 * the app's client.
 */
async function rawNetwork(sim: StartedSimulator): Promise<Record<string, unknown>> {
  const { host, port } = sim.simulator.address;
  const base = `https://${host}:${port}/api/v1`;
  const login = await httpsCall(`${base}/login`, {
    method: 'POST',
    json: { login: 'admin', password: 'admin' },
  });
  const { token } = login.body as { token: string };
  const answer = await httpsCall(`${base}/network`, { token });
  expect(answer.status).toBe(200);
  return (answer.body as { data: Array<Record<string, unknown>> }).data[0]!;
}
