/**
 * `turnkey backup` as an engineer runs it (the real bundled command in another process) against
 * a real demo-seeded simulator on loopback: a backup to a named file printed as JSON and then
 * checked with `--check`; one to the site's backups folder printed as text; secrets sealed with
 * TURNKEY_BACKUP_PASSPHRASE and a wrong passphrase refused by the check; a damaged file and one
 * of another program refused with what they are; no passphrase and no terminal said at once.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ArchiveManifest } from '../../../src/core/transfer/archive/archive-manifest';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { demoSeed } from '../../../src/simulator/seed/demo/demo-seed';
import type { StartedSimulator } from '../helpers/start-simulator';
import { testSubnet } from '../simulator-cluster/cluster-support';
import { cliHarness, target } from './cli-harness';

vi.setConfig({ testTimeout: 60_000 });

const cli = cliHarness('backup', { serialPrefix: 'BAKCLI' });
const { turnkey } = cli;
let sim: StartedSimulator;
let dataDir: string;

interface Printed {
  file: string;
  sha256: string;
  bytes: number;
  manifest: ArchiveManifest;
}

beforeAll(async () => {
  await cli.open();
  dataDir = cli.env()['TURNKEY_DATA_DIR']!;
  [sim] = (await cli.trustedAt(testSubnet(), [10], { seed: demoSeed({ staff: 40 }) })) as [
    StartedSimulator,
  ];
});
afterAll(() => cli.close());

const count = async (path: string) => {
  const token = await sim.login();
  return ((await sim.request('GET', path, { token })).body as { count: number }).count;
};

describe('turnkey backup', () => {
  it('backs up to a named file as JSON, then --check prints the same manifest', async () => {
    const file = join(dataDir, 'gate.tkbackup');
    const run = await turnkey(['backup', '--controller', target(sim), '--out', file, '--json']);
    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    const printed = JSON.parse(run.stdout) as Printed;
    expect(printed.file).toBe(file);
    expect(printed.manifest.source).toMatchObject({ serial: 'BAKCLI-10', firmware: '1.7.0' });
    const staff = printed.manifest.parts.find((p) => p.part === 'staff');
    expect(staff?.count).toBe(await count('/staff/count'));
    expect(printed.manifest.secrets).toEqual({ included: false });
    expect(printed.manifest.app).toMatch(/^\d+\.\d+\.\d+/);

    const check = await turnkey(['backup', '--check', file, '--json']);
    expect(check.code, check.stderr).toBe(EXIT_CODES.ok);
    expect(JSON.parse(check.stdout)).toEqual(printed);
    const text = await turnkey(['backup', '--check', file]);
    expect(text.stdout).toContain('Controller: BAKCLI-10');
    expect(text.stdout).toContain('Secrets: left out');
    expect(text.stdout).toMatch(new RegExp(`staff\\s+${staff!.count}\\s+[0-9a-f]{16}…`));

    // The first line is the manifest, as the help says to look at it.
    const firstLine = gunzipSync(await readFile(file))
      .toString('utf8')
      .split('\n')[0]!;
    expect(JSON.parse(firstLine)).toEqual(printed.manifest);
  });

  it("writes to the site's backups folder by default and prints the manifest as text", async () => {
    const run = await turnkey(['backup', '--controller', target(sim)]);
    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    expect(run.stderr).toContain('Back up');
    const [site] = await readdir(join(dataDir, 'sites'), { withFileTypes: true }).then((all) =>
      all.filter((d) => d.isDirectory()).map((d) => d.name),
    );
    const files = await readdir(join(dataDir, 'sites', site!, 'backups'));
    expect(files).toEqual([expect.stringMatching(/^BAKCLI-10-\d{8}T\d{6}Z\.tkbackup$/)]);
    expect(run.stdout).toContain(files[0]);
    expect(run.stdout).toContain('Turnkey backup, format 1');
    const journal = await readFile(join(dataDir, 'sites', site!, 'journal.jsonl'), 'utf8');
    expect(journal).toContain('"action":"backup.written"');
  });

  it('seals secrets with the passphrase of the environment; a wrong one is refused', async () => {
    const file = join(dataDir, 'sealed.tkbackup');
    const passphrase = { TURNKEY_BACKUP_PASSPHRASE: 'the site passphrase' };
    const run = await turnkey(
      ['backup', '--controller', target(sim), '--out', file, '--include-secrets', '--json'],
      passphrase,
    );
    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    expect((JSON.parse(run.stdout) as Printed).manifest.secrets).toMatchObject({
      included: true,
      kdf: 'scrypt',
    });
    const right = await turnkey(['backup', '--check', file, '--include-secrets'], passphrase);
    expect(right.code, right.stderr).toBe(EXIT_CODES.ok);
    expect(right.stdout).toContain('Secrets: encrypted');
    const wrong = await turnkey(['backup', '--check', file, '--include-secrets'], {
      TURNKEY_BACKUP_PASSPHRASE: 'not the passphrase',
    });
    expect(wrong.code).toBe(EXIT_CODES.failure);
    expect(wrong.stderr).toContain('The passphrase does not open the secrets');

    const none = await turnkey(['backup', '--controller', target(sim), '--include-secrets']);
    expect(none.code).toBe(EXIT_CODES.usage);
    expect(none.stderr).toContain('TURNKEY_BACKUP_PASSPHRASE');
  });

  it('refuses a damaged file and one of another program with what they are', async () => {
    const file = join(dataDir, 'gate.tkbackup');
    const lines = gunzipSync(await readFile(file)).toString('utf8');
    const damaged = join(dataDir, 'damaged.tkbackup');
    await writeFile(damaged, gzipSync(lines.replace(/"surname":"[^"]*"/, '"surname":"X"')));
    const bad = await turnkey(['backup', '--check', damaged, '--json']);
    expect(bad.code).toBe(EXIT_CODES.failure);
    expect(bad.stderr).toMatch(/is damaged: the records of part “staff” do not match/);
    expect(JSON.parse(bad.stdout)).toMatchObject({ error: { code: 'archive_damaged' } });

    const foreign = join(dataDir, 'notes.txt');
    await writeFile(foreign, 'shopping list\n');
    const other = await turnkey(['backup', '--check', foreign]);
    expect(other.code).toBe(EXIT_CODES.failure);
    expect(other.stderr).toContain('is not a Turnkey backup: it looks like a text file');

    const neither = await turnkey(['backup']);
    expect(neither.code).toBe(EXIT_CODES.usage);
  });
});
