/**
 * `turnkey transfer` as an engineer runs it (the real bundled command in other processes) against
 * real simulators: the dry run writes nothing; a backup restored into a fresh controller ends
 * verified equal; the command killed at a random moment and run again with --resume ends with
 * every record written once (several seeds); Ctrl+C stops after the record being written and
 * says how to resume (exit 130); a damaged backup is refused before anything is written.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { demoSeed } from '../../../src/simulator/seed/demo/demo-seed';
import { seededRandom } from '../../../src/simulator/random';
import type { TransferReport } from '../../../src/shared/ipc/transfer.schema';
import type { StartedSimulator } from '../helpers/start-simulator';
import { testSubnet } from '../simulator-cluster/cluster-support';
import { readAll } from '../transfer/transfer-support';
import { cliHarness, target } from './cli-harness';

vi.setConfig({ testTimeout: 120_000 });

const cli = cliHarness('transfer', { serialPrefix: 'TRCLI' });
const { turnkey } = cli;
const net = testSubnet();
let legacy: StartedSimulator;
let dataDir: string;
let backup: string;
let nextHost = 20;

beforeAll(async () => {
  await cli.open();
  dataDir = cli.env()['TURNKEY_DATA_DIR']!;
  [legacy] = (await cli.trustedAt(net, [10], {
    firmware: '1.5',
    staffFields: 'legacy',
    seed: demoSeed({ staff: 300, legacy: true }),
  })) as [StartedSimulator];
  backup = join(dataDir, 'old.tkbackup');
  const made = await turnkey(['backup', '--controller', target(legacy), '--out', backup]);
  expect(made.code, made.stderr).toBe(EXIT_CODES.ok);
});
afterAll(() => cli.close());

async function fresh(): Promise<StartedSimulator> {
  const [sim] = await cli.trustedAt(net, [nextHost++]);
  return sim!;
}

/** `turnkey transfer` of the backup to `to`, answering yes, printing JSON. */
const restoreArgs = (to: StartedSimulator) => [
  'transfer',
  '--from',
  backup,
  '--to',
  target(to),
  '--default',
  'dolzhnost=Staff',
  '--yes',
  '--json',
];

function endOf(stdout: string): { report?: TransferReport; job: { state: string } } {
  const last = stdout.trim().split('\n').at(-1)!;
  return JSON.parse(last) as { report?: TransferReport; job: { state: string } };
}

async function expectExact(sim: StartedSimulator) {
  const theirs = (await readAll(sim, '/staff')).map((p) => p['uuid']);
  const ours = (await readAll(legacy, '/staff')).map((p) => p['uuid']);
  expect(new Set(theirs).size).toBe(theirs.length);
  expect(theirs).toEqual(expect.arrayContaining(ours));
}

/** Every transfer folder of the site. */
async function transferFolders(): Promise<string[]> {
  const sites = join(dataDir, 'sites');
  const folders: string[] = [];
  for (const siteName of await readdir(sites).catch(() => [])) {
    const transfers = join(sites, siteName, 'transfers');
    for (const id of await readdir(transfers).catch(() => [])) folders.push(join(transfers, id));
  }
  return folders;
}

/** The checkpoint of a transfer not among `known`, once it has a line. */
async function newCheckpoint(known: readonly string[]): Promise<string | undefined> {
  for (const folder of await transferFolders()) {
    if (known.includes(folder)) continue;
    const file = join(folder, 'checkpoint.jsonl');
    if ((await readFile(file, 'utf8').catch(() => '')).length > 0) return file;
  }
  return undefined;
}

describe('turnkey transfer', () => {
  it('shows the dry run per part and writes nothing', async () => {
    const to = await fresh();
    const before = (await readAll(to, '/staff')).length;
    const args = [
      'transfer',
      '--from',
      target(legacy),
      '--to',
      target(to),
      '--dry-run',
      '--default',
      'dolzhnost=Staff',
    ];
    // Each part's row on one line, for the lines below.
    const run = await turnkey([...args, '--wide']);
    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    expect(run.stdout).toMatch(/Staff.*300 new/);
    expect(run.stdout).toMatch(/Event history: kept in the backup/);
    expect(Math.max(...run.stdout.split('\n').map((l) => l.length))).toBeGreaterThan(100);
    // Without it the same table fits 100 columns.
    const fitted = await turnkey(args, { COLUMNS: '100' });
    expect(fitted.code, fitted.stderr).toBe(EXIT_CODES.ok);
    // The table (its header, rule, rows and their continuation lines) fits; the notes under
    // it are free text, as long as they are.
    const table = fitted.stdout
      .split('\n')
      .filter((l) => /^(Controller|-{10}|TRCLI-20 | {12})/.test(l));
    expect(table.length).toBeGreaterThan(10);
    expect(table.filter((l) => l.length > 100)).toEqual([]);
    expect(fitted.stdout).toMatch(
      /^TRCLI-20 +Access events +\d+ in the source; +not carried +Event history: kept$/m,
    );
    expect((await readAll(to, '/staff')).length).toBe(before);
  });

  it('restores a backup into a fresh controller, verified equal', async () => {
    const to = await fresh();
    const run = await turnkey(restoreArgs(to));
    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    const end = endOf(run.stdout);
    expect(end.report?.equal).toBe(true);
    expect(end.report?.parts.find((p) => p.part === 'staff')).toMatchObject({ created: 300 });
    await expectExact(to);
  });

  it('killed at a random moment and resumed, writes every record once (several seeds)', async () => {
    const random = seededRandom(1125);
    for (let seed = 0; seed < 3; seed++) {
      const to = await fresh();
      // Slow enough that the kill lands among the records however busy the machine is.
      to.simulator.faults.set({ latencyMs: 100 });
      const killAt = 1 + Math.floor(random() * 250);
      const known = await transferFolders();
      const child = cli.spawn(restoreArgs(to));
      const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
      let file: string | undefined;
      let lines = 0;
      for (let waited = 0; lines < killAt && waited < 60_000; waited += 5) {
        await new Promise((r) => setTimeout(r, 5));
        file ??= await newCheckpoint(known);
        if (file) lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean).length;
      }
      expect(file, 'the transfer started writing').toBeDefined();
      child.kill('SIGKILL');
      await exited;
      const written = (await readFile(file!, 'utf8')).split('\n').filter(Boolean).length;
      expect(written, 'killed before the end').toBeLessThan(340);
      to.simulator.faults.set({ latencyMs: 0 });

      const resumed = await turnkey([
        'transfer',
        '--to',
        target(to),
        '--resume',
        '--yes',
        '--json',
      ]);
      expect(
        resumed.code,
        `${resumed.stderr} ${resumed.stdout.slice(-1500)} (killed after ${written} lines)`,
      ).toBe(EXIT_CODES.ok);
      expect(endOf(resumed.stdout).report?.equal).toBe(true);
      await expectExact(to);
      const keys = (await readFile(file!, 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { part: string; key: string })
        .map((k) => `${k.part}/${k.key}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('stops after the record being written at Ctrl+C, says what was left, and resumes', async () => {
    const to = await fresh();
    to.simulator.faults.set({ latencyMs: 100 });
    const known = await transferFolders();
    const child = cli.spawn(restoreArgs(to));
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number>((resolve) =>
      child.on('exit', (code) => resolve(code ?? -1)),
    );
    let file: string | undefined;
    for (let waited = 0; !file && waited < 60_000; waited += 20) {
      await new Promise((r) => setTimeout(r, 20));
      file = await newCheckpoint(known);
    }
    expect(file, 'the transfer started writing').toBeDefined();
    child.kill('SIGINT');
    const code = await exited;
    expect(code, stderr).toBe(EXIT_CODES.interrupted);
    expect(stderr).toContain('Stopping after the record being written');
    expect(stderr).toMatch(
      /Stopped by Ctrl\+C: \d+ of \d+ records were done .*the checkpoint keeps them\./,
    );
    expect(stderr).toContain(`turnkey transfer --to ${target(to)} --resume`);
    const written = (await readFile(file!, 'utf8')).split('\n').filter(Boolean).length;
    expect(written, 'stopped before the end').toBeLessThan(340);

    to.simulator.faults.set({ latencyMs: 0 });
    const resumed = await turnkey(['transfer', '--to', target(to), '--resume', '--yes', '--json']);
    expect(resumed.code, resumed.stderr).toBe(EXIT_CODES.ok);
    expect(endOf(resumed.stdout).report?.equal).toBe(true);
    await expectExact(to);
  });

  it('refuses a damaged backup before anything is written', async () => {
    const to = await fresh();
    const bytes = await readFile(backup);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    const damaged = join(dataDir, 'damaged.tkbackup');
    await writeFile(damaged, bytes);
    const before = (await readAll(to, '/staff')).length;
    const run = await turnkey(['transfer', '--from', damaged, '--to', target(to), '--yes']);
    expect(run.code).not.toBe(EXIT_CODES.ok);
    expect(run.stderr).toMatch(/damaged|cannot be read|checksum/i);
    expect((await readAll(to, '/staff')).length).toBe(before);
  });
});
