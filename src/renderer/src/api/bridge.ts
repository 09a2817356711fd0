/**
 * Picks the bridge once: Electron's preload puts `window.api` on the page; without it the page
 * was served by the browser host and talks to it over a WebSocket.
 */
import { BRIDGE_KEY, type TurnkeyApi } from '../../../shared/ipc/bridge';
import { createWebSocketBridge, hostSocketUrl } from './ws-bridge';

let bridge: TurnkeyApi | undefined;

export function getBridge(): TurnkeyApi {
  if (!bridge) {
    const fromPreload = (window as unknown as Partial<Record<typeof BRIDGE_KEY, TurnkeyApi>>)[
      BRIDGE_KEY
    ];
    bridge = fromPreload ?? createWebSocketBridge(hostSocketUrl(window.location));
  }
  return bridge;
}
