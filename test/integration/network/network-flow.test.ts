/**
 * The network wizard on the engine, against real simulators on loopback (spec 4.12, D16): a
 * controller moved to a static address is followed there, read back, recorded on the site and
 * journalled; three controllers take consecutive addresses from a first one, passing over an
 * address another controller of the site holds; a plan that would cut this computer off is
 * refused until acknowledged; a controller that does not come back in time is reported with
 * what to check.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { StartedSimulator } from '../helpers/start-simulator';
import { simulatorPool, testPort, testSubnet } from '../simulator-cluster/cluster-support';
import { engineWith as engineOn, finished, laptopOn, type EngineOptions } from './network-support';

const pool = simulatorPool();
const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  await pool.stopAll();
});

const engineWith = (sims: StartedSimulator[], options: EngineOptions = {}) =>
  engineOn(sims, cleanup, options);

describe('the network wizard', () => {
  it('moves one controller to a static address, follows it, verifies, records and journals', async () => {
    const net = testSubnet();
    const port = testPort();
    const sim = await pool.start({ host: `${net}.10`, port, serial: 'NET-1' });
    const { engine, site, connections } = await engineWith([sim]);

    const form = await engine.flows.start('network', [sim.fingerprint]);
    expect(form).toMatchObject({ kind: 'form', stepId: 'network', values: { mode: 'static' } });
    // The pure checks answer at their fields before anything is sent.
    const wrong = await engine.flows.submit(form.flowId, {
      mode: 'static',
      ip: `${net}.20`,
      mask: '255.0.0.0',
      gateway: '10.0.0.1',
    });
    if (wrong.kind !== 'form') throw new Error('the form again');
    expect(Object.keys(wrong.errors ?? {})).toEqual(['gateway']);
    const plan = await engine.flows.submit(form.flowId, {
      mode: 'static',
      ip: `${net}.20`,
      mask: '255.0.0.0',
      gateway: '127.0.0.1',
    });
    expect(plan).toMatchObject({ kind: 'plan', confirmLabel: { en: 'Move 1 controller' } });
    if (plan.kind !== 'plan') throw new Error('a plan next');
    expect(plan.danger).toBeUndefined();
    expect(plan.rows.map((r) => [r.controllerLabel, r.now, r.after, r.cutsOff])).toEqual([
      [
        'NET-1',
        {
          en: `${net}.10, mask 255.0.0.0, gateway 127.0.0.1`,
          ru: `${net}.10, маска 255.0.0.0, шлюз 127.0.0.1`,
        },
        {
          en: `${net}.20, mask 255.0.0.0, gateway 127.0.0.1`,
          ru: `${net}.20, маска 255.0.0.0, шлюз 127.0.0.1`,
        },
        undefined,
      ],
    ]);

    await engine.flows.submit(form.flowId, { confirmed: true });
    expect(await finished(engine, form.flowId)).toMatchObject({ kind: 'done' });

    const stored = await site.controller(sim.fingerprint);
    expect(stored).toMatchObject({ address: { host: `${net}.20`, port }, addressing: 'static' });
    // The site list's last action is the move, as journalled.
    expect(stored?.lastAction).toMatchObject({ action: 'network.changed', outcome: 'succeeded' });
    expect(stored?.lastAction?.summary?.en).toContain(`Moved to ${net}.20`);
    expect(stored?.addresses.map((a) => a.host)).toEqual([`${net}.20`, `${net}.10`]);
    const connection = connections.get(sim.fingerprint)!;
    expect(connection.address).toEqual({ host: `${net}.20`, port });
    const read = (await (await connection.ready()).api.network.get()).data[0];
    expect(read).toMatchObject({ ip: `${net}.20`, mask: '255.0.0.0', gateway: '127.0.0.1' });

    const moves = (await site.journal.all()).filter((e) => e.action === 'network.changed');
    expect(moves.map((e) => [e.controllerId, e.outcome, e.before, e.after])).toEqual([
      [
        sim.fingerprint,
        'succeeded',
        { dhcp: false, ip: `${net}.10`, mask: '255.0.0.0', gateway: '127.0.0.1' },
        { dhcp: false, ip: `${net}.20`, mask: '255.0.0.0', gateway: '127.0.0.1' },
      ],
    ]);
  });

  it('gives three controllers consecutive addresses, passing over one the site holds', async () => {
    const net = testSubnet();
    const port = testPort();
    const sims: StartedSimulator[] = [];
    for (const [i, last] of [10, 11, 12].entries()) {
      sims.push(await pool.start({ host: `${net}.${last}`, port, serial: `NET-B${i + 1}` }));
    }
    // Another controller of the site, not chosen, answers at .31: the range passes over it.
    const other = await pool.start({ host: `${net}.31`, port, serial: 'NET-OTHER' });
    const { engine, site } = await engineWith([...sims, other]);
    const ids = sims.map((s) => s.fingerprint);

    const form = await engine.flows.start('network', ids);
    expect(form).toMatchObject({ kind: 'form', values: { mode: 'range' } });
    const oneStatic = await engine.flows.submit(form.flowId, {
      mode: 'static',
      ip: `${net}.30`,
      mask: '255.0.0.0',
      gateway: '127.0.0.1',
    });
    if (oneStatic.kind !== 'form') throw new Error('the form again');
    expect(oneStatic.errors?.['ip']?.en).toContain('one controller');
    const plan = await engine.flows.submit(form.flowId, {
      mode: 'range',
      range_start: `${net}.30`,
      mask: '255.0.0.0',
      gateway: '127.0.0.1',
    });
    if (plan.kind !== 'plan') throw new Error(`a plan next: ${JSON.stringify(plan)}`);
    const wanted = [`${net}.30`, `${net}.32`, `${net}.33`];
    expect(plan.rows.map((r) => (r.after as { en: string }).en.split(',')[0])).toEqual(wanted);

    await engine.flows.submit(form.flowId, { confirmed: true });
    expect(await finished(engine, form.flowId)).toMatchObject({ kind: 'done' });
    for (const [i, sim] of sims.entries()) {
      expect((await site.controller(sim.fingerprint))?.address).toEqual({ host: wanted[i], port });
    }
    expect((await site.controller(other.fingerprint))?.address.host).toBe(`${net}.31`);
    const moves = (await site.journal.all()).filter((e) => e.action === 'network.changed');
    expect(moves.map((e) => [e.controllerId, e.outcome, e.after])).toEqual(
      sims.map((sim, i) => [
        sim.fingerprint,
        'succeeded',
        { dhcp: false, ip: wanted[i], mask: '255.0.0.0', gateway: '127.0.0.1' },
      ]),
    );
  });

  it('asks a second, explicit confirmation when this computer would not reach them after', async () => {
    const net = testSubnet();
    const sim = await pool.start({ host: `${net}.10`, port: testPort(), serial: 'NET-CUT' });
    // This computer is only on 10.9.0.0/16: a controller moved to 127/8 is out of its reach.
    const { engine } = await engineWith([sim], { laptop: laptopOn('10.9.0.5', '255.255.0.0') });
    const form = await engine.flows.start('network', [sim.fingerprint]);
    const plan = await engine.flows.submit(form.flowId, {
      mode: 'static',
      ip: `${net}.20`,
      mask: '255.0.0.0',
      gateway: '127.0.0.1',
    });
    if (plan.kind !== 'plan') throw new Error('a plan next');
    expect(plan.danger?.en).toContain('cannot reach the controllers');
    expect(plan.rows[0]?.cutsOff).toBe(true);
    expect(plan.rows[0]?.warning?.en).toContain(`will not reach NET-CUT at ${net}.20`);
    // Confirmed once, the plan is shown again; nothing was sent.
    await expect(engine.flows.submit(form.flowId, { confirmed: true })).resolves.toMatchObject({
      kind: 'plan',
    });
    const read = await sim.request('GET', '/network', { token: await sim.login() });
    expect(read.text).toContain(`${net}.10`);
  });

  it('reports a controller that does not come back in time, with what to check, and goes on', async () => {
    const net = testSubnet();
    const port = testPort();
    const lost = await pool.start({ host: `${net}.10`, port, serial: 'NET-LOST' });
    const kept = await pool.start({ host: `${net}.11`, port, serial: 'NET-KEPT' });
    const { engine, site, connections } = await engineWith([lost, kept], { followTimeoutMs: 1500 });
    // The first controller loses power as it moves: it never answers at its new address.
    const connection = connections.get(lost.fingerprint)!;
    const follow = connection.awaitReachable.bind(connection);
    connection.awaitReachable = async (address, options) => {
      await lost.simulator.stop();
      return follow(address, options);
    };
    const form = await engine.flows.start('network', [lost.fingerprint, kept.fingerprint]);
    await engine.flows.submit(form.flowId, {
      mode: 'range',
      range_start: `${net}.40`,
      mask: '255.0.0.0',
      gateway: '127.0.0.1',
    });
    const started = await engine.flows.submit(form.flowId, { confirmed: true });
    if (started.kind !== 'job') throw new Error('a job next');
    await finished(engine, form.flowId);

    const job = (await engine.jobs()).current(started.jobId)!;
    expect(job.controllers.map((c) => [c.label, c.state])).toEqual([
      ['NET-LOST', 'failed'],
      ['NET-KEPT', 'succeeded'],
    ]);
    const failure = job.controllers[0]!.error!;
    expect(failure.code).toBe('controller_not_back');
    expect(failure.message.en).toContain(`${net}.40`);
    expect(failure.message.en).toContain('cable');
    expect(failure.message.ru).toContain('кабель');
    expect((await site.controller(lost.fingerprint))?.address.host).toBe(`${net}.10`);
    expect((await site.controller(kept.fingerprint))?.address.host).toBe(`${net}.41`);
    const entries = (await site.journal.all()).filter((e) => e.action === 'network.changed');
    expect(entries.map((e) => [e.controllerId, e.outcome, e.error?.code])).toEqual([
      [lost.fingerprint, 'failed', 'controller_not_back'],
      [kept.fingerprint, 'succeeded', undefined],
    ]);
  });
});
