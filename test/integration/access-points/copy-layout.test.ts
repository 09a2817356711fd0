/**
 * Copying a layout to two controllers, twice (spec 4.2): the first run creates the access point
 * the targets lack (with its extra parameters, each target naming its own controller uuid) and
 * skips the one they hold by kind and name; the second run plans nothing and creates nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessPointFlows } from '../../../src/core/access-points/access-point-flows';
import type { Engine } from '../../../src/core/engine/engine';
import { siteEngine } from '../helpers/site-engine';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';
import { waitFor } from '../simulator-cluster/cluster-support';

const cleanup: Array<() => Promise<void>> = [];
const sims: StartedSimulator[] = [];
let engine: Engine;

beforeAll(async () => {
  for (const serial of ['COPY-SRC', 'COPY-T1', 'COPY-T2'])
    sims.push(await startSimulator({ serial }));
  ({ engine } = await siteEngine(sims, cleanup, (self) => accessPointFlows(self)));
});
afterAll(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  await Promise.all(sims.map((sim) => sim.stop()));
});

async function pointsOf(sim: StartedSimulator) {
  const read = await sim.request('GET', '/access_points?limit=100', { token: await sim.login() });
  return (read.body as { data: Array<Record<string, unknown>> }).data;
}

async function copy(uuids: string[], beforeConfirm: () => void = () => undefined) {
  const start = await engine.flows.start(
    'access-points-copy',
    sims.map((s) => s.fingerprint),
  );
  const plan = await engine.flows.submit(start.flowId, { points: uuids });
  if (plan.kind !== 'plan') throw new Error(`a plan: ${JSON.stringify(plan)}`);
  if (plan.empty) return { plan, done: undefined };
  beforeConfirm();
  await engine.flows.submit(start.flowId, { confirmed: true });
  const done = await waitFor(() => {
    const step = engine.flows.get(start.flowId);
    return step.kind === 'done' || step.kind === 'abort' ? step : undefined;
  }, 'the copy job');
  return { plan, done };
}

describe('copying a layout', () => {
  it('creates what the targets lack, skips what they hold, and nothing the second time', async () => {
    const [source, ...targets] = sims;
    const token = await source!.login();
    const existing = await pointsOf(source!);
    const controllerUuid = String(existing[0]!['controller_uuid']);
    const made = await source!.request('POST', '/access_points/turnstile_with_card_box', {
      token,
      json: {
        name: 'Visitor gate',
        type: 'visitors',
        controller_uuid: controllerUuid,
        ext_parameters: { card_retention: false, pass_time: 9 },
      },
    });
    expect(made.status).toBe(201);
    const gate = (made.body as { data: { uuid: string } }).data.uuid;
    const entrance = String(existing.find((p) => p['name'] === 'Main entrance')!['uuid']);

    const first = await copy([gate, entrance]);
    expect(first.plan.rows.map((r) => [r.controllerLabel, (r.after as { en: string }).en])).toEqual(
      [
        ['COPY-T1', 'Visitor gate (Turnstile with card box)'],
        ['COPY-T2', 'Visitor gate (Turnstile with card box)'],
      ],
    );
    expect(first.plan.notes.map((n) => n.en)).toEqual([
      'COPY-T1: Main entrance (Turnstile) is there already; skipped.',
      'COPY-T2: Main entrance (Turnstile) is there already; skipped.',
    ]);
    expect(first.done?.kind).toBe('done');
    for (const target of targets) {
      const points = await pointsOf(target);
      const copied = points.filter((p) => p['name'] === 'Visitor gate');
      expect(copied).toHaveLength(1);
      expect(copied[0]).toMatchObject({
        kind: 'turnstile_with_card_box',
        type: 'visitors',
        controller_uuid: points.find((p) => p['name'] === 'Main entrance')!['controller_uuid'],
        ext_parameters: { card_retention: false, pass_time: 9 },
      });
    }

    const second = await copy([gate, entrance]);
    expect(second.plan.rows).toEqual([]);
    expect(second.plan.notes).toHaveLength(4);
    for (const target of targets) {
      expect((await pointsOf(target)).filter((p) => p['name'] === 'Visitor gate')).toHaveLength(1);
    }
  });
});

describe('copying with latency and resets', () => {
  it('never creates an access point twice, and journals each one made', async () => {
    const [source, ...targets] = sims;
    const token = await source!.login();
    const existing = await pointsOf(source!);
    const controllerUuid = String(existing[0]!['controller_uuid']);
    const uuids: string[] = [];
    for (const name of ['Dock 1', 'Dock 2', 'Dock 3']) {
      const made = await source!.request('POST', '/access_points/single', {
        token,
        json: { name, type: 'door', controller_uuid: controllerUuid },
      });
      uuids.push((made.body as { data: { uuid: string } }).data.uuid);
    }
    try {
      // The faults hit the apply: the plan was read without them.
      await copy(uuids, () => {
        for (const target of targets) {
          target.simulator.faults.set({ latencyMs: 50, resetRate: 0.3 });
        }
      });
    } finally {
      for (const target of targets) target.simulator.faults.set({ latencyMs: 0, resetRate: 0 });
    }
    const journal = await engine.requireSite().then((site) => site.journal.all());
    for (const target of targets) {
      const docks = (await pointsOf(target)).filter((p) => String(p['name']).startsWith('Dock'));
      const names = docks.map((p) => String(p['name']));
      // Each made at most once, and each one made is in the journal as created.
      expect(new Set(names).size).toBe(names.length);
      for (const dock of docks) {
        // Made and verified, or journalled as failed with the reason (an answer lost and the
        // controller unreadable to settle it): never made without the journal saying so.
        const entry = journal.find(
          (e) =>
            e.action === 'accessPoint.created' &&
            e.controllerId === target.fingerprint &&
            (e.after as { name?: string }).name === dock['name'] &&
            (e.outcome === 'failed' || (e.after as { uuid?: string }).uuid === dock['uuid']),
        );
        expect(entry, `${String(dock['name'])} on ${target.simulator.serial}`).toBeDefined();
      }
    }
    // Running it again completes what the faults left undone, still with no duplicate.
    await copy(uuids);
    for (const target of targets) {
      const names = (await pointsOf(target))
        .map((p) => String(p['name']))
        .filter((n) => n.startsWith('Dock'));
      expect(names.sort()).toEqual(['Dock 1', 'Dock 2', 'Dock 3']);
    }
  });
});
