// What `npm test` runs: lint, typecheck, then every Vitest test, stopping at the first failure
// with its exit code. Extra arguments go to `vitest run` (`npm test -- test/unit/api`).
//
// Tests may only ever talk to loopback. On Linux as root the whole run is re-executed inside a
// private network namespace where only `lo` exists, so a test that strays cannot reach anything.
//
// Groups of tests whose OS tools are missing (Chromium, gnome-keyring, unshare and ip) are left
// out and named last with the command that installs what they need; with CI=true a missing tool
// fails the run instead (scripts/lib/test-groups.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isExecutable, onPath } from './lib/find-tool.mjs';
import { packageBin, root, run, runPackageBin } from './lib/run.mjs';
import {
  SKIP_VARIABLE,
  ciFailure,
  missingGroups,
  skipSummary,
  skipValue,
} from './lib/test-groups.mjs';

/** Set in the re-executed run so that it does not wrap itself again. */
const INSIDE = 'TURNKEY_TEST_WRAPPED';
/** Escape hatch for containers that forbid namespaces; the tests still use loopback only. */
const NO_NETNS = 'TURNKEY_TEST_NO_NETNS';

const args = process.argv.slice(2);

/** The test groups this machine lacks a tool for (none in the re-executed run: it was told). */
const missing =
  process.env[INSIDE] === '1'
    ? []
    : missingGroups({
        platform: process.platform,
        root: process.getuid?.() === 0,
        env: process.env,
        has: (tool) => onPath(tool, process.env['PATH']),
        executable: isExecutable,
      });
/** @param {import('./lib/test-groups.mjs').GroupId} id */
const lacks = (id) => missing.find((found) => found.group.id === id);

/**
 * @typedef {object} Wrapper
 * @property {string} name what the run happens inside, for the one-line notice
 * @property {() => string | undefined} skipReason why this machine runs without it, if it does
 * @property {() => string | undefined} preflight a problem that makes it unusable, if any
 * @property {(command: string) => string} wrap a shell command running `command` inside it
 */

/** A private home for the test keyring, removed after the run. */
let keyringHome = '';

/**
 * Environments the run is re-executed inside, outermost first. On Linux the keychain tests talk
 * to a real Secret Service: a gnome-keyring unlocked in a D-Bus session of the run's own, with
 * HOME and XDG_DATA_HOME in a temporary folder, so no developer's keyring is ever touched.
 * @type {Wrapper[]}
 */
const wrappers = [
  {
    name: 'a private network namespace (only lo)',
    skipReason() {
      if (process.platform !== 'linux') return `${process.platform} has no network namespaces`;
      if (process.getuid?.() !== 0) return 'not running as root';
      if (process.env[NO_NETNS] === '1') return `${NO_NETNS}=1 is set`;
      const absent = lacks('netns');
      if (absent) return `${absent.tools.join(', ')} missing (see the end)`;
      return undefined;
    },
    preflight() {
      const probe = spawnSync('unshare', ['-n', '--', 'ip', 'link', 'set', 'lo', 'up'], {
        encoding: 'utf8',
      });
      if (probe.error) return `unshare could not start: ${probe.error.message}`;
      if (probe.status !== 0) return `unshare -n failed: ${probe.stderr.trim()}`;
      return undefined;
    },
    wrap: (command) => `unshare -n -- bash -c ${quote(`ip link set lo up && ${command}`)}`,
  },
  {
    name: 'a D-Bus session with an unlocked gnome-keyring',
    skipReason() {
      if (process.platform !== 'linux') return `${process.platform} has its own keychain`;
      const absent = lacks('keychain');
      if (absent) return `${absent.tools.join(', ')} missing (see the end)`;
      return undefined;
    },
    preflight: () => undefined,
    wrap(command) {
      keyringHome = mkdtempSync(join(tmpdir(), 'turnkey-keyring-'));
      const data = join(keyringHome, 'data');
      const unlock = 'echo -n test | gnome-keyring-daemon --unlock --components=secrets >/dev/null';
      const inner = `export HOME=${quote(keyringHome)} XDG_DATA_HOME=${quote(data)}; ${unlock} && ${command}`;
      return `dbus-run-session -- bash -c ${quote(inner)}`;
    },
  },
];

/** @param {string} text */
function quote(text) {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** Re-executes this script inside every applicable wrapper; returns its exit code. */
function runWrapped() {
  const active = [];
  for (const wrapper of wrappers) {
    const reason = wrapper.skipReason();
    if (reason) {
      console.log(`Running tests without ${wrapper.name}: ${reason}.`);
      continue;
    }
    const problem = wrapper.preflight();
    if (problem) {
      console.error(`Cannot run tests inside ${wrapper.name}: ${problem}`);
      if (wrapper === wrappers[0]) {
        console.error(`Install iproute2 and util-linux, or set ${NO_NETNS}=1 to run without it.`);
      }
      return 1;
    }
    active.push(wrapper);
  }
  if (active.length === 0) return undefined;

  console.log(`Running tests inside ${active.map((wrapper) => wrapper.name).join(', inside ')}.`);
  const self = fileURLToPath(import.meta.url);
  const inner = ['exec', process.execPath, self, ...args].map(quote).join(' ');
  const command = active.reduceRight((wrapped, wrapper) => wrapper.wrap(wrapped), inner);
  try {
    return run('bash', ['-c', command], { env: { ...process.env, [INSIDE]: '1' } });
  } finally {
    if (keyringHome) rmSync(keyringHome, { recursive: true, force: true });
  }
}

/** @type {Array<[label: string, pkg: string, bin: string, args: string[]]>} */
const checks = [
  ['lint', 'eslint', 'eslint', ['.']],
  ['typecheck (node side)', 'typescript', 'tsc', ['-p', 'tsconfig.node.json', '--noEmit']],
  ['typecheck (web side)', 'vue-tsc', 'vue-tsc', ['-p', 'tsconfig.web.json', '--noEmit']],
];

/**
 * Lint and both typechecks at once: each is one Node thread reading the same files, so on two
 * cores the three together take about as long as the longest alone. Their output is printed
 * after each has ended, in this order, so it reads as if they had run one after another.
 * @returns {Promise<number>}
 */
async function runChecks() {
  const runs = checks.map(([label, pkg, bin, stepArgs]) => {
    const child = spawn(process.execPath, [packageBin(pkg, bin), ...stepArgs], { cwd: root });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const ended = new Promise((resolve) => {
      child.on('error', () => resolve(127));
      child.on('close', (code, signal) =>
        resolve(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1)),
      );
    });
    return { label, bin, stepArgs, output, ended };
  });
  let failed = 0;
  for (const { label, bin, stepArgs, output, ended } of runs) {
    const code = /** @type {number} */ (await ended);
    console.log(`\n> ${label}: ${bin} ${stepArgs.join(' ')}`);
    process.stdout.write(Buffer.concat(output));
    if (code !== 0 && failed === 0) {
      console.error(`\n${label} failed (exit code ${code}).`);
      failed = code;
    }
  }
  return failed;
}

async function runSteps() {
  const checked = await runChecks();
  if (checked !== 0) return checked;
  console.log(`\n> tests: vitest run ${args.join(' ')}`.trimEnd());
  const code = runPackageBin('vitest', 'vitest', ['run', ...args]);
  if (code !== 0) console.error(`\ntests failed (exit code ${code}).`);
  return code;
}

/** The whole run; the skipped groups are the last thing printed, after vitest's summary. */
async function main() {
  if (process.env[INSIDE] === '1') return runSteps();
  const refused = ciFailure(missing, process.env, process.platform);
  if (refused.length > 0) {
    console.error(refused.join('\n'));
    return 1;
  }
  process.env[SKIP_VARIABLE] = skipValue(missing);
  const code = runWrapped() ?? (await runSteps());
  const summary = skipSummary(missing, process.platform);
  if (summary.length > 0) console.log(`\n${summary.join('\n')}`);
  return code;
}

process.chdir(root);
process.exitCode = await main();
