// Groups of tests that need a tool of the operating system, and what `npm test` does when one is
// missing (docs/decisions.md, "Test runner"): on a developer's machine it runs every other test
// and names each skipped group last, with the one command that installs what it needs; with
// CI=true a missing tool fails the run. Pure logic: scripts/test.mjs passes in what it found,
// vitest.config.ts reads the skipped groups back from one environment variable.

/** Names the skipped groups for vitest.config.ts, e.g. `e2e,keychain`. */
export const SKIP_VARIABLE = 'TURNKEY_TEST_SKIP';

/** Executable names a Chromium is found under on PATH (as test/e2e/support/chromium.ts looks). */
export const CHROMIUM_NAMES = ['chromium', 'chromium-browser', 'google-chrome'];

/**
 * @typedef {'e2e' | 'keychain' | 'netns'} GroupId
 *
 * @typedef {object} Machine what the run found about this machine
 * @property {NodeJS.Platform} platform
 * @property {boolean} root running as root (network namespaces need it)
 * @property {Readonly<Record<string, string | undefined>>} env
 * @property {(tool: string) => boolean} has whether an executable of that name is on PATH
 * @property {(path: string) => boolean} executable whether that file can be executed
 *
 * @typedef {object} TestGroup
 * @property {GroupId} id
 * @property {string} name what is skipped, for the summary
 * @property {string[]} files globs of the test files it holds (the whole e2e project for e2e)
 * @property {(machine: Machine) => boolean} applies whether this machine needs the tools at all
 * @property {(machine: Machine) => string[]} missing the tools it lacks here
 * @property {(platform: NodeJS.Platform) => string} install the one command that provides them
 *
 * @typedef {{ group: TestGroup, tools: string[] }} MissingGroup
 */

/** @param {Machine} machine @param {string[]} tools */
const absent = (machine, tools) => tools.filter((tool) => !machine.has(tool));

/** @type {TestGroup[]} */
export const TEST_GROUPS = [
  {
    id: 'e2e',
    name: 'e2e tests (the screens in Chromium)',
    files: ['test/e2e/**'],
    applies: () => true,
    missing(machine) {
      const override = machine.env['TURNKEY_CHROMIUM'];
      if (override) return machine.executable(override) ? [] : [`Chromium at ${override}`];
      return CHROMIUM_NAMES.some((name) => machine.has(name)) ? [] : ['chromium'];
    },
    install: (platform) =>
      platform === 'linux'
        ? 'apt-get install chromium'
        : 'install Chromium or Chrome, then set TURNKEY_CHROMIUM to its executable',
  },
  {
    // Only these need the Secret Service itself; the others that open a vault fall back to a
    // session-only one and check that they say so.
    id: 'keychain',
    name: 'keychain tests (a real Secret Service)',
    files: [
      'test/integration/vault/keychain.test.ts',
      'test/integration/cli/controller-commands.test.ts',
      'test/integration/cli/site-password.test.ts',
      'test/e2e/saved-password.test.ts',
    ],
    applies: (machine) => machine.platform === 'linux',
    missing: (machine) => absent(machine, ['dbus-run-session', 'gnome-keyring-daemon']),
    install: () => 'apt-get install gnome-keyring libsecret-1-0 dbus-x11',
  },
  {
    // The run's own namespace (only loopback). Without it the tests run on this machine's
    // loopback, as they do on macOS; the few that build namespaces themselves skip on their own.
    id: 'netns',
    name: 'the private network namespace (tests ran on this machine’s loopback)',
    files: [],
    applies: (machine) =>
      machine.platform === 'linux' && machine.root && machine.env['TURNKEY_TEST_NO_NETNS'] !== '1',
    missing: (machine) => absent(machine, ['unshare', 'ip']),
    install: () => 'apt-get install util-linux iproute2',
  },
];

/**
 * The groups this machine lacks a tool for.
 * @param {Machine} machine
 * @returns {MissingGroup[]}
 */
export function missingGroups(machine) {
  return TEST_GROUPS.filter((group) => group.applies(machine))
    .map((group) => ({ group, tools: group.missing(machine) }))
    .filter((found) => found.tools.length > 0);
}

/** @param {MissingGroup[]} missing @returns {string} the value of SKIP_VARIABLE */
export function skipValue(missing) {
  return missing.map((found) => found.group.id).join(',');
}

/**
 * The groups named by SKIP_VARIABLE; an unknown name is an error, not a silent run of everything.
 * @param {string | undefined} value
 * @returns {TestGroup[]}
 */
export function skippedGroups(value) {
  const ids = (value ?? '').split(',').filter((id) => id !== '');
  return ids.map((id) => {
    const group = TEST_GROUPS.find((g) => g.id === id);
    if (!group) throw new Error(`${SKIP_VARIABLE}: no test group "${id}"`);
    return group;
  });
}

/**
 * What the skipped groups leave out: the e2e project as a whole, and the globs of the others.
 * @param {string | undefined} value of SKIP_VARIABLE
 * @returns {{ e2e: boolean, files: string[] }}
 */
export function exclusions(value) {
  const groups = skippedGroups(value);
  return {
    e2e: groups.some((g) => g.id === 'e2e'),
    files: groups.filter((g) => g.id !== 'e2e').flatMap((g) => g.files),
  };
}

/**
 * The lines printed after vitest's summary: each skipped group, what it lacks, the command.
 * @param {MissingGroup[]} missing
 * @param {NodeJS.Platform} platform
 * @returns {string[]}
 */
export function skipSummary(missing, platform) {
  if (missing.length === 0) return [];
  return [
    `Skipped ${missing.length === 1 ? 'one group' : `${missing.length} groups`} of tests: this machine lacks what they need.`,
    ...missing.map(
      ({ group, tools }) =>
        `  ${group.name} (missing ${tools.join(', ')}): ${group.install(platform)}`,
    ),
  ];
}

/**
 * With CI=true nothing may be skipped: the lines saying what is missing, or none.
 * @param {MissingGroup[]} missing
 * @param {Readonly<Record<string, string | undefined>>} env
 * @param {NodeJS.Platform} platform
 * @returns {string[]}
 */
export function ciFailure(missing, env, platform) {
  const ci = (env['CI'] ?? '').toLowerCase();
  if (missing.length === 0 || ci === '' || ci === '0' || ci === 'false') return [];
  return [
    'CI is set, so every test must run, but this machine lacks what some need:',
    ...missing.map(
      ({ group, tools }) =>
        `  ${group.name} (missing ${tools.join(', ')}): ${group.install(platform)}`,
    ),
  ];
}
