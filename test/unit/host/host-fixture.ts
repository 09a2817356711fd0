/** A browser host over a throw-away renderer folder, for the host's unit tests. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HostClients } from '../../../src/host/clients';
import { startHost, type RunningHost } from '../../../src/host/server';
import { createDispatcher } from '../../../src/shared/ipc/dispatch';

export const PAGE = `<!doctype html><html><head>
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'" />
</head><body><div id="app"></div></body></html>`;

/** A file of the build, named by its hash, long enough to be worth compressing. */
export const HASHED_SCRIPT = 'app-Ab12Cd34.js';
export const HASHED_SCRIPT_BODY = `export const words = ${JSON.stringify(Array.from({ length: 100 }, (_, i) => `word ${i}`))};`;

export const APP_INFO = {
  version: '9.9.9',
  platform: 'linux',
  shell: 'browser' as const,
  keychain: { state: 'available' as const },
};

export interface HostFixture {
  host: RunningHost;
  clients: HostClients;
  refused: string[];
  dispose(): Promise<void>;
}

export async function startFixture(): Promise<HostFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'turnkey-host-'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1);');
  writeFileSync(join(dir, 'assets', HASHED_SCRIPT), HASHED_SCRIPT_BODY);
  writeFileSync(join(dir, '..', `${dir.split('/').at(-1)}-secret.txt`), 'outside');
  const clients = new HostClients();
  const refused: string[] = [];
  const host = await startHost({
    rendererDir: dir,
    clients,
    dispatch: createDispatcher({ 'app:info': () => Promise.resolve(APP_INFO) }),
    onRefused: (why) => refused.push(why),
  });
  return {
    host,
    clients,
    refused,
    async dispose() {
      await host.close();
      rmSync(dir, { recursive: true, force: true });
      rmSync(join(dir, '..', `${dir.split('/').at(-1)}-secret.txt`), { force: true });
    },
  };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body as it came, before any decoding (a gzipped one stays gzipped). */
  bytes: Buffer;
}

/** A raw HTTP request, so tests can send any Host, method or path they like. */
export function fetchRaw(
  host: RunningHost,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: host.port,
        path,
        method: options.method ?? 'GET',
        headers: { host: `127.0.0.1:${host.port}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            bytes: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}
