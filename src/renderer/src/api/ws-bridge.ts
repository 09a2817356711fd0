/**
 * The bridge over the browser host's WebSocket: the same TurnkeyApi the preload
 * gives the Electron window, as `invoke`/`result`/`event` messages (shared/ipc/wire.schema.ts).
 * When the host goes away every pending and later call answers `disconnected`; there is no
 * reconnecting, because a new host has a new token and must be opened from its new URL.
 */
import type { IpcResult } from '../../../shared/ipc/channel';
import {
  isChannelName,
  isEventName,
  type ChannelInput,
  type ChannelName,
  type ChannelOutput,
} from '../../../shared/ipc/channels';
import type { TurnkeyApi } from '../../../shared/ipc/bridge';
import { ipcError } from '../../../shared/ipc/ipc-error';
import { serverMessage, WIRE_PATH, type ClientMessage } from '../../../shared/ipc/wire.schema';

/** The WebSocket URL of the host that served this page, with the page's own token. */
export function hostSocketUrl(location: Pick<Location, 'protocol' | 'host' | 'search'>): string {
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${WIRE_PATH}?token=${encodeURIComponent(token)}`;
}

export function createWebSocketBridge(url: string): TurnkeyApi {
  const socket = new WebSocket(url);
  const pending = new Map<number, (result: IpcResult<unknown>) => void>();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let nextId = 0;
  let closed = false;
  const opened = new Promise<boolean>((resolve) => {
    socket.addEventListener('open', () => resolve(true), { once: true });
    socket.addEventListener('close', () => resolve(false), { once: true });
  });

  socket.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (typeof event.data !== 'string') return;
    const parsed = serverMessage.safeParse(JSON.parse(event.data));
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.kind === 'result') {
      pending.get(message.id)?.(message.result);
      pending.delete(message.id);
    } else {
      for (const listener of listeners.get(message.event) ?? []) listener(message.payload);
    }
  });
  socket.addEventListener('close', () => {
    closed = true;
    for (const [, resolve] of pending) resolve({ ok: false, error: ipcError('disconnected', {}) });
    pending.clear();
  });

  async function send(channel: string, input: unknown): Promise<IpcResult<unknown>> {
    if (!isChannelName(channel)) {
      return { ok: false, error: ipcError('unknown_channel', { channel: channel.slice(0, 100) }) };
    }
    if (closed || !(await opened))
      return { ok: false, error: ipcError('disconnected', { channel }) };
    const id = nextId++;
    const message: ClientMessage = { kind: 'invoke', id, channel, input };
    return new Promise((resolve) => {
      pending.set(id, resolve);
      socket.send(JSON.stringify(message));
    });
  }

  return {
    invoke: <N extends ChannelName>(channel: N, input: ChannelInput<N>) =>
      send(channel, input) as Promise<IpcResult<ChannelOutput<N>>>,
    on(event, listener) {
      if (!isEventName(event)) throw new Error(`Turnkey has no event "${String(event)}"`);
      const set = listeners.get(event) ?? new Set();
      const forward = listener as (payload: unknown) => void;
      set.add(forward);
      listeners.set(event, set);
      return () => {
        set.delete(forward);
      };
    },
  };
}
