/**
 * The network wizard given a table of addresses by serial (docs/decisions.md, "Network wizard:
 * addresses by serial"), against real simulators on loopback: three controllers moved to three
 * addresses that are not consecutive, each followed there, read back, recorded and journalled;
 * and a table naming a serial the site does not hold, refused at its line with nothing sent.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { simulatorPool, testPort, testSubnet } from '../simulator-cluster/cluster-support';
import { endedJob, engineWith, startMove } from './network-support';

const pool = simulatorPool();
const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  await pool.stopAll();
});

describe('the network wizard with a table of addresses', () => {
  it('moves three controllers to the addresses their serials are given, each verified', async () => {
    const net = testSubnet();
    const port = testPort();
    const sims = await Promise.all(
      [10, 11, 12].map((n, i) => pool.start({ host: `${net}.${n}`, port, serial: `TBL-${i + 1}` })),
    );
    const { engine, site, connections } = await engineWith(sims, cleanup);
    const wanted = { 'TBL-1': `${net}.90`, 'TBL-2': `${net}.31`, 'TBL-3': `${net}.57` };
    // A spreadsheet's paste: a header in its own order, tabs, Windows line ends, a blank line.
    const table =
      'Serial\tAddress\tMask\tGateway\r\n' +
      `TBL-2\t${net}.31\t255.0.0.0\t127.0.0.1\r\n\r\n` +
      `TBL-3\t${net}.57\t255.0.0.0\t127.0.0.1\r\n` +
      `TBL-1\t${net}.90\t255.0.0.0\t127.0.0.1\r\n`;

    // Chosen: one controller; the table names the three that move.
    const { flowId, jobId, plan } = await startMove(engine, [sims[0]!.fingerprint], {
      mode: 'table',
      table,
      parallel: 2,
    });
    if (plan.kind !== 'plan') throw new Error('a plan');
    expect(plan.danger).toBeUndefined();
    const english = (value: unknown) => (value as { en: string }).en;
    expect(plan.rows.map((r) => [r.controllerLabel, english(r.now), english(r.after)])).toEqual([
      [
        'TBL-2',
        `${net}.11, mask 255.0.0.0, gateway 127.0.0.1`,
        `${net}.31, mask 255.0.0.0, gateway 127.0.0.1`,
      ],
      [
        'TBL-3',
        `${net}.12, mask 255.0.0.0, gateway 127.0.0.1`,
        `${net}.57, mask 255.0.0.0, gateway 127.0.0.1`,
      ],
      [
        'TBL-1',
        `${net}.10, mask 255.0.0.0, gateway 127.0.0.1`,
        `${net}.90, mask 255.0.0.0, gateway 127.0.0.1`,
      ],
    ]);
    const job = await endedJob(engine, flowId, jobId);
    expect(job.state).toBe('succeeded');

    for (const sim of sims) {
      const host = wanted[sim.simulator.serial as keyof typeof wanted];
      expect(sim.simulator.address).toEqual({ host, port });
      expect((await site.controller(sim.fingerprint))?.address).toEqual({ host, port });
      const read = await (await connections.get(sim.fingerprint)!.ready()).api.network.get();
      expect(read.data[0]).toMatchObject({ dhcp: false, ip: host, mask: '255.0.0.0' });
    }
    const moves = (await site.journal.all()).filter((e) => e.action === 'network.changed');
    expect(moves).toHaveLength(3);
    expect(moves.every((e) => e.outcome === 'succeeded' && e.jobId === jobId)).toBe(true);
  });

  it('refuses at its line a serial the site does not hold, and an address another holds', async () => {
    const net = testSubnet();
    const port = testPort();
    const sims = await Promise.all(
      [10, 11].map((n, i) => pool.start({ host: `${net}.${n}`, port, serial: `TBL-${i + 1}` })),
    );
    const { engine } = await engineWith(sims, cleanup);
    const start = await engine.flows.start('network', [sims[0]!.fingerprint]);
    const refused = await engine.flows.submit(start.flowId, {
      mode: 'table',
      table:
        `TBL-1,${net}.40,255.0.0.0,127.0.0.1\n` +
        `NOT-HERE,${net}.41,255.0.0.0,127.0.0.1\n` +
        `TBL-2,${net}.10,255.0.0.0,127.0.0.1\n`,
    });
    if (refused.kind !== 'form') throw new Error('the form again');
    expect(refused.errors.table?.en.split('\n')).toEqual([
      'line 2, serial: NOT-HERE is not a controller of this site: trust it and add it to the site first.',
      `line 3, address: ${net}.10 is already in use on the network.`,
    ]);
    expect(sims.map((s) => s.simulator.address.host)).toEqual([`${net}.10`, `${net}.11`]);
  });
});
