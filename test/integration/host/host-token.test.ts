/**
 * The browser host's token outlives a restart (docs/decisions.md, "Browser host: the token
 * outlives a restart"): a host started again over the same app data folder, on the same port,
 * takes the page's old URL and its WebSocket with the old token; the token file is this user's
 * alone (0600, its folder 0700); a file others could read is not trusted, and `--new-token`
 * (rotate) refuses the old token. The real host, a real WebSocket with the page's Origin.
 */
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { HostClients } from '../../../src/host/clients';
import { hostToken, hostTokenPath } from '../../../src/host/host-token';
import { startHost, type RunningHost } from '../../../src/host/server';
import { createDispatcher } from '../../../src/shared/ipc/dispatch';
import { serverMessage } from '../../../src/shared/ipc/wire.schema';
import { APP_INFO, fetchRaw, PAGE } from '../../unit/host/host-fixture';

let dataDir: string;
let rendererDir: string;
const running: RunningHost[] = [];

/** The host as `npm run web` starts it: its token from the app data folder. */
async function start(port: number, rotate = false): Promise<RunningHost> {
  const { token } = await hostToken(dataDir, { rotate });
  const host = await startHost({
    rendererDir,
    clients: new HostClients(),
    dispatch: createDispatcher({ 'app:info': () => Promise.resolve(APP_INFO) }),
    port,
    token,
  });
  running.push(host);
  return host;
}

async function stop(host: RunningHost): Promise<void> {
  await host.close();
  running.splice(running.indexOf(host), 1);
}

/** Opens the WebSocket as the page does; resolves with `app:info`'s answer, or the refusal. */
function ask(host: RunningHost, token: string, origin = host.origin): Promise<unknown> {
  const socket = new WebSocket(`ws://127.0.0.1:${host.port}/ipc?token=${token}`, { origin });
  // Ending a refused upgrade reports an error on this client: it is the refusal itself.
  socket.on('error', () => undefined);
  return new Promise((resolve) => {
    socket.once('unexpected-response', (_request, response) => {
      resolve(`refused ${response.statusCode}`);
      socket.terminate();
    });
    socket.once('open', () => {
      socket.once('message', (data: Buffer) => {
        resolve(serverMessage.parse(JSON.parse(data.toString('utf8'))));
        socket.close();
      });
      socket.send(JSON.stringify({ kind: 'invoke', id: 1, channel: 'app:info', input: {} }));
    });
  });
}

const answered = { kind: 'result', id: 1, result: { ok: true, value: APP_INFO } };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-host-data-'));
  rendererDir = await mkdtemp(join(tmpdir(), 'turnkey-host-page-'));
  await writeFile(join(rendererDir, 'index.html'), PAGE);
});

afterAll(async () => {
  for (const host of [...running]) await host.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(rendererDir, { recursive: true, force: true });
});

describe('the browser host restarted over the same data folder', () => {
  let port = 0;
  let oldToken = '';

  it('keeps its token in a file readable by this user alone', async () => {
    const host = await start(0);
    port = host.port;
    oldToken = host.token;
    const path = hostTokenPath(dataDir);
    expect((await readFile(path, 'utf8')).trim()).toBe(oldToken);
    if (process.platform !== 'win32') {
      expect((await stat(path)).mode & 0o777).toBe(0o600);
      expect((await stat(dirname(path))).mode & 0o777).toBe(0o700);
    }
    await expect(ask(host, oldToken)).resolves.toEqual(answered);
    await stop(host);
  });

  it('takes the old URL and the old token on the WebSocket after the restart', async () => {
    const host = await start(port);
    expect(host.token).toBe(oldToken);
    expect((await fetchRaw(host, `/?token=${oldToken}`)).status).toBe(200);
    await expect(ask(host, oldToken)).resolves.toEqual(answered);
    // The other protections stand: no token, another token, a foreign Origin.
    await expect(ask(host, 'x'.repeat(43))).resolves.toBe('refused 403');
    expect((await fetchRaw(host, '/')).status).toBe(403);
    await expect(ask(host, oldToken, 'http://evil.example')).resolves.toBe('refused 403');
    await stop(host);
  });

  it('does not trust a token file others may read: a new token replaces it', async () => {
    if (process.platform === 'win32') return;
    await chmod(hostTokenPath(dataDir), 0o644);
    const host = await start(port);
    expect(host.token).not.toBe(oldToken);
    expect((await stat(hostTokenPath(dataDir))).mode & 0o777).toBe(0o600);
    await expect(ask(host, oldToken)).resolves.toBe('refused 403');
    oldToken = host.token;
    await stop(host);
  });

  it('makes a new token when asked (--new-token), and the old one is refused', async () => {
    const host = await start(port, true);
    expect(host.token).not.toBe(oldToken);
    await expect(ask(host, oldToken)).resolves.toBe('refused 403');
    await expect(ask(host, host.token)).resolves.toEqual(answered);
    await stop(host);
  });
});
