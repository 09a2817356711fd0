import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Job } from '../../../src/shared/ipc/job.schema';
import { flowStep, type FlowStep } from '../../../src/shared/ipc/flow.schema';
import type { FlowDefinition, FlowResult } from '../../../src/core/flows/flow-definition';
import { FlowManager, type FlowJobs } from '../../../src/core/flows/flow-manager';
import { AppFailure } from '../../../src/shared/errors/error-data';
import { localizedRule } from '../../../src/core/flows/form-errors';

const t = (en: string) => ({ en, ru: `ru:${en}` });

/** A two-form flow with a plan and a job: the shape every wizard has. */
function addressFlow(seen: { applied: unknown[] }): FlowDefinition {
  const settings = z
    .object({
      mode: z.enum(['dhcp', 'static']).meta({ label: t('Mode') }),
      ip: z
        .ipv4()
        .optional()
        .meta({ label: t('Address'), placeholder: '10.0.0.50' }),
    })
    .refine(
      (v) => v.mode === 'dhcp' || v.ip !== undefined,
      localizedRule(t('Give an address.'), ['ip']),
    );
  const secret = z.object({
    password: z
      .string()
      .min(8)
      .meta({ label: t('Password'), widget: 'password' }),
    note: z
      .string()
      .max(5)
      .default('x')
      .meta({ label: t('Note') }),
  });
  return {
    type: 'network',
    title: t('Address'),
    create: ({ controllerIds }) => {
      let chosen: z.infer<typeof settings> | undefined;
      return {
        firstStep: 'settings',
        step(stepId, input): Promise<FlowResult> {
          return Promise.resolve(answer(stepId, input));
        },
      };
      function answer(stepId: string, input: Record<string, unknown> | undefined): FlowResult {
        if (stepId === 'settings') {
          if (!input)
            return {
              kind: 'form',
              stepId,
              title: t('Settings'),
              schema: settings,
            };
          chosen = input as z.infer<typeof settings>;
          if (chosen.ip === '10.0.0.9') {
            return {
              kind: 'form',
              stepId,
              title: t('Settings'),
              schema: settings,
              errors: { ip: t('Taken.') },
            };
          }
          return { kind: 'form', stepId: 'secret', title: t('Secret'), schema: secret };
        }
        if (stepId === 'secret') {
          return {
            kind: 'plan',
            stepId: 'plan',
            title: t('Plan'),
            confirmLabel: t('Change'),
            ...(chosen?.ip === '10.9.9.9' ? { danger: t('You will lose it.') } : {}),
            rows: controllerIds.map((id) => ({
              controllerId: id,
              controllerLabel: id,
              field: 'mode',
              fieldLabel: t('Mode'),
              now: 'dhcp',
              after: chosen?.mode ?? null,
            })),
          };
        }
        if (stepId === 'plan') {
          seen.applied.push(input);
          return { kind: 'job', stepId: 'apply', title: t('Applying'), jobId: 'job-1' };
        }
        throw new Error(`no step ${stepId}`);
      }
    },
  };
}

function jobsWith(
  state: Job['state'] | undefined,
): FlowJobs & { cancelled: string[]; state: Job['state'] | undefined } {
  const jobs = {
    state,
    cancelled: [] as string[],
    get(jobId: string): Job | undefined {
      if (!jobs.state) return undefined;
      return {
        id: jobId,
        kind: 'address',
        title: t('Applying'),
        siteId: 'site',
        state: jobs.state,
        createdAt: new Date(0).toISOString(),
        owner: { pid: 1, shell: 'cli' },
        progress: { done: 1, total: 2, unit: 'controllers' },
        controllers: [
          { controllerId: 'a', label: 'A', state: 'succeeded' },
          { controllerId: 'b', label: 'B', state: 'failed' },
        ],
      };
    },
    cancel(jobId: string) {
      jobs.cancelled.push(jobId);
      return true;
    },
  };
  return jobs;
}

function valid(step: FlowStep): FlowStep {
  return flowStep.parse(step);
}

describe('the flow manager', () => {
  it('walks form, form, plan, job, done, each answer valid for the page', async () => {
    const seen = { applied: [] as unknown[] };
    const jobs = jobsWith('running');
    const manager = new FlowManager({ flows: [addressFlow(seen)], jobs });
    const first = valid(await manager.start('network', ['a', 'b']));
    expect(first).toMatchObject({ kind: 'form', stepId: 'settings', canGoBack: false });
    if (first.kind !== 'form') throw new Error('form expected');
    expect(first.fields.map((f) => [f.name, f.kind, f.required])).toEqual([
      ['mode', 'select', true],
      ['ip', 'text', false],
    ]);
    expect(first.fields[1]?.placeholder).toBe('10.0.0.50');

    const second = valid(await manager.submit(first.flowId, { mode: 'static', ip: '10.0.0.5' }));
    expect(second).toMatchObject({
      kind: 'form',
      stepId: 'secret',
      canGoBack: true,
      values: { note: 'x' },
    });
    const plan = valid(await manager.submit(first.flowId, { password: 'long enough', note: 'n' }));
    expect(plan).toMatchObject({
      kind: 'plan',
      empty: false,
      rows: [{ after: 'static' }, { after: 'static' }],
    });
    expect(seen.applied).toEqual([]);

    // Nothing runs without the confirmation itself.
    expect(valid(await manager.submit(first.flowId, {}))).toMatchObject({ kind: 'plan' });
    expect(seen.applied).toEqual([]);
    const job = valid(await manager.submit(first.flowId, { confirmed: true }));
    expect(job).toMatchObject({ kind: 'job', jobId: 'job-1', canGoBack: false });
    expect(seen.applied).toEqual([{ confirmed: true, acknowledged: false }]);

    expect(manager.get(first.flowId)).toMatchObject({ kind: 'job' });
    jobs.state = 'failed';
    const done = valid(manager.get(first.flowId));
    expect(done).toMatchObject({ kind: 'done', jobId: 'job-1' });
    if (done.kind === 'done') expect(done.summary.en).toBe('1 of 2 done, 1 failed.');
  });

  it('answers problems at their fields in both languages before the step sees them', async () => {
    const manager = new FlowManager({
      flows: [addressFlow({ applied: [] })],
      jobs: jobsWith(undefined),
    });
    const first = await manager.start('network', ['a']);
    const wrong = valid(await manager.submit(first.flowId, { mode: 'static', ip: '300.1.1.1' }));
    expect(wrong).toMatchObject({ kind: 'form', stepId: 'settings', values: { ip: '300.1.1.1' } });
    if (wrong.kind !== 'form') throw new Error('form expected');
    expect(wrong.errors['ip']).toEqual({
      en: 'An IPv4 address, such as 10.0.0.50.',
      ru: 'Адрес IPv4, например 10.0.0.50.',
    });

    const missing = valid(await manager.submit(first.flowId, { mode: 'static' }));
    if (missing.kind !== 'form') throw new Error('form expected');
    expect(missing.errors['ip']).toEqual(t('Give an address.'));

    // A problem only the step can see (an address already answering) comes back the same way.
    const taken = valid(await manager.submit(first.flowId, { mode: 'static', ip: '10.0.0.9' }));
    if (taken.kind !== 'form') throw new Error('form expected');
    expect(taken.errors).toEqual({ ip: t('Taken.') });
    expect(taken.canGoBack).toBe(false);

    await manager.submit(first.flowId, { mode: 'static', ip: '10.0.0.5' });
    const short = valid(await manager.submit(first.flowId, { password: 'short' }));
    if (short.kind !== 'form') throw new Error('form expected');
    expect(short.errors['password']).toEqual({
      en: 'At least 8 characters.',
      ru: 'Не короче 8 символов.',
    });
    expect(short.values).not.toHaveProperty('password');
  });

  it('goes back with what was typed, never the password', async () => {
    const manager = new FlowManager({
      flows: [addressFlow({ applied: [] })],
      jobs: jobsWith(undefined),
    });
    const first = await manager.start('network', ['a']);
    await manager.submit(first.flowId, { mode: 'static', ip: '10.0.0.7' });
    await manager.submit(first.flowId, { password: 'long enough', note: 'abc' });
    const secret = valid(manager.back(first.flowId));
    expect(secret).toMatchObject({ kind: 'form', stepId: 'secret', values: { note: 'abc' } });
    if (secret.kind === 'form') expect(secret.values).not.toHaveProperty('password');
    const settings = valid(manager.back(first.flowId));
    expect(settings).toMatchObject({
      kind: 'form',
      stepId: 'settings',
      values: { mode: 'static', ip: '10.0.0.7' },
      canGoBack: false,
    });
    expect(manager.back(first.flowId)).toMatchObject({ stepId: 'settings' });
  });

  it('needs the second confirmation for a plan that can cut the laptop off', async () => {
    const seen = { applied: [] as unknown[] };
    const manager = new FlowManager({ flows: [addressFlow(seen)], jobs: jobsWith('running') });
    const first = await manager.start('network', ['a']);
    await manager.submit(first.flowId, { mode: 'static', ip: '10.9.9.9' });
    const plan = valid(await manager.submit(first.flowId, { password: 'long enough' }));
    expect(plan).toMatchObject({ kind: 'plan', danger: t('You will lose it.') });
    expect(await manager.submit(first.flowId, { confirmed: true })).toMatchObject({ kind: 'plan' });
    expect(seen.applied).toEqual([]);
    expect(
      await manager.submit(first.flowId, { confirmed: true, acknowledged: true }),
    ).toMatchObject({ kind: 'job' });
    expect(seen.applied).toEqual([{ confirmed: true, acknowledged: true }]);
  });

  it('cancels the job of a cancelled run, forgets the run, and refuses unknown flows', async () => {
    const jobs = jobsWith('running');
    const manager = new FlowManager({ flows: [addressFlow({ applied: [] })], jobs });
    const first = await manager.start('network', ['a']);
    await manager.submit(first.flowId, { mode: 'dhcp' });
    await manager.submit(first.flowId, { password: 'long enough' });
    await manager.submit(first.flowId, { confirmed: true });
    expect(manager.cancel(first.flowId)).toEqual({ cancelled: true });
    expect(jobs.cancelled).toEqual(['job-1']);
    expect(() => manager.get(first.flowId)).toThrow(/no longer open/);
    await expect(manager.start('nothing', [])).rejects.toThrow(/no wizard/);
  });

  it('turns a described failure of a step into abort, with its reason', async () => {
    const failing: FlowDefinition = {
      type: 'locate',
      title: t('Failing'),
      create: () => ({
        firstStep: 'one',
        step: () =>
          Promise.reject(new AppFailure({ code: 'unreachable', message: t('Not reachable.') })),
      }),
    };
    const manager = new FlowManager({ flows: [failing], jobs: jobsWith(undefined) });
    const step = valid(await manager.start('locate', []));
    expect(step).toMatchObject({ kind: 'abort', reason: { code: 'unreachable' } });
  });
});
