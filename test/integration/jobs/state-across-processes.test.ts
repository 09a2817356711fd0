/**
 * A job's file and a site's controllers as another process sees them (docs/decisions.md, "Job
 * state and the controllers file at the size of a site"): a job read while it runs elsewhere is
 * always one state it was in; what it changed last is written as its process exits; once the
 * journal says a job ended, its file says so too, whenever the process is killed; and a
 * controllers file kept in memory follows another process's change.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { coreModule, startTsChild } from '../helpers/ts-child';
import { FINAL_JOB_STATES, type Job } from '../../../src/shared/ipc/job.schema';
import { JobStore } from '../../../src/core/jobs/job-store';
import { SiteStore } from '../../../src/core/site/site-store';

const src = coreModule;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-state-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Runs a TypeScript program as another process; resolves when it prints `marker`. */
const child = (code: string, marker: string) => startTsChild(dir, code, marker);

/** A child running one job of `count` controllers (`run`: the work's body), kept alive after. */
const jobProgram = (count: number, run: string, concurrency = 8) => `
import { ControllerLocks } from ${src('jobs/controller-locks.ts')};
import { JobRunner } from ${src('jobs/job-runner.ts')};
import { JobStore } from ${src('jobs/job-store.ts')};
import { Journal } from ${src('site/journal.ts')};
const runner = new JobRunner({ siteId: 's', store: new JobStore(${JSON.stringify(join(dir, 'jobs'))}),
  locks: new ControllerLocks(${JSON.stringify(join(dir, 'locks'))}),
  journal: new Journal(${JSON.stringify(join(dir, 'journal.jsonl'))}, { shell: 'cli', user: 'kid' }),
  shell: 'cli', concurrency: ${concurrency}, emit: () => undefined });
setInterval(() => undefined, 1000);
process.stdout.write('started ' + runner.start({ kind: 'test', title: { en: 'Test', ru: 'Тест' }, lock: 'none',
  controllers: Array.from({ length: ${count} }, (_, i) => ({ controllerId: 'C' + i, label: 'TK' + i })),
  run: async (ctx) => { ${run} } }).id + '\\n');
`;

const jobFiles = async () => (await readdir(join(dir, 'jobs'))).filter((n) => !n.endsWith('.tmp'));

describe('job state and controllers across processes', () => {
  it('reads a job another process runs as one state it was in, never half of one', async () => {
    const { proc, exited } = await child(
      jobProgram(
        120,
        `ctx.step({ en: 'working', ru: 'работаю' }); await new Promise((r) => setTimeout(r, 2 + (Number(ctx.controllerId.slice(1)) % 5)));`,
      ),
      'started',
    );
    const store = new JobStore(join(dir, 'jobs'));
    let last = -1;
    let reads = 0;
    for (let job: Job | undefined; !job || !FINAL_JOB_STATES.includes(job.state);) {
      const id = (await jobFiles().catch(() => []))[0]?.split('.')[0];
      job = id ? await store.get(id) : undefined;
      if (!job) continue;
      reads++;
      const finished = job.controllers.filter((c) => FINAL_JOB_STATES.includes(c.state)).length;
      expect(job.progress.done).toBe(finished);
      expect(finished).toBeGreaterThanOrEqual(last);
      last = finished;
    }
    expect(last).toBe(120);
    expect(reads).toBeGreaterThan(1);
    proc.kill('SIGKILL');
    await exited;
  });

  it('writes what changed last as its process exits, before the next batch was due', async () => {
    const { exited } = await child(
      jobProgram(
        2,
        `if (ctx.controllerId === 'C1') { ctx.step({ en: 'the last step', ru: 'последний шаг' }); process.exit(0); } `,
        1,
      ),
      'started',
    );
    await exited;
    const [name] = await jobFiles();
    const job = await new JobStore(join(dir, 'jobs')).get(name!.split('.')[0]!);
    expect(job?.controllers.map((c) => c.state)).toEqual(['succeeded', 'running']);
    expect(job?.controllers[1]?.step?.en).toBe('the last step');
  });

  it('once the journal says the job ended, its file says so too, killed at once', async () => {
    const { proc, exited } = await child(
      jobProgram(40, 'await new Promise((r) => setTimeout(r, 5));'),
      'started',
    );
    const journal = join(dir, 'journal.jsonl');
    while (!(await readFile(journal, 'utf8').catch(() => '')).includes('"job.ended"'));
    proc.kill('SIGKILL');
    await exited;
    const [name] = (await jobFiles()).filter((n) => n.endsWith('.json'));
    const job = await new JobStore(join(dir, 'jobs')).get(name!.split('.')[0]!);
    expect(job?.state).toBe('succeeded');
    expect(job?.controllers.every((c) => c.state === 'succeeded')).toBe(true);
  });

  it('follows a change of the controllers file another process made', async () => {
    const sites = new SiteStore(dir, { shell: 'electron', user: 'me' });
    const site = await sites.create('Plant 4');
    await site.upsertController({
      id: 'C1',
      fingerprint256: Array.from({ length: 32 }, () => 'AB').join(':'),
      address: { host: '10.0.0.1', port: 443 },
    });
    expect((await site.controller('C1'))?.serial).toBeUndefined();
    const { exited } = await child(
      `import { SiteStore } from ${src('site/site-store.ts')};
const site = await new SiteStore(${JSON.stringify(dir)}, { shell: 'cli', user: 'kid' }).open('plant-4');
await site.updateController('C1', { serial: 'TK-FROM-CLI' });
process.stdout.write('written\\n');
`,
      'written',
    );
    await exited;
    expect((await site.controller('C1'))?.serial).toBe('TK-FROM-CLI');
    await site.updateController('C1', { model: 'TK-4000' });
    expect(await site.controller('C1')).toMatchObject({ serial: 'TK-FROM-CLI', model: 'TK-4000' });
  });
});
