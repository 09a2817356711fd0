/**
 * The Vitest set-up of a mutation run (test/mutation/mutation.ts): one flat project holding only
 * the test files of the module being mutated, named by the run in TURNKEY_MUTATION_TESTS (a JSON
 * list), with the integration project's time limits since some of them start simulators.
 */
import { configDefaults, defineConfig } from 'vitest/config';

const listed = process.env['TURNKEY_MUTATION_TESTS'];
const include: string[] = listed ? (JSON.parse(listed) as string[]) : [];

export default defineConfig({
  test: {
    include,
    exclude: configDefaults.exclude,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    teardownTimeout: 30_000,
  },
});
