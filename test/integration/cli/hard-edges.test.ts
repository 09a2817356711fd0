/**
 * Hard edges of the command line (docs/decisions.md, "Hard edges of the command line"), with the
 * real command in another process: a reader that stops after the first line (`| head`) ends the
 * command quietly with 0; an empty password or passphrase variable counts as unset, so the
 * keychain's password is used and nothing is changed to an empty password; an extra parameter
 * of the wrong type is refused with the type and range the controller takes.
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { KeychainVault } from '../../../src/core/vault/keychain-vault';
import type { StartedSimulator } from '../helpers/start-simulator';
import { testSubnet } from '../simulator-cluster/cluster-support';
import { cliHarness, target } from './cli-harness';

vi.setConfig({ testTimeout: 90_000 });

const bin = fileURLToPath(new URL('../../../bin/turnkey.cjs', import.meta.url));
const cli = cliHarness('edges', { serialPrefix: 'EDGE' });
let sim: StartedSimulator;

beforeAll(async () => {
  await cli.open();
  [sim] = (await cli.trustedAt(testSubnet(), [10])) as [StartedSimulator];
});
afterAll(async () => {
  const service = cli.env()['TURNKEY_KEYCHAIN_SERVICE']!;
  await new KeychainVault(service).remove(sim.fingerprint, 'admin').catch(() => false);
  await cli.close();
});

/**
 * Runs `turnkey ARGS | head -n 1` in a shell: a pipe of the system's (a child's own stdio would
 * be a socket pair with a larger buffer), read by a reader that closes it after the first line.
 * The command's exit code is its own, not head's.
 */
function firstLineThenClose(args: string[]) {
  const line = `"${process.execPath}" "${bin}" "$@" | head -n 1; exit "\${PIPESTATUS[0]}"`;
  const child = spawn('bash', ['-c', line, 'turnkey', ...args], { env: cli.env() });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; firstLine: string; stderr: string }>((resolve) => {
    child.on('close', (code) => resolve({ code, firstLine: stdout.split('\n')[0]!, stderr }));
  });
}

describe('a reader that closes the pipe early', () => {
  // Far more than a pipe holds (64 KiB), so the command is still writing when the reader stops.
  it('ends `site list` and `api openapi` quietly with 0', async () => {
    const sites = join(cli.env()['TURNKEY_DATA_DIR']!, 'sites');
    const at = new Date().toISOString();
    for (let i = 0; i < 600; i += 1) {
      const id = `yard-${String(i).padStart(4, '0')}`;
      await mkdir(join(sites, id));
      const name = `Yard ${i}, ${'building B, entrance from the loading dock, '.repeat(3)}`;
      const site = { version: 1, id, name, createdAt: at, updatedAt: at };
      await writeFile(join(sites, id, 'site.json'), JSON.stringify(site));
      await writeFile(join(sites, id, 'journal.jsonl'), '');
    }
    const list = await firstLineThenClose(['site', 'list']);
    expect(list.firstLine).toContain('Site');
    expect(list).toMatchObject({ code: EXIT_CODES.ok, stderr: '' });

    const openapi = await firstLineThenClose(['api', 'openapi']);
    expect(openapi).toEqual({ code: EXIT_CODES.ok, firstLine: '{', stderr: '' });
  });
});

describe('an empty password variable', () => {
  it("counts as unset: the keychain's password is used, and no password is changed to empty", async () => {
    const remembered = await cli.turnkey(['login', target(sim), '--user', 'admin', '--remember']);
    expect(remembered.code, remembered.stderr).toBe(EXIT_CODES.ok);

    const shown = await cli.turnkey(['network', 'show', '--controller', target(sim)], {
      TURNKEY_PASSWORD: '',
    });
    expect(shown.code, shown.stderr).toBe(EXIT_CODES.ok);

    const changed = await cli.turnkey(['password', '--controller', target(sim), '--yes'], {
      TURNKEY_NEW_PASSWORD: '',
    });
    expect(changed.code).toBe(EXIT_CODES.usage);
    expect(changed.stderr).toContain('give the new password in TURNKEY_NEW_PASSWORD');
    expect(await sim.login('admin', 'admin')).toEqual(expect.any(String));

    const sealed = await cli.turnkey(['backup', '--controller', target(sim), '--include-secrets'], {
      TURNKEY_BACKUP_PASSPHRASE: '',
    });
    expect(sealed.code).toBe(EXIT_CODES.usage);
    expect(sealed.stderr).toContain('--include-secrets needs a passphrase');

    const accounts = await cli.turnkey(
      ['transfer', '--from', target(sim), '--to', target(sim), '--accounts', 'create'],
      { TURNKEY_ACCOUNTS_PASSWORD: '' },
    );
    expect(accounts.code).toBe(EXIT_CODES.usage);
    expect(accounts.stderr).toContain('--accounts create needs a password');

    await new KeychainVault(cli.env()['TURNKEY_KEYCHAIN_SERVICE']).remove(sim.fingerprint, 'admin');
    const none = await cli.turnkey(['login', target(sim), '--user', 'admin'], {
      TURNKEY_PASSWORD: '',
    });
    expect(none.code).toBe(EXIT_CODES.usage);
    expect(none.stderr).toContain('No password for admin: set TURNKEY_PASSWORD');
  });
});

describe('an extra parameter of the wrong type', () => {
  it('is refused with the type and range the controller takes, and nothing is sent', async () => {
    const create = (param: string) =>
      cli.turnkey([
        'access-points',
        'create',
        '--kind',
        'turnstile',
        '--name',
        'Side gate',
        '--param',
        param,
        '--yes',
        '--controller',
        target(sim),
      ]);
    const cases: [string, string][] = [
      [
        'pass_time=abc',
        '--param pass_time (Time to pass after a grant, s) must be a whole number 1..255, not abc.',
      ],
      [
        'pass_time=2.5',
        '--param pass_time (Time to pass after a grant, s) must be a whole number 1..255, not 2.5.',
      ],
      [
        'anti_passback=maybe',
        '--param anti_passback (Anti-passback) must be true or false, not maybe.',
      ],
    ];
    for (const [param, said] of cases) {
      const run = await create(param);
      expect(run.code).toBe(EXIT_CODES.usage);
      expect(run.stderr).toContain(said);
      expect(run.stderr).not.toMatch(/Required|Invalid input/);
    }
    const points = await sim.request('GET', '/access_points?limit=100', {
      token: await sim.login(),
    });
    const names = (points.body as { data: { name: string }[] }).data.map((p) => p.name);
    expect(names).not.toContain('Side gate');
  });
});
