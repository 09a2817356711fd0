/**
 * A site's files are checked against their schemas on zod's plain path (core/files/parsed-once.ts):
 * reading a site, its controllers, its journal and its jobs compiles no checking function, which
 * a process that reads each file once would pay for and not get back. The files are written here
 * by hand, so that no schema has been used before the reads: the same schema parsed the default
 * way afterwards does compile one, which shows the reads did not.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { JobStore } from '../../../src/core/jobs/job-store';
import { controllersFile } from '../../../src/core/site/site-controller';
import { SiteStore } from '../../../src/core/site/site-store';
import { job as jobSchema } from '../../../src/shared/ipc/job.schema';
import { journalEntry } from '../../../src/shared/ipc/journal.schema';
import { TEST_JOB_ID, testJob } from '../jobs/job-fixtures';
import { entryLine } from './journal-file';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-parsed-once-'));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await rm(dataDir, { recursive: true, force: true });
});

/** Counts the functions compiled from text (`new Function`), zod's way to its fast path. */
function countCompiled(): { count: number } {
  const counted = { count: 0 };
  const Compile = Function;
  vi.stubGlobal(
    'Function',
    new Proxy(Compile, {
      construct(target, args: string[]) {
        counted.count += 1;
        return Reflect.construct(target, args);
      },
    }),
  );
  return counted;
}

const at = '2026-03-01T10:00:00.000Z';
const controller = (i: number) => ({
  id: `C${i}`,
  fingerprint256: Array.from({ length: 32 }, () => 'AB').join(':'),
  serial: `TK${i}`,
  address: { host: `10.0.0.${i}`, port: 443 },
  addresses: [{ host: `10.0.0.${i}`, port: 443, seenAt: at }],
  lastAction: { action: 'network.changed', at, outcome: 'succeeded' },
  addedAt: at,
});

it('reads a site, its controllers, journal and jobs without compiling a checking function', async () => {
  const dir = join(dataDir, 'sites', 'plant-4');
  await mkdir(join(dir, 'jobs'), { recursive: true });
  const site = { version: 1, id: 'plant-4', name: 'Plant 4', createdAt: at, updatedAt: at };
  await writeFile(join(dir, 'site.json'), JSON.stringify(site));
  const controllers = { version: 1, controllers: [controller(1), controller(2)] };
  await writeFile(join(dir, 'controllers.json'), JSON.stringify(controllers));
  await writeFile(join(dir, 'journal.jsonl'), entryLine(1) + entryLine(2));
  await writeFile(join(dir, 'jobs', `${TEST_JOB_ID}.json`), JSON.stringify(testJob(2)));

  const compiled = countCompiled();
  const opened = await new SiteStore(dataDir, { shell: 'cli', user: 'tester' }).open('plant-4');
  expect((await opened.summary()).controllerCount).toBe(2);
  expect((await opened.controllers()).map((c) => c.id)).toEqual(['C1', 'C2']);
  expect((await opened.journal.read({ limit: 10 })).entries).toHaveLength(2);
  expect(await opened.problem()).toBeUndefined();
  expect((await new JobStore(join(dir, 'jobs')).get(TEST_JOB_ID))?.id).toBe(TEST_JOB_ID);
  expect(compiled.count).toBe(0);

  // Parsed the default way, each schema compiles its own: none of them had been before.
  controllersFile.parse(controllers);
  const afterControllers = compiled.count;
  journalEntry.parse(JSON.parse(entryLine(3)));
  const afterJournal = compiled.count;
  jobSchema.parse(testJob(1));
  expect(afterControllers).toBeGreaterThan(0);
  expect(afterJournal).toBeGreaterThan(afterControllers);
  expect(compiled.count).toBeGreaterThan(afterJournal);
});
