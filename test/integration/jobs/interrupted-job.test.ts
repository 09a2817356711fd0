/**
 * Jobs and sites outlive the process that made them: a site and its controllers are there after
 * the process was killed (a torn journal line ignored), a job killed halfway shows as
 * interrupted with what it had finished, and a controller locked by one process is refused to
 * another with the first job's name.
 */
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { coreModule, startTsChild } from '../helpers/ts-child';
import { ControllerLocks } from '../../../src/core/jobs/controller-locks';
import { JobStore, processAlive } from '../../../src/core/jobs/job-store';
import { SiteStore } from '../../../src/core/site/site-store';

const src = coreModule;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-engine-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Runs a TypeScript program as another process; resolves when it prints `marker`. */
async function child(code: string, marker: string) {
  return (await startTsChild(dir, code, marker)).proc;
}

const fp = (n: number) =>
  Array.from({ length: 32 }, () => n.toString(16).padStart(2, '0').toUpperCase()).join(':');

describe('the commissioning engine across processes', () => {
  it('keeps a site and its controllers when the process is killed, ignoring a torn line', async () => {
    const proc = await child(
      `import { SiteStore } from ${src('site/site-store.ts')};
const sites = new SiteStore(${JSON.stringify(dir)}, { shell: 'cli', user: 'kid' });
const site = await sites.create('Plant 4, building B');
for (let i = 1; i <= 3; i++) {
  await site.upsertController({ id: 'C' + i, fingerprint256: ${JSON.stringify(fp(1))}, address: { host: '10.0.0.' + i, port: 443 }, serial: 'TK' + i });
  await site.journal.append({ action: 'controller.added', outcome: 'info', controllerId: 'C' + i });
}
process.stdout.write('written\\n');
setInterval(() => undefined, 1000);
`,
      'written',
    );
    proc.kill('SIGKILL');
    await new Promise((resolve) => proc.once('exit', resolve));
    const sites = new SiteStore(dir, { shell: 'electron', user: 'me' });
    const site = await sites.current();
    expect(site?.id).toBe('plant-4-building-b');
    await appendFile(join(site!.dir, 'journal.jsonl'), '{"torn":');
    expect((await site!.controllers()).map((c) => c.serial)).toEqual(['TK1', 'TK2', 'TK3']);
    const actions = (await site!.journal.all()).map((e) => e.action);
    expect(actions).toEqual([
      'site.created',
      'controller.added',
      'controller.added',
      'controller.added',
    ]);
    expect((await sites.list())[0]).toMatchObject({
      name: 'Plant 4, building B',
      controllerCount: 3,
    });
  });

  it('shows a job killed halfway as interrupted, with the controllers it had finished', async () => {
    const jobsDir = join(dir, 'jobs');
    const proc = await child(
      `import { ControllerLocks } from ${src('jobs/controller-locks.ts')};
import { JobRunner } from ${src('jobs/job-runner.ts')};
import { JobStore } from ${src('jobs/job-store.ts')};
import { Journal } from ${src('site/journal.ts')};
const runner = new JobRunner({ siteId: 's', store: new JobStore(${JSON.stringify(jobsDir)}),
  locks: new ControllerLocks(${JSON.stringify(join(dir, 'locks'))}),
  journal: new Journal(${JSON.stringify(join(dir, 'journal.jsonl'))}, { shell: 'cli', user: 'kid' }),
  shell: 'cli', concurrency: 1,
  emit: (job) => { if (job.controllers.filter((c) => c.state === 'succeeded').length === 2) process.stdout.write('two done\\n'); } });
runner.start({ kind: 'slow', title: { en: 'Slow', ru: 'Медленно' },
  controllers: [1, 2, 3, 4].map((i) => ({ controllerId: 'C' + i, label: 'TK' + i })),
  run: (ctx) => new Promise((resolve) => setTimeout(resolve, ctx.controllerId === 'C3' ? 60000 : 10)) });
`,
      'two done',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    proc.kill('SIGKILL');
    await new Promise((resolve) => proc.once('exit', resolve));
    const store = new JobStore(jobsDir);
    const [marked] = await store.recoverInterrupted(processAlive, new Date().toISOString());
    expect(marked?.state).toBe('interrupted');
    expect(marked?.controllers.map((c) => c.state)).toEqual([
      'succeeded',
      'succeeded',
      'interrupted',
      'interrupted',
    ]);
    expect((await store.list())[0]?.state).toBe('interrupted');
  });

  it('refuses a controller another process is changing, naming its job', async () => {
    const proc = await child(
      `import { ControllerLocks } from ${src('jobs/controller-locks.ts')};
const locks = new ControllerLocks(${JSON.stringify(join(dir, 'locks'))});
await locks.acquire('C1', { jobId: 'j1', title: { en: 'Network change', ru: 'Смена сети' }, label: 'TK1' }, { wait: false });
process.stdout.write('locked\\n');
setInterval(() => undefined, 1000);
`,
      'locked',
    );
    try {
      const locks = new ControllerLocks(join(dir, 'locks'));
      await expect(
        locks.acquire(
          'C1',
          { jobId: 'j2', title: { en: 'Time', ru: 'Время' }, label: 'TK1' },
          { wait: false },
        ),
      ).rejects.toMatchObject({
        data: {
          code: 'controller_busy',
          message: { en: expect.stringContaining('Network change') as string },
        },
      });
    } finally {
      proc.kill('SIGKILL');
    }
  });
});
