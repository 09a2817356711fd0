/**
 * Picks the bridge once: Electron's preload puts `window.api` on the page; without it the page
 * was served by the browser host and talks to it over a WebSocket.
 */
import { BRIDGE_KEY, type TurnkeyApi } from '../../../shared/ipc/bridge';
import {
  createWebSocketBridge,
  hostSocketUrl,
  type HostLink,
  type WebSocketBridge,
} from './ws-bridge';

export type { HostLink } from './ws-bridge';

let bridge: TurnkeyApi | undefined;
let socketBridge: WebSocketBridge | undefined;

export function getBridge(): TurnkeyApi {
  if (!bridge) {
    const fromPreload = (window as unknown as Partial<Record<typeof BRIDGE_KEY, TurnkeyApi>>)[
      BRIDGE_KEY
    ];
    if (fromPreload) bridge = fromPreload;
    else bridge = socketBridge = createWebSocketBridge(hostSocketUrl(window.location));
  }
  return bridge;
}

/**
 * The link to the shell, now and at each change: the browser host's WebSocket may be lost and
 * made again (ws-bridge.ts); Electron's IPC is always there.
 */
export function onHostLink(listener: (link: HostLink) => void): () => void {
  getBridge();
  if (socketBridge) return socketBridge.onLink(listener);
  listener('open');
  return () => undefined;
}

// Served by the browser host, the page opens its link as soon as this module runs, not when the
// first store asks: the socket's handshake then overlaps the rest of the page's start, and the
// first reads (the open site, whose first rows are its first paint) leave as soon as it opens.
if (typeof window !== 'undefined') getBridge();
