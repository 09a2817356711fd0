/**
 * Retry what failed (docs/decisions.md, "Retry what failed"), on the real FlowManager and
 * JobRunner over a temporary site folder: a job keeps the wizard's flow and forms (passwords
 * left out, the answers in words), a retry runs the same wizard on the failed controllers only
 * with the same answers and the password typed again, the journal says it is a retry, and a job
 * that cannot be retried is refused in both languages.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FlowDefinition, FlowResult } from '../../../src/core/flows/flow-definition';
import { FlowManager } from '../../../src/core/flows/flow-manager';
import { ControllerLocks } from '../../../src/core/jobs/controller-locks';
import { JobRunner } from '../../../src/core/jobs/job-runner';
import { JobStore } from '../../../src/core/jobs/job-store';
import { Journal } from '../../../src/core/site/journal';
import type { FlowStep } from '../../../src/shared/ipc/flow.schema';
import type { FlowType } from '../../../src/shared/ipc/flow-types';
import { AppFailure } from '../../../src/shared/errors/error-data';
import { job as jobSchema, type Job } from '../../../src/shared/ipc/job.schema';
import { canRetry } from '../../../src/shared/ipc/job-retry';

const t = (en: string) => ({ en, ru: `ru:${en}` });

let dir: string;
let journal: Journal;
let runner: JobRunner;
/** Controllers whose work fails, and every controller each run of the work saw. */
let failing: Set<string>;
let worked: { controllerId: string; mode: string; password: string }[];

const settings = z.object({
  mode: z
    .enum(['dhcp', 'static'])
    .meta({ label: t('Mode'), options: { dhcp: t('DHCP'), static: t('Static') } }),
  ip: z
    .string()
    .optional()
    .meta({ label: t('Address'), showWhen: { mode: ['static'] } }),
  reboot: z
    .boolean()
    .default(false)
    .meta({ label: t('Reboot') }),
});
const secret = z.object({
  password: z
    .string()
    .min(8)
    .meta({ label: t('Password'), widget: 'password' }),
});

/** Two forms (one with a password), a plan and a job, as `type` (the list decides retries). */
function flow(type: FlowType): FlowDefinition {
  return {
    type,
    title: t('Address'),
    create: ({ controllerIds }) => {
      let chosen: z.infer<typeof settings> | undefined;
      let password = '';
      const steps: Record<string, (input?: Record<string, unknown>) => FlowResult> = {
        settings: (input) => {
          if (!input)
            return { kind: 'form', stepId: 'settings', title: t('Settings'), schema: settings };
          chosen = input as z.infer<typeof settings>;
          return { kind: 'form', stepId: 'secret', title: t('Secret'), schema: secret };
        },
        secret: (input) => {
          password = String(input?.['password']);
          return {
            kind: 'plan',
            stepId: 'plan',
            title: t('Plan'),
            confirmLabel: t('Change'),
            rows: controllerIds.map((id) => ({
              controllerId: id,
              controllerLabel: id,
              field: 'mode',
              fieldLabel: t('Mode'),
              now: 'dhcp',
              after: chosen!.mode,
            })),
          };
        },
        plan: () => {
          const job = runner.start({
            kind: type,
            title: t('Address'),
            controllers: controllerIds.map((id) => ({ controllerId: id, label: `TK-${id}` })),
            run: (ctx) => {
              worked.push({ controllerId: ctx.controllerId, mode: chosen!.mode, password });
              if (failing.has(ctx.controllerId)) return Promise.reject(new Error('no answer'));
              return Promise.resolve();
            },
          });
          return { kind: 'job', stepId: 'apply', title: t('Applying'), jobId: job.id };
        },
      };
      return {
        firstStep: 'settings',
        step: (stepId, input) => Promise.resolve(steps[stepId]!(input)),
      };
    },
  };
}

let manager: FlowManager;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-retry-'));
  journal = new Journal(join(dir, 'journal.jsonl'), { shell: 'cli', user: 'tester' });
  runner = new JobRunner({
    siteId: 'site',
    store: new JobStore(join(dir, 'jobs')),
    locks: new ControllerLocks(join(dir, 'locks')),
    journal,
    shell: 'cli',
    emit: () => undefined,
  });
  manager = new FlowManager({
    flows: [flow('network'), flow('vpn-join')],
    jobs: {
      get: (jobId) => runner.current(jobId),
      cancel: (jobId) => runner.cancel(jobId),
      find: (jobId) => runner.get(jobId),
    },
  });
  failing = new Set();
  worked = [];
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Walks a started flow to its job's end with these answers. */
async function toEnd(step: FlowStep, answers: Record<string, unknown>[]): Promise<Job> {
  const queue = [...answers];
  while (step.kind === 'form') step = await manager.submit(step.flowId, queue.shift() ?? {});
  expect(step.kind).toBe('plan');
  step = await manager.submit(step.flowId, { confirmed: true });
  if (step.kind !== 'job') throw new Error(`no job: ${JSON.stringify(step)}`);
  return runner.waitFor(step.jobId);
}

const ANSWERS = [{ mode: 'static', ip: '10.0.0.50', reboot: true }, { password: 'secret-123' }];

async function failedJob(type = 'network'): Promise<Job> {
  failing = new Set(['B']);
  const job = await toEnd(await manager.start(type, ['A', 'B', 'C']), ANSWERS);
  failing = new Set();
  worked = [];
  return job;
}

describe('a job started by a wizard', () => {
  it('keeps its flow and each form as answered, the password left out, in words too', async () => {
    const job = await failedJob();
    expect(job.flow).toEqual({
      type: 'network',
      retriable: true,
      forms: [
        {
          stepId: 'settings',
          title: t('Settings'),
          values: { mode: 'static', ip: '10.0.0.50', reboot: true },
          words: [
            { label: t('Mode'), value: t('Static') },
            { label: t('Address'), value: { en: '10.0.0.50', ru: '10.0.0.50' } },
            { label: t('Reboot'), value: { en: 'yes', ru: 'да' } },
          ],
        },
        { stepId: 'secret', title: t('Secret'), values: {}, words: [], secrets: ['password'] },
      ],
    });
    // On disk as well, and never the password.
    const stored = await new JobStore(join(dir, 'jobs')).get(job.id);
    expect(stored?.flow).toEqual(job.flow);
    expect(JSON.stringify(stored)).not.toContain('secret-123');
    expect(canRetry(job)).toBe(true);
  });

  it('is still read when saved before jobs kept their wizard, and is not retried', async () => {
    const job = await failedJob();
    const { flow: _flow, ...old } = job;
    const parsed = jobSchema.parse(JSON.parse(JSON.stringify(old)));
    expect(canRetry(parsed)).toBe(false);
    await expect(manager.retry(parsed)).rejects.toMatchObject({
      data: { code: 'job_not_retriable' },
    });
  });
});

describe('a retry', () => {
  it('runs the same wizard on the failed controller only, with the same form', async () => {
    const first = await failedJob();
    expect(first.controllers.map((c) => c.state)).toEqual(['succeeded', 'failed', 'succeeded']);

    // The password is not kept: the form that has it comes back to be typed again.
    const step = await manager.retry(first);
    expect(step).toMatchObject({ kind: 'form', stepId: 'secret', values: {}, errors: {} });
    const plan = await manager.submit(step.flowId, { password: 'secret-456' });
    expect(plan).toMatchObject({ kind: 'plan', rows: [{ controllerId: 'B', after: 'static' }] });
    // Back shows the first form filled as it was.
    const back = manager.back(plan.flowId);
    expect(back).toMatchObject({ kind: 'form', stepId: 'secret' });
    const settingsAgain = manager.back(back.flowId);
    expect(settingsAgain).toMatchObject({
      kind: 'form',
      stepId: 'settings',
      values: { mode: 'static', ip: '10.0.0.50', reboot: true },
    });

    const again = await toEnd(settingsAgain, [
      { mode: 'static', ip: '10.0.0.50', reboot: true },
      { password: 'secret-456' },
    ]);
    expect(worked).toEqual([{ controllerId: 'B', mode: 'static', password: 'secret-456' }]);
    expect(again).toMatchObject({ state: 'succeeded', retryOf: first.id, flow: first.flow });
    expect(again.controllers.map((c) => c.controllerId)).toEqual(['B']);
    const started = (await journal.all()).filter((e) => e.action === 'job.started').at(-1);
    expect(started).toMatchObject({
      jobId: again.id,
      summary: { en: 'Address: again, on the controllers that failed' },
      after: { retryOf: first.id, controllers: 1 },
    });
    await expect(manager.retry(again)).rejects.toMatchObject({
      data: { code: 'job_nothing_failed' },
    });
  });

  it('refuses a running job and a wizard whose controllers are not each on their own', async () => {
    const cluster = await failedJob('vpn-join');
    expect(cluster.flow?.retriable).toBe(false);
    const refused = await manager.retry(cluster).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppFailure);
    const { message } = (refused as AppFailure).data;
    expect(message.en).toContain('cannot be retried on its failed controllers alone');
    expect(message.ru).toContain('нельзя повторить');

    const first = await failedJob();
    const running: Job = { ...first, state: 'running' };
    await expect(manager.retry(running)).rejects.toMatchObject({
      data: {
        code: 'job_running',
        message: { en: expect.stringContaining('still running') as string },
      },
    });
    await expect(manager.findJob(first.id)).resolves.toMatchObject({ id: first.id });
  });
});
