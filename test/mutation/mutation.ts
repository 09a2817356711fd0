/**
 * `npm run mutation [-- NAME...]`: StrykerJS over the modules a site depends on
 * (test/mutation/modules.ts), one Stryker run per module with the module's tests only, and the
 * score of each written into the "Mutation scores" section of docs/benchmarks.md with every
 * surviving mutant and why it is left (test/mutation/survivors.ts). A measurement like the
 * benchmarks, not part of `npm test`: a run takes long. Arguments pick modules by a word of
 * their name. Needs Linux and root for the private network namespace the integration tests
 * use (nothing leaves the machine), like `npm test`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MutantResult } from '@stryker-mutator/api/core';
import { Stryker } from '@stryker-mutator/core';
import { MUTATION_MODULES, type MutationModule } from './modules';
import { moduleTests } from './module-tests';
import { moduleEntry, writeScores, type ModuleEntry, type ModuleScore } from './mutation-doc';
import { inOwnNamespace } from '../bench/own-namespace';

const INSIDE = 'TURNKEY_MUTATION_NETNS';
const SELF = fileURLToPath(import.meta.url);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CACHE = join(ROOT, 'node_modules', '.cache', 'mutation');

const slug = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

interface IncrementalReport {
  files: Record<string, { mutants: Array<{ static?: boolean; status: string }> }>;
}

/**
 * Forgets the static mutants (those in code run once, when a module is loaded) that survived the
 * last run: Stryker keeps a mutant's result while the tests that cover it stay the same, and a
 * static mutant has no covering tests, so a test written since to kill it would never be run.
 */
async function forgetStaticSurvivors(file: string): Promise<void> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return;
  const report = JSON.parse(text) as IncrementalReport;
  for (const entry of Object.values(report.files))
    entry.mutants = entry.mutants.filter((m) => !(m.static === true && m.status === 'Survived'));
  await writeFile(file, JSON.stringify(report));
}

async function mutate(module: MutationModule): Promise<ModuleScore> {
  const tests = await moduleTests(ROOT, module);
  if (tests.length === 0) throw new Error(`no tests found for ${module.name}`);
  console.log(`\n${module.name}: ${module.files.length} files, ${tests.length} test files`);
  process.env['TURNKEY_MUTATION_TESTS'] = JSON.stringify(tests);
  const started = performance.now();
  const incrementalFile = join(CACHE, `${slug(module.name)}.json`);
  await forgetStaticSurvivors(incrementalFile);
  const stryker = new Stryker({
    mutate: module.files,
    testRunner: 'vitest',
    vitest: { configFile: 'test/mutation/vitest.mutation.config.ts', related: false },
    checkers: ['typescript'],
    tsconfigFile: 'test/mutation/tsconfig.json',
    coverageAnalysis: 'perTest',
    concurrency: 2,
    timeoutMS: 20_000,
    // The first pass runs every test of the module unchanged; on a loaded machine the default of
    // 5 minutes is not enough for the larger modules.
    dryRunTimeoutMinutes: 25,
    reporters: ['progress'],
    // Each module keeps what it found, so a run after a change redoes only the changed mutants.
    incremental: true,
    incrementalFile,
    // A folder per module, so that runs of different modules side by side never clean each
    // other's sandboxes.
    tempDirName: join(CACHE, 'sandboxes', slug(module.name)),
    cleanTempDir: true,
    ignorePatterns: ['out', 'dist', 'docs', 'resources', 'test/e2e', 'test/bench', '.ci'],
  });
  const results: MutantResult[] = await stryker.runMutationTest();
  return {
    module,
    tests: tests.length,
    results,
    sources: Object.fromEntries(
      await Promise.all(
        module.files.map(async (f) => [f, await readFile(join(ROOT, f), 'utf8')] as const),
      ),
    ),
    minutes: (performance.now() - started) / 60_000,
  };
}

async function main(): Promise<void> {
  await mkdir(CACHE, { recursive: true });
  const words = process.argv.slice(2).map((w) => w.toLowerCase());
  const chosen = MUTATION_MODULES.filter(
    (m) => words.length === 0 || words.some((w) => m.name.toLowerCase().includes(w)),
  );
  if (chosen.length === 0) throw new Error(`no module named ${words.join(', ')}`);
  // Rows of every module measured so far, in the list's order; this run's replace theirs. Kept in
  // the repository, so that a run of one module on another checkout keeps the others' rows.
  // Read again before each write, so that runs of other modules side by side keep their rows.
  const kept = join(ROOT, 'test', 'mutation', 'scores.json');
  const readKept = async () =>
    new Map<string, ModuleEntry>(
      (JSON.parse(await readFile(kept, 'utf8').catch(() => '[]')) as ModuleEntry[]).map((e) => [
        e.name,
        e,
      ]),
    );
  for (const module of chosen) {
    const entry = moduleEntry(await mutate(module));
    const entries = await readKept();
    entries.set(module.name, entry);
    await writeFile(kept, `${JSON.stringify([...entries.values()], null, 2)}\n`);
  }
  const entries = await readKept();
  const ordered = MUTATION_MODULES.flatMap((m) => entries.get(m.name) ?? []);
  await writeScores(ordered, relative(ROOT, SELF));
}

await inOwnNamespace({
  file: import.meta.url,
  variable: INSIDE,
  name: 'Mutation run',
  main,
});
