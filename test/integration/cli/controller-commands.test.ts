/**
 * `turnkey trust`, `login` and `api call` as a user runs them (the real bin script in another
 * process) against a simulator: exit codes by failure kind, the password kept in the OS keychain
 * and nowhere in the app data folder.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { KeychainVault } from '../../../src/core/vault/keychain-vault';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';

const bin = fileURLToPath(new URL('../../../bin/turnkey.cjs', import.meta.url));
const password = `pw-${randomBytes(9).toString('hex')}`;
const service = `Turnkey CLI test ${randomBytes(4).toString('hex')}`;
let sim: StartedSimulator;
let dataDir: string;
let target: string;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function turnkey(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const childEnv: NodeJS.ProcessEnv = {
      ...process.env,
      TURNKEY_DATA_DIR: dataDir,
      TURNKEY_KEYCHAIN_SERVICE: service,
      ...env,
    };
    if (!('TURNKEY_PASSWORD' in env)) delete childEnv.TURNKEY_PASSWORD;
    execFile(
      process.execPath,
      [bin, ...args],
      { env: childEnv, encoding: 'utf8' },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-cli-'));
  sim = await startSimulator({ admin: { login: 'admin', password } });
  target = `${sim.host}:${sim.port}`;
});
afterAll(async () => {
  await new KeychainVault(service).remove(sim.fingerprint, 'admin').catch(() => false);
  await sim.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('turnkey controller commands', () => {
  it('shows an unknown certificate and pins it only with the right fingerprint', async () => {
    const unknown = await turnkey(['trust', target]);
    expect(unknown.code).toBe(EXIT_CODES.unknownCertificate);
    expect(unknown.stdout).toContain(sim.fingerprint);
    expect(unknown.stderr).toContain(`turnkey trust ${target} --accept`);
    const wrong = await turnkey(['trust', target, '--accept', 'AB'.repeat(32)]);
    expect(wrong.code).toBe(EXIT_CODES.pinMismatch);
    const right = await turnkey([
      'trust',
      target,
      '--accept',
      sim.fingerprint.replaceAll(':', '').toLowerCase(),
    ]);
    expect(right.code).toBe(EXIT_CODES.ok);
    const again = await turnkey(['trust', target, '--json']);
    expect(JSON.parse(again.stdout)).toMatchObject({ status: 'trusted' });
  });

  it('refuses a wrong password and remembers a right one in the keychain only', async () => {
    const refused = await turnkey(['login', target, '--user', 'admin'], {
      TURNKEY_PASSWORD: 'wrong',
    });
    expect(refused.code).toBe(EXIT_CODES.authFailure);
    const login = await turnkey(['login', target, '--user', 'admin', '--remember'], {
      TURNKEY_PASSWORD: password,
    });
    expect(login.stderr).toBe('');
    expect(login.code).toBe(EXIT_CODES.ok);
    expect(login.stdout).toContain('saved in the OS keychain');
    expect(await new KeychainVault(service).read(sim.fingerprint, 'admin')).toBe(password);
  });

  it('calls endpoints with the remembered credentials and prints JSON', async () => {
    const schedule = '{"name":"x","intervals":[{"days":["mon"],"from":"9","to":"10:00"}]}';
    const [count, page, bad, unknownPath] = await Promise.all([
      turnkey(['api', 'call', 'GET', '/staff/count', '--controller', target]),
      turnkey([
        'api',
        'call',
        'get',
        '/staff?page=1',
        '--query',
        'page_size=2',
        '--controller',
        target,
      ]),
      turnkey(['api', 'call', 'POST', '/schedules/', '--body', schedule, '--controller', target]),
      turnkey(['api', 'call', 'GET', '/no/such/path', '--controller', target]),
    ]);
    expect(count.code).toBe(EXIT_CODES.ok);
    expect(JSON.parse(count.stdout)).toEqual({ count: expect.any(Number) as number });
    expect(Array.isArray(JSON.parse(page.stdout))).toBe(true);
    expect(bad.code).toBe(EXIT_CODES.validation);
    expect(bad.stderr).toContain('intervals[0].from');
    expect(unknownPath.code).toBe(EXIT_CODES.usage);
  });

  it('leaves no trace of the password in the app data folder', async () => {
    const files = await filesUnder(dataDir);
    expect(files.map((f) => f.slice(dataDir.length))).toEqual(['/known-controllers.json']);
    const forms = [
      password,
      Buffer.from(password).toString('base64'),
      Buffer.from(password).toString('hex'),
    ];
    for (const file of files) {
      const text = (await readFile(file)).toString('latin1');
      for (const form of forms)
        expect(text.includes(form), `${file} holds the password`).toBe(false);
    }
  });

  it('forgets the saved password, then the whole controller', async () => {
    const passwordOnly = await turnkey(['forget', target, '--password-only', '--json']);
    expect(passwordOnly.code).toBe(EXIT_CODES.ok);
    expect(JSON.parse(passwordOnly.stdout)).toMatchObject({ keychain: true, pin: false });
    expect(await new KeychainVault(service).read(sim.fingerprint, 'admin')).toBeUndefined();
    const call = await turnkey(['api', 'call', 'GET', '/staff/count', '--controller', target]);
    expect(call.code).toBe(EXIT_CODES.authFailure);
    expect(JSON.parse((await turnkey(['trust', target, '--json'])).stdout)).toMatchObject({
      status: 'trusted',
    });

    const controller = await turnkey(['forget', target]);
    expect(controller.code).toBe(EXIT_CODES.ok);
    expect(controller.stdout).toContain('certificate pin');
    const untrusted = await turnkey(['trust', target]);
    expect(untrusted.code).toBe(EXIT_CODES.unknownCertificate);
    const nothing = await turnkey(['forget', target]);
    expect(nothing.code).toBe(EXIT_CODES.failure);
    expect(nothing.stderr).toContain('nothing to forget');
  });

  it('ends with the unreachable code when nothing answers', async () => {
    const closed = await turnkey(['trust', `${sim.host}:1`]);
    expect(closed.code).toBe(EXIT_CODES.unreachable);
  });
});
