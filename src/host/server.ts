/**
 * The browser host: the built renderer and the IPC contract on 127.0.0.1, for
 * machines without the Electron binary. It refuses to bind anything but loopback, and refuses
 * every request without the host's token (in the page URL, then a same-site cookie for the
 * page's own assets), with a foreign Host header, or (for the WebSocket) from a foreign Origin.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Dispatch } from '../shared/ipc/dispatch';
import {
  hostHeaderMatches,
  isLoopbackIPv4,
  newToken,
  originOf,
  readCookie,
  sessionCookie,
  sessionCookieName,
  staticFilesKey,
  tokenMatches,
} from './access';
import type { HostClients } from './clients';
import { createIpcSocket } from './ipc-socket';
import { COMMON_HEADERS, pageCsp } from '../core/page/page-headers';
import { acceptsGzip, HASHED_ASSET, StaticFiles } from '../core/page/static-files';

export const DEFAULT_ADDRESS = '127.0.0.1';

export interface HostOptions {
  /** The built renderer folder (`out/renderer`). */
  rendererDir: string;
  dispatch: Dispatch;
  clients: HostClients;
  /** An IPv4 address in 127.0.0.0/8; anything else is refused. */
  address?: string;
  /** 0 picks a free port. */
  port?: number;
  /**
   * The token kept in the app data folder (host-token.ts), or a test's; without one, a new random
   * token for this launch only.
   */
  token?: string;
  onRefused?: (why: string) => void;
}

export interface RunningHost {
  /** The page URL with the token: what the user opens. */
  url: string;
  origin: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

export class HostBindError extends Error {
  override readonly name = 'HostBindError';
}

export async function startHost(options: HostOptions): Promise<RunningHost> {
  const address = options.address ?? DEFAULT_ADDRESS;
  if (!isLoopbackIPv4(address)) {
    throw new HostBindError(
      `The browser host listens on loopback only (127.0.0.0/8), not on "${address}".`,
    );
  }
  const token = options.token ?? newToken();
  const files = new StaticFiles(options.rendererDir, { compress: true });
  // Read and compressed while the browser starts, not while the first page waits.
  void files.warm();
  let port = 0;
  const refuse = (response: ServerResponse, status: number, why: string) => {
    options.onRefused?.(why);
    response.writeHead(status, { ...COMMON_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end(status === 403 ? 'Open the address Turnkey printed when it started.\n' : '');
  };

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!hostHeaderMatches(request.headers.host, address, port))
      return refuse(response, 403, 'wrong Host');
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return refuse(response, 405, 'method');
    const url = new URL(request.url ?? '/', originOf(address, port));
    const byQuery = tokenMatches(url.searchParams.get('token'), token);
    const byCookie = tokenMatches(
      readCookie(request.headers.cookie, sessionCookieName(port)),
      staticFilesKey(token),
    );
    const isPage = url.pathname === '/' || url.pathname === '/index.html';
    // The page needs the token in its own URL (its script opens the WebSocket with it); the
    // cookie, a value derived from the token, only lets the page's assets load after it.
    if (isPage ? !byQuery : !byQuery && !byCookie) {
      return refuse(response, 403, `no token for ${url.pathname}`);
    }

    const file = await files.read(isPage ? '/index.html' : url.pathname);
    if (!file) return refuse(response, 404, `no file ${url.pathname}`);
    const headers: Record<string, string> = { ...COMMON_HEADERS, 'Content-Type': file.type };
    if (isPage) {
      headers['Content-Security-Policy'] = pageCsp(file.body.toString('utf8'));
      headers['Cache-Control'] = 'no-store';
      if (byQuery) headers['Set-Cookie'] = sessionCookie(port, token);
    } else if (HASHED_ASSET.test(url.pathname)) {
      // Named by a hash of their content (Vite's build): a page load after the first takes them
      // from the browser's cache, with the code it compiled from them, instead of again.
      headers['Cache-Control'] = 'private, max-age=31536000, immutable';
    } else {
      headers['Cache-Control'] = 'no-cache';
    }
    let body = file.body;
    if (file.gzipped) {
      headers['Vary'] = 'Accept-Encoding';
      if (acceptsGzip(request.headers['accept-encoding'])) {
        headers['Content-Encoding'] = 'gzip';
        body = file.gzipped;
      }
    }
    headers['Content-Length'] = String(body.length);
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((request, response) => {
    serve(request, response).catch(() => {
      if (!response.headersSent) refuse(response, 500, 'internal');
      else response.destroy();
    });
  });
  const socket = createIpcSocket({
    address,
    port: () => port,
    token,
    dispatch: options.dispatch,
    clients: options.clients,
    ...(options.onRefused ? { onRefused: options.onRefused } : {}),
  });
  server.on('upgrade', (request, stream, head) => socket.handleUpgrade(request, stream, head));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, address, () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  const origin = originOf(address, port);

  return {
    url: `${origin}/?token=${token}`,
    origin,
    port,
    token,
    async close() {
      options.clients.closeAll(1001, 'host stopping');
      await socket.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
