/**
 * The modules a site depends on, as the mutation run measures them (docs/benchmarks.md,
 * "Mutation scores"): each a name, the source files mutated, and the test files run against the
 * mutants. Tests are the ones that import a mutated file by name, plus those listed: a module whose
 * behaviour is tested through the engine names the integration tests that exercise it.
 */
export interface MutationModule {
  name: string;
  /** Source files whose mutants are counted, relative to the repository. */
  files: string[];
  /** Test files run besides those importing one of `files` (globs allowed). */
  tests?: string[];
  /** Test files left out although they import a mutated file (too slow to run per mutant). */
  skipTests?: string[];
}

/**
 * Tests that run the CLI or the engine in processes of their own (10 to 20 seconds a run): the
 * mutants live only in the test's own process, so those processes run the code unchanged, and a
 * run per mutant would take hours. The unit tests of the site and job files stay.
 */
const SPAWNING_TESTS = [
  'test/integration/cli/api-call-journal.test.ts',
  'test/integration/jobs/interrupted-job.test.ts',
  'test/integration/jobs/state-across-processes.test.ts',
];

export const MUTATION_MODULES: MutationModule[] = [
  {
    name: 'certificate pinning and the trust store',
    files: [
      'src/core/client/pinned-agent.ts',
      'src/core/trust/fingerprint.ts',
      'src/core/trust/known-controllers.store.ts',
    ],
  },
  {
    name: 'the journal and site files',
    files: [
      'src/core/site/journal.ts',
      'src/core/site/site-store.ts',
      'src/core/site/controllers-cache.ts',
    ],
    skipTests: SPAWNING_TESTS,
  },
  {
    name: 'the job store and locks',
    files: [
      'src/core/jobs/job-store.ts',
      'src/core/jobs/job-writer.ts',
      'src/core/jobs/controller-locks.ts',
    ],
    skipTests: SPAWNING_TESTS,
  },
  {
    name: 'network checks and follow',
    files: [
      'src/core/network/address-checks.ts',
      'src/core/network/ipv4-network.ts',
      'src/core/network/follow-controller.ts',
    ],
  },
  {
    name: "the transfer's mapping, checkpoint and verification",
    files: [
      'src/core/transfer/record-mapping.ts',
      'src/core/transfer/transfer-checkpoint.ts',
      'src/core/transfer/record-classification.ts',
    ],
  },
  {
    name: 'VPN verification',
    files: ['src/core/vpn/record-comparison.ts', 'src/core/vpn/verify-member.ts'],
  },
  {
    name: 'plan diff and apply order',
    files: [
      'src/core/plans/controller-diff.ts',
      'src/core/plans/section-changes.ts',
      'src/core/plans/plan-runs.ts',
    ],
    // A plan applied from the app, through its channels.
    tests: ['test/integration/app/plan-channels.test.ts'],
  },
  {
    name: "the sweep's range parsing",
    files: ['src/core/discovery/cidr-range.ts'],
  },
  {
    name: "the host's token and origin checks",
    files: ['src/host/host-token.ts', 'src/host/access.ts'],
  },
  {
    name: 'the backup archive reader',
    files: [
      'src/core/transfer/archive/archive-reader.ts',
      'src/core/transfer/archive/archive-lines.ts',
    ],
    // Each of these starts simulators or an app and backs up through the writer: some seconds a
    // run, which over two hundred mutants (loops that time out among them) takes hours. The unit
    // tests read the same archives: round trip, refusals, secrets, lines.
    skipTests: [
      'test/integration/app/commissioning.test.ts',
      'test/integration/transfer/backup.test.ts',
    ],
  },
];
