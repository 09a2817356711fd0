/**
 * Sees every HTTP request that reaches a server in this process, from the server's side, through
 * Node's `http.server.request.start` diagnostics channel: no change to the server needed. Used to
 * prove that a refused certificate got no request at all: no login body, no Authorization header.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServerSideRequest {
  method: string;
  url: string;
  authorization?: string;
}

export interface RequestWatch {
  requests: ServerSideRequest[];
  stop: () => void;
}

const CHANNEL = 'http.server.request.start';

/** Records the requests received by any server of this process listening on host:port. */
export function watchRequests(host: string, port: number): RequestWatch {
  const requests: ServerSideRequest[] = [];
  const listener = (message: unknown): void => {
    const { request, server } = message as { request: IncomingMessage; server: Server };
    const address = server.address() as AddressInfo | null;
    if (address?.address !== host || address.port !== port) return;
    requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
    });
  };
  subscribe(CHANNEL, listener);
  return { requests, stop: () => unsubscribe(CHANNEL, listener) };
}
