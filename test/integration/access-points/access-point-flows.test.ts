/**
 * The access point wizards against a real simulator (spec 4.2, D8): an access point of each of
 * the six kinds created with the extra parameters of its kind (a form made from the controller's
 * reference), read back and journalled; one changed; put through every state, open and
 * emergency only after the second confirmation; and deleted, the plan naming the access profile
 * that lists it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_POINT_KINDS, ACCESS_POINT_STATES } from '../../../src/shared/api';
import type { FlowStep } from '../../../src/shared/ipc/flow.schema';
import { accessPointFlows } from '../../../src/core/access-points/access-point-flows';
import type { Engine } from '../../../src/core/engine/engine';
import type { Site } from '../../../src/core/site/site';
import { siteEngine } from '../helpers/site-engine';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';
import { waitFor } from '../simulator-cluster/cluster-support';

const cleanup: Array<() => Promise<void>> = [];
let sim: StartedSimulator;
let engine: Engine;
let site: Site;
let token: string;

beforeAll(async () => {
  sim = await startSimulator({ serial: 'AP-1' });
  ({ engine, site } = await siteEngine([sim], cleanup, (self) => accessPointFlows(self)));
  token = await sim.login();
});
afterAll(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  await sim.stop();
});

async function ended(flowId: string): Promise<FlowStep> {
  return waitFor(() => {
    const step = engine.flows.get(flowId);
    return step.kind === 'done' || step.kind === 'abort' ? step : undefined;
  }, 'the job to end');
}

async function confirmed(flowId: string, plan: FlowStep): Promise<FlowStep> {
  if (plan.kind !== 'plan') throw new Error(`a plan, not ${JSON.stringify(plan)}`);
  const once = await engine.flows.submit(flowId, { confirmed: true });
  if (plan.danger) {
    // A dangerous plan is shown again after one confirmation: nothing was sent yet.
    expect(once.kind).toBe('plan');
    await engine.flows.submit(flowId, { confirmed: true, acknowledged: true });
  }
  return ended(flowId);
}

async function points() {
  const read = await sim.request('GET', '/access_points?limit=100', { token });
  return (read.body as { data: Array<Record<string, unknown>> }).data;
}

describe('access point wizards', () => {
  it('creates one of each kind with the extra parameters of its kind', async () => {
    for (const kind of ACCESS_POINT_KINDS) {
      const start = await engine.flows.start('access-point', [sim.fingerprint]);
      expect(start).toMatchObject({ kind: 'form', stepId: 'kind' });
      const params = await engine.flows.submit(start.flowId, { kind, name: `Test ${kind}` });
      if (params.kind !== 'form') throw new Error(`the parameters: ${JSON.stringify(params)}`);
      const names = params.fields.map((f) => f.name);
      expect(names).toContain('param_pass_time');
      expect(names.includes('param_interlock')).toBe(kind === 'mantrap');
      expect(names.includes('param_arm_length_cm')).toBe(kind === 'barrier');
      const values = { ...params.values, param_pass_time: 7 };
      const plan = await engine.flows.submit(start.flowId, values);
      const done = await confirmed(start.flowId, plan);
      expect(done.kind).toBe('done');
    }
    const made = (await points()).filter((p) => String(p['name']).startsWith('Test '));
    expect(made.map((p) => p['kind']).sort()).toEqual([...ACCESS_POINT_KINDS].sort());
    for (const point of made) {
      expect(point['ext_parameters']).toMatchObject({ pass_time: 7 });
    }
    const created = (await site.journal.all()).filter((e) => e.action === 'accessPoint.created');
    expect(created.map((e) => e.outcome)).toEqual(Array(6).fill('succeeded'));
  });

  it('changes one, showing only what changes in the plan', async () => {
    const barrier = (await points()).find((p) => p['name'] === 'Test barrier')!;
    const uuid = String(barrier['uuid']);
    const start = await engine.flows.start('access-point', [sim.fingerprint], uuid);
    if (start.kind !== 'form') throw new Error('a form');
    expect(start.values).toMatchObject({ name: 'Test barrier', param_pass_time: 7 });
    const plan = await engine.flows.submit(start.flowId, {
      ...start.values,
      name: 'Car park west',
      param_arm_length_cm: 450,
    });
    if (plan.kind !== 'plan') throw new Error('a plan');
    expect(plan.rows.map((r) => r.field)).toEqual(['name', 'param_arm_length_cm']);
    expect((await confirmed(start.flowId, plan)).kind).toBe('done');
    const read = await sim.request('GET', `/access_points/${uuid}`, { token });
    expect((read.body as { data: unknown[] }).data[0]).toMatchObject({
      name: 'Car park west',
      ext_parameters: { arm_length_cm: 450, pass_time: 7 },
    });
  });

  it('puts an access point through every state, open and emergency confirmed twice', async () => {
    const turnstile = (await points()).find((p) => p['name'] === 'Test turnstile')!;
    const uuid = String(turnstile['uuid']);
    for (const state of [...ACCESS_POINT_STATES].reverse()) {
      const start = await engine.flows.start('access-point-state', [sim.fingerprint], uuid);
      const plan = await engine.flows.submit(start.flowId, { state });
      if (plan.kind !== 'plan') throw new Error('a plan');
      expect(plan.danger !== undefined).toBe(state === 'open' || state === 'emergency');
      expect((await confirmed(start.flowId, plan)).kind).toBe('done');
      const read = await sim.request('GET', `/access_points/${uuid}`, { token });
      expect((read.body as { data: Array<{ state: string }> }).data[0]?.state).toBe(state);
    }
    const states = (await site.journal.all()).filter((e) => e.action === 'accessPoint.state');
    expect(states.map((e) => e.after)).toEqual(
      [...ACCESS_POINT_STATES].reverse().map((state) => ({ state })),
    );
  });

  it('deletes one, naming the access profile that lists it', async () => {
    const single = (await points()).find((p) => p['name'] === 'Test single')!;
    const uuid = String(single['uuid']);
    const schedules = await sim.request('GET', '/schedules?limit=1', { token });
    const schedule = (schedules.body as { data: Array<{ uuid: string }> }).data[0]!.uuid;
    const profile = await sim.request('POST', '/access_profiles', {
      token,
      json: { name: 'Night shift', access_points: [uuid], schedule_uuid: schedule },
    });
    expect(profile.status).toBe(201);
    const start = await engine.flows.start('access-point-delete', [sim.fingerprint], uuid);
    if (start.kind !== 'plan') throw new Error('the plan first');
    expect(start.notes.map((n) => n.en).join(' ')).toContain('Night shift');
    expect((await confirmed(start.flowId, start)).kind).toBe('done');
    expect((await points()).some((p) => p['uuid'] === uuid)).toBe(false);
    const deleted = (await site.journal.all()).filter((e) => e.action === 'accessPoint.deleted');
    expect(deleted.map((e) => [e.outcome, (e.before as { name: string }).name])).toEqual([
      ['succeeded', 'Test single'],
    ]);
  });

  it('creates, changes and deletes an automation, each read back and journalled', async () => {
    const start = await engine.flows.start('automation', [sim.fingerprint]);
    if (start.kind !== 'form') throw new Error('a form');
    expect(start.fields.map((f) => f.name)).toContain('param_interlock');
    const plan = await engine.flows.submit(start.flowId, {
      name: 'Night lock',
      type: 'schedule',
      param_anti_passback: true,
    });
    expect((await confirmed(start.flowId, plan)).kind).toBe('done');
    const list = await sim.request('GET', '/access_points_automations?q=Night', { token });
    const made = (list.body as { data: Array<Record<string, unknown>> }).data[0]!;
    expect(made).toMatchObject({ name: 'Night lock', ext_parameters: { anti_passback: true } });
    const uuid = String(made['uuid']);

    const edit = await engine.flows.start('automation', [sim.fingerprint], uuid);
    if (edit.kind !== 'form') throw new Error('a form');
    const changed = await engine.flows.submit(edit.flowId, {
      ...edit.values,
      name: 'Night lock B',
    });
    if (changed.kind !== 'plan') throw new Error('a plan');
    expect(changed.rows.map((r) => r.field)).toEqual(['name']);
    expect((await confirmed(edit.flowId, changed)).kind).toBe('done');

    const removal = await engine.flows.start('automation-delete', [sim.fingerprint], uuid);
    expect((await confirmed(removal.flowId, removal)).kind).toBe('done');
    const gone = await sim.request('GET', `/access_points_automations/${uuid}`, { token });
    expect(gone.status).toBe(404);
    const entries = (await site.journal.all()).filter((e) => e.action.startsWith('automation.'));
    expect(entries.map((e) => [e.action, e.outcome])).toEqual([
      ['automation.created', 'succeeded'],
      ['automation.updated', 'succeeded'],
      ['automation.deleted', 'succeeded'],
    ]);
  });
});
