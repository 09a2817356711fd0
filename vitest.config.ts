import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { SKIP_VARIABLE, exclusions } from './scripts/lib/test-groups.mjs';

/**
 * Groups `npm test` found no tools for on this machine (scripts/lib/test-groups.mjs); it names
 * them after the run. Empty when Vitest runs on its own.
 */
const skipped = exclusions(process.env[SKIP_VARIABLE]);
const exclude = [...configDefaults.exclude, ...skipped.files];

const e2e: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    // The real renderer in Chromium through the browser host. One file at a time: each
    // starts a browser, and two at once on a small machine only make both slower.
    name: 'e2e',
    include: ['test/e2e/**/*.test.ts'],
    exclude,
    globalSetup: ['test/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
};

/**
 * Three projects so that each gets its own time limits: unit tests are pure and quick; integration
 * tests start real simulators on loopback and may take seconds each; e2e tests drive the built app
 * in Chromium (their global setup builds it when it is stale). Separate processes (forks)
 * because integration tests bind ports, open keychains and may load native modules. Without
 * Chromium the e2e project is left out whole, so its global setup does not build the app.
 */
export default defineConfig({
  test: {
    pool: 'forks',
    // Vitest's default on two cores is one worker, so every file waited for the one before,
    // though most of a file's time is spent waiting on simulators and the browser. Three files
    // at once keep both cores busy (docs/decisions.md, "Test runner").
    maxWorkers: 3,
    environment: 'node',
    teardownTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          exclude,
          testTimeout: 10_000,
          hookTimeout: 10_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      ...(skipped.e2e ? [] : [e2e]),
    ],
  },
});
