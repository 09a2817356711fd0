/**
 * The pages connected to the host over WebSocket, so push events reach each of them (the host's
 * counterpart of main sending to its windows).
 */
import { WebSocket } from 'ws';
import type { ServerMessage } from '../shared/ipc/wire.schema';

export class HostClients {
  readonly #sockets = new Set<WebSocket>();

  add(socket: WebSocket): void {
    this.#sockets.add(socket);
    socket.once('close', () => this.#sockets.delete(socket));
  }

  get size(): number {
    return this.#sockets.size;
  }

  broadcast(event: string, payload: unknown): void {
    const message: ServerMessage = { kind: 'event', event, payload };
    const text = JSON.stringify(message);
    for (const socket of this.#sockets) {
      if (socket.readyState === WebSocket.OPEN) socket.send(text);
    }
  }

  closeAll(code: number, reason: string): void {
    for (const socket of this.#sockets) socket.close(code, reason);
  }
}
