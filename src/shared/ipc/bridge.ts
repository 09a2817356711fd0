/**
 * The `api` object the page gets: from the preload in Electron (`window.api`), or built over the
 * browser host's WebSocket. It lives in shared/ so the preload, the WebSocket client and the
 * renderer agree on one type and the bridge cannot drift. It is two functions, typed by the
 * channel table: each checks the name against the table at run time, so the page can reach only
 * the channels of the contract, and answers are results (never thrown Errors).
 */
import type { IpcResult } from './channel';
import type { ChannelInput, ChannelName, ChannelOutput, EventName, EventPayload } from './channels';

export interface TurnkeyApi {
  invoke<N extends ChannelName>(
    channel: N,
    input: ChannelInput<N>,
  ): Promise<IpcResult<ChannelOutput<N>>>;
  /** Listens to a push event; returns the function that stops listening. */
  on<N extends EventName>(event: N, listener: (payload: EventPayload<N>) => void): () => void;
}

/** The name under which the bridge object appears on `window`. */
export const BRIDGE_KEY = 'api';
