/**
 * The bridge over the browser host's WebSocket: the same TurnkeyApi the preload
 * gives the Electron window, as `invoke`/`result`/`event` messages (shared/ipc/wire.schema.ts).
 *
 * When the host goes away (it was stopped, or restarted) the bridge reconnects, waiting a little
 * longer after each failed attempt, and says so (`onLink`: the page shows "Reconnecting…"). The
 * host keeps its token from one start to the next, so the URL this page has works again
 * (docs/decisions.md, "Browser host: the token outlives a restart"). A call in flight when the
 * link broke answers `disconnected` (the host may or may not have done it); a call made while
 * reconnecting waits for the link a while, then answers `disconnected`. Once back, the bridge
 * tells the page's stores that the open site and its jobs changed, so each reads again what it
 * shows: events sent while the link was down are lost.
 */
import { loadCode } from '../code-load';
import type { IpcResult } from '../../../shared/ipc/channel';
import type {
  ChannelInput,
  ChannelName,
  ChannelOutput,
  EventName,
  EventPayload,
} from '../../../shared/ipc/channels';
import type { TurnkeyApi } from '../../../shared/ipc/bridge';
import type { ClientMessage, WIRE_PATH as ContractPath } from '../../../shared/ipc/wire.schema';
import { isChannelName, isEventName } from './contract-names';

/**
 * The wire's schema and the bridge's errors, loaded beside the link rather than before it: they
 * build zod schemas, and this bridge is in the page's small entry (main.ts), which opens the link
 * and sends the first read while the rest of the page loads. Every message is still parsed by the
 * wire's schema, in the order it came, once they are in.
 */
function loadWire() {
  return Promise.all([
    loadCode(() => import('../../../shared/ipc/wire.schema')),
    loadCode(() => import('../../../shared/ipc/ipc-error')),
  ]).then(([{ serverMessage }, { ipcError }]) => ({ serverMessage, ipcError }));
}
type Wire = Awaited<ReturnType<typeof loadWire>>;

/** Path of the WebSocket endpoint on the host; its type keeps it the contract's own. */
const WIRE_PATH: typeof ContractPath = '/ipc';

/** The link to the host: opening the first time, open, or lost and being made again. */
export type HostLink = 'connecting' | 'open' | 'reconnecting';

export interface WebSocketBridge extends TurnkeyApi {
  /** Tells the link's state now and at each change; answers the way to stop. */
  onLink(listener: (link: HostLink) => void): () => void;
}

/** Between attempts: 250 ms, doubling, at most 5 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(5000, 250 * 2 ** Math.min(attempt, 5));
}

/** How long a call made while reconnecting waits for the link before answering `disconnected`. */
const CALL_WAIT_MS = 15_000;

/** The WebSocket URL of the host that served this page, with the page's own token. */
export function hostSocketUrl(location: Pick<Location, 'protocol' | 'host' | 'search'>): string {
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${WIRE_PATH}?token=${encodeURIComponent(token)}`;
}

export function createWebSocketBridge(url: string): WebSocketBridge {
  const pending = new Map<number, (result: IpcResult<unknown>) => void>();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const linkListeners = new Set<(link: HostLink) => void>();
  const waiting = new Set<() => void>();
  let socket: WebSocket;
  let link: HostLink = 'connecting';
  let attempt = 0;
  let nextId = 0;
  const wire = loadWire();

  function setLink(next: HostLink): void {
    if (link === next) return;
    link = next;
    for (const listener of linkListeners) listener(next);
  }

  function deliver(event: string, payload: unknown): void {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  }

  function receive({ serverMessage }: Wire, data: string): void {
    const parsed = serverMessage.safeParse(JSON.parse(data));
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.kind === 'result') {
      pending.get(message.id)?.(message.result);
      pending.delete(message.id);
    } else {
      deliver(message.event, message.payload);
    }
  }

  /** The link broke: the calls in flight answer `disconnected`, and it is made again. */
  function lost({ ipcError }: Wire): void {
    for (const [, resolve] of pending) resolve({ ok: false, error: ipcError('disconnected', {}) });
    pending.clear();
    setLink('reconnecting');
    setTimeout(connect, reconnectDelay(attempt++));
  }

  function connect(): void {
    const current = new WebSocket(url);
    socket = current;
    current.addEventListener('open', () => {
      const wasLost = link === 'reconnecting';
      attempt = 0;
      setLink('open');
      for (const wake of [...waiting]) wake();
      if (wasLost) void reread();
    });
    // Through `wire`, in order: a message or the close that came before the wire's schema was in
    // waits for it, and the close never overtakes a result that came before it.
    current.addEventListener('message', (event: MessageEvent<unknown>) => {
      const { data } = event;
      if (typeof data === 'string') void wire.then((loaded) => receive(loaded, data));
    });
    current.addEventListener('close', () => void wire.then(lost));
  }

  /** Back after a break: the stores following the site and its jobs read them again. */
  async function reread(): Promise<void> {
    const current = await send('site:current', {});
    if (!current.ok) return;
    const view = (current.value as ChannelOutput<'site:current'>).view;
    if (!view) return;
    const siteId = view.site.id;
    deliver('site:changed', {
      siteId,
      reason: 'controllers',
    } satisfies EventPayload<'site:changed'>);
    deliver('site:changed', { siteId, reason: 'journal' } satisfies EventPayload<'site:changed'>);
    const jobs = await send('job:list', {});
    if (!jobs.ok) return;
    for (const job of (jobs.value as ChannelOutput<'job:list'>).jobs) deliver('job:event', job);
  }

  /** Resolves true once the link is open, false when it stayed down too long. */
  function linked(): Promise<boolean> {
    if (link === 'open') return Promise.resolve(true);
    return new Promise((resolve) => {
      const wake = () => finish(true);
      const timer = setTimeout(() => finish(false), CALL_WAIT_MS);
      waiting.add(wake);
      function finish(open: boolean): void {
        clearTimeout(timer);
        waiting.delete(wake);
        resolve(open);
      }
    });
  }

  async function send(channel: string, input: unknown): Promise<IpcResult<unknown>> {
    if (!isChannelName(channel)) {
      const { ipcError } = await wire;
      return { ok: false, error: ipcError('unknown_channel', { channel: channel.slice(0, 100) }) };
    }
    if (!(await linked()) || socket.readyState !== WebSocket.OPEN) {
      const { ipcError } = await wire;
      return { ok: false, error: ipcError('disconnected', { channel }) };
    }
    const id = nextId++;
    const message: ClientMessage = { kind: 'invoke', id, channel, input };
    return new Promise((resolve) => {
      pending.set(id, resolve);
      socket.send(JSON.stringify(message));
    });
  }

  connect();

  return {
    invoke: <N extends ChannelName>(channel: N, input: ChannelInput<N>) =>
      send(channel, input) as Promise<IpcResult<ChannelOutput<N>>>,
    on<N extends EventName>(event: N, listener: (payload: EventPayload<N>) => void) {
      if (!isEventName(event)) throw new Error(`Turnkey has no event "${String(event)}"`);
      const set = listeners.get(event) ?? new Set();
      const forward = listener as (payload: unknown) => void;
      set.add(forward);
      listeners.set(event, set);
      return () => {
        set.delete(forward);
      };
    },
    onLink(listener) {
      linkListeners.add(listener);
      listener(link);
      return () => {
        linkListeners.delete(listener);
      };
    },
  };
}
