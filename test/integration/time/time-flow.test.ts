/**
 * The time wizard against five real simulators at once, one on firmware 1.5 (spec 4.12, D11):
 * the form offers the zones they all know with their offsets; a clock moved two hours by the
 * control channel shows its drift in the plan; zone, NTP off and the clock from this computer
 * are set on all five, read back and verified (drift under 2 s); then NTP on with a server;
 * a malformed server is refused at its field; with latency and scripted resets, the controllers
 * whose retries get through are set and verified, and those whose change or every request is
 * reset are journalled as failed and left exactly as they were.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FlowStep } from '../../../src/shared/ipc/flow.schema';
import type { Engine } from '../../../src/core/engine/engine';
import { siteTime } from '../../../src/core/time/site-time';
import { timeFlowDeps } from '../../../src/core/time/time-flow-deps';
import { timeFlow } from '../../../src/core/time/time.flow';
import { SimulatorControl } from '../../../src/simulator/control/simulator-control';
import { siteEngine } from '../helpers/site-engine';
import { faultDraws, type FaultScript } from '../helpers/fault-script';
import {
  startSimulator,
  type StartedSimulator,
  type StartOptions,
} from '../helpers/start-simulator';
import { waitFor } from '../simulator-cluster/cluster-support';

const cleanup: Array<() => Promise<void>> = [];
const sims: StartedSimulator[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  await Promise.all(sims.splice(0).map((sim) => sim.stop()));
});

async function five(
  more: (index: number) => StartOptions = () => ({}),
): Promise<StartedSimulator[]> {
  for (let i = 0; i < 5; i++) {
    sims.push(
      await startSimulator({
        serial: `TIME-${i + 1}`,
        ...(i === 4 ? { firmware: '1.5' } : {}),
        ...more(i),
      }),
    );
  }
  return sims;
}

async function run(
  engine: Engine,
  ids: string[],
  values: Record<string, unknown>,
  beforeConfirm: () => void = () => undefined,
) {
  const form = await engine.flows.start('time', ids);
  const plan = await engine.flows.submit(form.flowId, values);
  if (plan.kind !== 'plan') return { form, plan, done: undefined };
  beforeConfirm();
  await engine.flows.submit(form.flowId, { confirmed: true });
  const done = await waitFor(
    () => {
      const step = engine.flows.get(form.flowId);
      return step.kind === 'done' || step.kind === 'abort' ? step : undefined;
    },
    'the time job',
    30_000,
  );
  return { form, plan, done };
}

async function jobOf(engine: Engine, step: FlowStep | undefined) {
  if (step?.kind !== 'done' || !step.jobId)
    throw new Error(`a finished job: ${JSON.stringify(step)}`);
  return (await engine.jobs()).current(step.jobId)!;
}

/**
 * Five simulators and a flow over them take seconds, and many times that on a loaded machine:
 * the limit only guards against a hang.
 */
describe('the time wizard', { timeout: 180_000 }, () => {
  it('sets zone, NTP and clock on five controllers at once and verifies them', async () => {
    const all = await five();
    await SimulatorControl.of(all[0]!.simulator).skewClock(7200);
    const { engine, site } = await siteEngine(all, cleanup, (self) => [
      timeFlow(timeFlowDeps(self)),
    ]);
    const ids = all.map((s) => s.fingerprint);

    const form = await engine.flows.start('time', ids);
    if (form.kind !== 'form') throw new Error('a form first');
    const zone = form.fields.find((f) => f.name === 'timezone')!;
    expect(zone.options?.find((o) => o.value === 'Europe/Moscow')?.label.en).toBe(
      'Europe/Moscow (UTC+03:00)',
    );
    expect(form.fields.find((f) => f.name === 'set_clock')?.hint?.en).toContain('This computer:');

    const { plan, done } = await run(engine, ids, {
      timezone: 'Europe/Moscow',
      ntp: 'off',
      set_clock: true,
    });
    if (plan.kind !== 'plan') throw new Error('a plan');
    const clock = plan.rows.find((r) => r.field === 'setClock' && r.controllerLabel === 'TIME-1');
    const drift = Number(/off by ([\d.-]+) s/.exec((clock!.now as { en: string }).en)![1]);
    expect(Math.abs(drift - 7200)).toBeLessThan(2);
    expect(new Set(plan.rows.map((r) => r.controllerLabel)).size).toBe(5);

    const job = await jobOf(engine, done);
    expect(job.controllers.map((c) => c.state)).toEqual(Array(5).fill('succeeded'));
    for (const sim of all) {
      const token = await sim.login();
      // The clock read falls between the moments the request left and its answer came back,
      // however long that took (a second either way for whole seconds and the set's rounding).
      const sent = Date.now() / 1000;
      const read = await sim.request('GET', '/date_time', { token });
      const answered = Date.now() / 1000;
      const body = read.body as { timezone: string; ntp: boolean; timestamp: number };
      expect(body).toMatchObject({ timezone: 'Europe/Moscow', ntp: false });
      expect(body.timestamp).toBeGreaterThanOrEqual(Math.floor(sent) - 1);
      expect(body.timestamp).toBeLessThanOrEqual(Math.ceil(answered) + 1);
    }
    const entries = (await site.journal.all()).filter((e) => e.action === 'time.changed');
    expect(entries).toHaveLength(5);
    const first = entries.find((e) => e.controllerLabel === 'TIME-1')!;
    expect(first.before).toMatchObject({ timezone: 'UTC', ntp: true });
    expect(first.after).toMatchObject({ timezone: 'Europe/Moscow', ntp: false });

    // NTP back on with a server of the site's; a malformed server is refused at its field.
    const refused = await run(engine, ids, { ntp: 'on', ntp_server: 'ntp..site' });
    expect(refused.plan.kind).toBe('form');
    if (refused.plan.kind === 'form')
      expect(refused.plan.errors['ntp_server']?.en).toContain('ntp..site');
    const again = await run(engine, ids, { ntp: 'on', ntp_server: 'ntp.site.local' });
    expect((await jobOf(engine, again.done)).state).toBe('succeeded');
    const read = await all[4]!.request('GET', '/date_time', { token: await all[4]!.login() });
    expect(read.body).toMatchObject({
      ntp: true,
      ntp_server: 'ntp.site.local',
      timezone: 'Europe/Moscow',
    });

    // Nothing left to change: the plan says so per controller and holds no rows.
    const same = await run(engine, ids, { ntp: 'on', ntp_server: 'ntp.site.local' });
    if (same.plan.kind !== 'plan') throw new Error('a plan');
    expect(same.plan.empty).toBe(true);
    expect(same.plan.notes).toHaveLength(5);
  });

  it("reads the site's clocks for the table, each on its own", async () => {
    const all = await five();
    await SimulatorControl.of(all[1]!.simulator).skewClock(-90);
    const { engine, connections } = await siteEngine(all, cleanup, (self) => [
      timeFlow(timeFlowDeps(self)),
    ]);
    // One controller logged out (and no keychain here): its row says so, the rest show.
    connections.get(all[2]!.fingerprint)!.logout();
    const table = await siteTime(engine);
    expect(table.laptop.timezone).toBeTruthy();
    expect(table.controllers.map((c) => c.label)).toEqual(all.map((s) => s.simulator.serial));
    const [first, skewed, loggedOut] = table.controllers;
    expect(first?.clock).toMatchObject({ timezone: 'UTC', utcOffset: 'UTC+00:00', ntp: true });
    expect(Math.abs(first!.clock!.driftSeconds)).toBeLessThan(2);
    expect(Math.abs(skewed!.clock!.driftSeconds + 90)).toBeLessThan(2);
    expect(loggedOut?.clock).toBeUndefined();
    expect(loggedOut?.error?.code).toBe('unauthorized');
  });

  it('sets the zone on the controllers the resets let through, and leaves those cut off as they were', async () => {
    // Which requests are reset is scripted, not drawn (helpers/fault-script.ts); all answer
    // 100 ms late. The apply reads the settings (retried after a reset), sends the new ones
    // (never sent twice) and reads them back (retried). TIME-1 loses every request; TIME-2 the
    // first read; TIME-3 the change; TIME-4 nothing; TIME-5 (firmware 1.5) the first read and
    // the read back.
    const scripts: FaultScript[] = ['every', [0], [1], 'none', [0, 3]];
    const all = await five((i) => ({ random: faultDraws(scripts[i]!) }));
    const { engine, site } = await siteEngine(all, cleanup, (self) => [
      timeFlow(timeFlowDeps(self)),
    ]);
    const faultsOff = () => {
      for (const sim of all) sim.simulator.faults.set({ latencyMs: 0, resetRate: 0 });
    };
    cleanup.push(() => Promise.resolve(faultsOff()));
    const ids = all.map((s) => s.fingerprint);
    const before = await Promise.all(all.map((sim) => rawSettings(sim)));
    // The faults hit the apply: the form and the plan were read without them.
    const { done } = await run(engine, ids, { timezone: 'Asia/Yekaterinburg' }, () => {
      for (const sim of all) sim.simulator.faults.set({ latencyMs: 100, resetRate: 0.5 });
    });
    const job = await jobOf(engine, done);
    faultsOff();
    const entries = (await site.journal.all()).filter((e) => e.action === 'time.changed');
    const ended = all.map((sim) => job.controllers.find((c) => c.controllerId === sim.fingerprint));
    expect(
      ended.map((c) => c?.state),
      JSON.stringify(ended.map((c) => c?.error?.message.en ?? c?.outcome?.en)),
    ).toEqual(['failed', 'succeeded', 'failed', 'succeeded', 'succeeded']);
    for (const [i, sim] of all.entries()) {
      const entry = entries.find((e) => e.controllerId === sim.fingerprint);
      if (ended[i]?.state === 'succeeded') {
        expect((await rawSettings(sim)).timezone).toBe('Asia/Yekaterinburg');
        expect(entry?.outcome).toBe('succeeded');
        continue;
      }
      // Failed before sending (no entry) or journalled as failed with the reason, and read back
      // raw its settings are exactly what they were.
      expect(entry === undefined || (entry.outcome === 'failed' && entry.error)).toBeTruthy();
      await expect(rawSettings(sim)).resolves.toEqual(before[i]);
    }
  });
});

/**
 * The date and time settings a simulator holds, read over raw HTTPS (not through the app's
 * client), without the time of the reading itself.
 */
async function rawSettings(sim: StartedSimulator): Promise<Record<string, unknown>> {
  const read = await sim.request('GET', '/date_time', { token: await sim.login() });
  expect(read.status).toBe(200);
  const { timestamp: _now, ...settings } = read.body as Record<string, unknown>;
  return settings;
}
