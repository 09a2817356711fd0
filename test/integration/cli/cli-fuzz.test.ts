/**
 * Every `turnkey` command and sub-command, as the real command tree declares it (the catalogue's
 * commands loaded into buildProgram), run in-process with command lines made from its own
 * arguments and options with odd values in them (command-lines.ts), in front of a real simulator
 * that is trusted and on a site. Whatever the line, the command ends, with an exit code of
 * exit-codes.ts, in words: no stack, no "undefined" or "[object Object]", no raw words of the
 * schema library, no unhandled rejection, and nothing written outside the test's data folder
 * (docs/decisions.md, "Hard edges of the command line").
 *
 * `simulate` runs until it is stopped and `discover` sweeps this computer's networks: both are
 * given only lines with an unknown flag, which must be refused while parsing (exit 2), and
 * `discover` once a line that sweeps the test's own loopback simulator only. `--yes` is never
 * given: a confirmed change could move or re-key the simulator and every later line would test
 * that instead; without it, and without a terminal, every change must stop at its plan.
 */
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMANDS } from '../../../src/cli/command-catalogue';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { buildProgram, runCli } from '../../../src/cli/main';
import { KeychainVault } from '../../../src/core/vault/keychain-vault';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';
import { commandLines, leafCommands, type KnownValues, type LeafCommand } from './command-lines';

const RUNS = 10;
/** A command still running after this long is taken to hang (not a timing assertion). */
const HANG_MS = 20_000;
const MALFORMED_ONLY = new Set(['simulate', 'discover']);
const RAW_WORDS = ['undefined', '[object Object]', 'Required', 'Invalid input'];
const CODES = new Set<number>(Object.values(EXIT_CODES));

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

/** The real tree: each catalogue entry loaded, then walked down to the commands that run. */
const leaves: LeafCommand[] = [];
for (const entry of COMMANDS) {
  const program = buildProgram({ name: entry.name, register: await entry.load() });
  const top = program.commands.find((c) => c.name() === entry.name)!;
  leaves.push(
    ...(top.commands.length === 0
      ? [{ path: [entry.name], command: top }]
      : leafCommands(top, [entry.name])),
  );
}

let root: string;
let dataDir: string;
let sim: StartedSimulator;
let known: KnownValues;
const service = `Turnkey CLI fuzz test ${process.pid}`;
const savedEnv = { ...process.env };
const savedCwd = process.cwd();
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one command line in-process, its output captured, within HANG_MS. */
async function run(words: readonly string[]): Promise<Ran> {
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    stdout += String(chunk);
    return true;
  });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => {
    stderr += String(chunk);
    return true;
  });
  process.exitCode = undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    const hang = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`still running after ${HANG_MS} ms`)), HANG_MS);
    });
    const code = await Promise.race([runCli(['node', 'turnkey', ...words]), hang]);
    return { code, stdout, stderr };
  } finally {
    clearTimeout(timer);
    out.mockRestore();
    err.mockRestore();
    process.exitCode = undefined;
  }
}

/** Trusts the simulator and puts it on the fuzz site again, whatever a line before undid. */
async function setUp(): Promise<void> {
  const steps = [
    ['trust', known.address, '--accept', known.fingerprint],
    ['site', 'add', known.address, '--accept', known.fingerprint, '--site', known.siteName],
  ];
  for (const words of steps) {
    const done = await run(words);
    if (done.code !== EXIT_CODES.ok) throw new Error(`${words.join(' ')}: ${done.stderr}`);
  }
}

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  root = await mkdtemp(join(tmpdir(), 'turnkey-cli-fuzz-'));
  dataDir = join(root, 'data');
  const filesDir = join(dataDir, 'files');
  // Relative paths a command resolves itself land here: inside the data folder, deep enough
  // that `../..` stays in it.
  const cwd = join(dataDir, 'cwd', 'a', 'b');
  await mkdir(cwd, { recursive: true });
  await mkdir(filesDir, { recursive: true });
  process.chdir(cwd);
  process.env['TURNKEY_DATA_DIR'] = dataDir;
  process.env['TURNKEY_KEYCHAIN_SERVICE'] = service;
  process.env['TURNKEY_PASSWORD'] = 'admin';
  for (const name of [
    'TURNKEY_NEW_PASSWORD',
    'TURNKEY_BACKUP_PASSPHRASE',
    'TURNKEY_ACCOUNTS_PASSWORD',
  ])
    delete process.env[name];
  sim = await startSimulator({ serial: 'TKCLIFUZZ' });
  known = {
    address: `${sim.host}:${sim.port}`,
    host: sim.host,
    fingerprint: sim.fingerprint,
    siteName: 'Fuzz yard',
    filesDir,
  };
  const made = await run(['site', 'new', known.siteName]);
  expect(made.code, made.stderr).toBe(EXIT_CODES.ok);
  await setUp();
});

afterEach(async () => {
  await setUp();
});

afterAll(async () => {
  process.chdir(savedCwd);
  process.env = savedEnv;
  await new KeychainVault(service).remove(sim.fingerprint, 'admin').catch(() => false);
  await sim.stop();
  process.off('unhandledRejection', onUnhandled);
  await rm(root, { recursive: true, force: true });
});

function expectInWords(words: readonly string[], ran: Ran): void {
  const line = `turnkey ${words.join(' ')}`.slice(0, 300);
  expect(CODES.has(ran.code), `${line}: exit code ${ran.code}`).toBe(true);
  const stack = ran.stderr.split('\n').find((l) => l.startsWith('    at '));
  expect(stack, `${line}: a stack on standard error:\n${ran.stderr}`).toBeUndefined();
  const printed = ran.stdout + ran.stderr;
  for (const word of RAW_WORDS) {
    expect(printed.includes(word), `${line}: printed "${word}":\n${printed.slice(0, 2000)}`).toBe(
      false,
    );
  }
}

describe('every command, given odd command lines', () => {
  it.each(leaves.map((leaf) => [leaf.path.join(' '), leaf] as const))(
    'turnkey %s ends in words with one of its exit codes',
    async (_name, leaf) => {
      const malformedOnly = MALFORMED_ONLY.has(leaf.path[0]!);
      const lines = commandLines(leaf, known, { leftOut: ['--yes'], malformedOnly });
      await fc.assert(
        fc.asyncProperty(lines, async (words) => {
          const ran = await run(words);
          expectInWords(words, ran);
          if (malformedOnly) expect(ran.code).toBe(EXIT_CODES.usage);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('discover sweeps the test’s own simulator only, and finds it', async () => {
    const words = ['discover', '--no-local', '--no-mdns', '--cidr', `${sim.host}/32`];
    const ran = await run([...words, '--ports', String(sim.port), '--json']);
    expectInWords(words, ran);
    expect(ran.code, ran.stderr).toBe(EXIT_CODES.ok);
    expect(ran.stdout).toContain(sim.fingerprint);
  });

  it('leaves no unhandled rejection and nothing outside the data folder', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
    expect(await readdir(root)).toEqual(['data']);
  });
});
