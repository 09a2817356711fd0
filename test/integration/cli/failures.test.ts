/**
 * How `turnkey` fails, as a user meets it (the real bin script in another process): one sentence
 * on standard error that says what is wrong, in the command's words (no stack, no resolver or
 * D-Bus text), and the documented exit code. None of these reaches a controller.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_CODES } from '../../../src/cli/exit-codes';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const bin = join(ROOT, 'bin', 'turnkey.cjs');
/** Nothing listens on the discard port of loopback; no test here gets as far as calling it. */
const NOWHERE = '127.0.0.1:9';
let dataDir: string;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function turnkey(args: string[], env: Record<string, string | undefined> = {}): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, TURNKEY_DATA_DIR: dataDir };
  delete childEnv.TURNKEY_PASSWORD;
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { env: childEnv }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** One line starting with `turnkey: `, with none of the words of the layer underneath. */
function expectOneSentence(stderr: string): void {
  const lines = stderr.split('\n').filter((line) => line && !line.startsWith('Building'));
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^turnkey: [A-Z].*\.$/);
  expect(stderr).not.toMatch(/ENOENT|getaddrinfo|EAI_|platform storage|org\.freedesktop|\n\s+at /);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-cli-failures-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('turnkey failures', () => {
  it('says that the file of --body @FILE is missing', async () => {
    const missing = join(dataDir, 'missing.json');
    const run = await turnkey([
      'api',
      'call',
      'POST',
      '/schedules/',
      '--controller',
      NOWHERE,
      '--body',
      `@${missing}`,
    ]);
    expect(run.code).toBe(EXIT_CODES.usage);
    expect(run.stderr).toContain(`The file ${missing} given with --body does not exist.`);
    expectOneSentence(run.stderr);
  });

  it('says that a host name does not resolve', async () => {
    // An empty label: the resolver refuses the name without sending a query anywhere.
    const run = await turnkey(['trust', 'no-such-controller..invalid:8443']);
    expect(run.code).toBe(EXIT_CODES.unreachable);
    expect(run.stderr).toContain('The host name no-such-controller..invalid does not resolve');
    expectOneSentence(run.stderr);
  });

  it('names TURNKEY_PASSWORD when a login has no terminal to ask on', async () => {
    const run = await turnkey(['login', NOWHERE, '--user', 'admin']);
    expect(run.code).toBe(EXIT_CODES.usage);
    expect(run.stderr).toContain('set TURNKEY_PASSWORD');
    expectOneSentence(run.stderr);
  });

  it.runIf(process.platform === 'linux')(
    'stops login --remember with exit code 8 when no keychain answers (no D-Bus session)',
    async () => {
      const run = await turnkey(['login', NOWHERE, '--user', 'admin', '--remember'], {
        TURNKEY_PASSWORD: 'secret',
        DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/bus',
      });
      expect(run.code).toBe(EXIT_CODES.keychainUnavailable);
      expect(run.code).toBe(8);
      expect(run.stderr).toContain('No OS keychain answers on this computer');
      expectOneSentence(run.stderr);
    },
  );

  // `script` (util-linux) runs the command on a pseudo-terminal, where Ctrl+C is a key.
  it.runIf(process.platform === 'linux')('exits with 130 on Ctrl+C at a prompt', async () => {
    const command = `'${process.execPath}' '${bin}' password --controller ${NOWHERE}`;
    const child = spawn('script', ['-qec', command, '/dev/null'], {
      cwd: ROOT,
      env: { ...process.env, TURNKEY_DATA_DIR: dataDir, TURNKEY_NEW_PASSWORD: undefined },
    });
    let output = '';
    let pressed = false;
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (!pressed && output.includes('New password: ')) {
        pressed = true;
        child.stdin.write('\x03');
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(pressed, output).toBe(true);
    expect(code, output).toBe(EXIT_CODES.interrupted);
    expect(output).toContain('turnkey: Stopped by Ctrl+C.');
  });
});
