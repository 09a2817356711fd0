/**
 * Where the faults meet a request: before anything else the pipeline waits
 * out the latency, then resets the connection (a TCP reset, no answer) or answers 500 E without
 * running the handler, so a failed request changed nothing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { errorBody, sendJson } from '../http/send';
import type { FaultInjector } from './faults';

/**
 * Drops the connection with a TCP reset. Under TLS the reset goes to the TCP socket beneath (Node
 * then closes the TLS socket and the HTTP server forgets the connection); destroying the TLS
 * socket as well would leave the server's connection list inconsistent.
 */
function resetConnection(request: IncomingMessage): void {
  const socket = request.socket as Socket & { _parent?: Socket | null };
  const tcp = socket._parent;
  if (tcp && typeof tcp.resetAndDestroy === 'function') {
    tcp.resetAndDestroy();
    return;
  }
  try {
    socket.resetAndDestroy();
  } catch {
    socket.destroy();
  }
}

/**
 * Applies the injected faults to one request; answers true when the request has been dealt with
 * (reset, or answered 500 E) and must not be served. `onError` records the injected 500.
 */
export async function applyFaults(
  faults: FaultInjector,
  request: IncomingMessage,
  response: ServerResponse,
  onError: (line: string) => Promise<void>,
): Promise<boolean> {
  const draw = faults.draw();
  if (draw.delayMs > 0) {
    await sleep(draw.delayMs);
    if (response.destroyed || request.socket.destroyed) return true;
  }
  if (draw.outcome === 'reset') {
    resetConnection(request);
    return true;
  }
  if (draw.outcome === 'error') {
    await onError(`${request.method ?? '?'} ${request.url ?? '?'}: injected fault (error-rate)`);
    sendJson(response, 500, errorBody('internal error', {}));
    return true;
  }
  return false;
}
