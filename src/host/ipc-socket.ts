/**
 * The browser host's half of the registration wrapper: the WebSocket end of the bridge. The
 * upgrade is refused unless it comes from the host's own origin with the launch token; after
 * that, each `invoke` message goes to the shared dispatcher (strict input, handler, errors as
 * data) and its result goes back with the same id. A message outside the wire schema closes the
 * connection: the page we serve never sends one. Whatever a client sends or however it hangs up,
 * only its own socket closes (docs/decisions.md, "Browser host").
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Dispatch } from '../shared/ipc/dispatch';
import {
  clientMessage,
  MAX_WIRE_MESSAGE_BYTES,
  WIRE_PATH,
  type ServerMessage,
} from '../shared/ipc/wire.schema';
import { hostHeaderMatches, originOf, tokenMatches } from './access';
import type { HostClients } from './clients';

/** 1008: policy violation, the WebSocket close code for "you broke the protocol". */
const POLICY_VIOLATION = 1008;

export interface IpcSocketOptions {
  address: string;
  port: () => number;
  token: string;
  dispatch: Dispatch;
  clients: HostClients;
  onRefused?: (why: string) => void;
}

/** Why an upgrade request is refused, or undefined when it may connect. */
export function upgradeRefusal(
  request: Pick<IncomingMessage, 'url' | 'headers'>,
  expected: { address: string; port: number; token: string },
): string | undefined {
  const url = new URL(request.url ?? '/', 'http://host.invalid');
  if (url.pathname !== WIRE_PATH) return 'wrong path';
  if (!hostHeaderMatches(request.headers.host, expected.address, expected.port))
    return 'wrong Host';
  if (request.headers.origin !== originOf(expected.address, expected.port)) return 'foreign Origin';
  if (!tokenMatches(url.searchParams.get('token'), expected.token)) return 'missing or wrong token';
  return undefined;
}

export function createIpcSocket(options: IpcSocketOptions) {
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_WIRE_MESSAGE_BYTES,
    perMessageDeflate: false,
  });

  function serve(socket: WebSocket): void {
    options.clients.add(socket);
    // ws reports a broken frame or an oversized message here, then closes this socket with the
    // matching code (1002, 1009); without a listener the error would end the whole host.
    socket.on('error', (error) => options.onRefused?.(`WebSocket closed: ${error.message}`));
    socket.on('message', (data: RawData, isBinary: boolean) => {
      const message = isBinary ? undefined : parse(data);
      if (!message) {
        options.onRefused?.('a message outside the wire protocol');
        socket.close(POLICY_VIOLATION, 'protocol');
        return;
      }
      void options.dispatch(message.channel, message.input).then((result) => {
        const answer: ServerMessage = { kind: 'result', id: message.id, result };
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(answer));
      });
    });
  }

  return {
    /** The `upgrade` listener of the host's HTTP server. */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
      // Once upgraded, the HTTP server no longer watches this socket: a client that resets it
      // (refused or not) must not take the host down with an unhandled ECONNRESET or EPIPE.
      socket.on('error', () => socket.destroy());
      const refusal = upgradeRefusal(request, {
        address: options.address,
        port: options.port(),
        token: options.token,
      });
      if (refusal) {
        options.onRefused?.(`WebSocket: ${refusal}`);
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      server.handleUpgrade(request, socket, head, serve);
    },
    close(): Promise<void> {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function parse(data: RawData) {
  try {
    const bytes = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(new Uint8Array(data));
    const text = bytes.toString('utf8');
    const parsed = clientMessage.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
