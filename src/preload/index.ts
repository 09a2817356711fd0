import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { BRIDGE_KEY, type TurnkeyApi } from '../shared/ipc/bridge';
import type { IpcResult } from '../shared/ipc/channel';
import {
  isChannelName,
  isEventName,
  type ChannelInput,
  type ChannelName,
  type ChannelOutput,
} from '../shared/ipc/channels';
import { ipcError } from '../shared/ipc/ipc-error';

/**
 * The only thing the page gets from the preload: the two typed functions of TurnkeyApi, never
 * ipcRenderer itself. Each checks the name against the contract's table, so the page cannot
 * send on, or listen to, anything else; listeners get the payload only, never the Electron event
 * (which would hand the page `sender`). Input is checked again in main, which trusts nothing.
 */
const api: TurnkeyApi = {
  invoke<N extends ChannelName>(channel: N, input: ChannelInput<N>) {
    if (!isChannelName(channel)) {
      return Promise.resolve({
        ok: false,
        error: ipcError('unknown_channel', { channel: String(channel).slice(0, 100) }),
      });
    }
    return ipcRenderer.invoke(channel, input) as Promise<IpcResult<ChannelOutput<N>>>;
  },
  on(event, listener) {
    if (!isEventName(event)) throw new Error(`Turnkey has no event "${String(event)}"`);
    const forward = (_event: IpcRendererEvent, payload: unknown) =>
      listener(payload as Parameters<typeof listener>[0]);
    ipcRenderer.on(event, forward);
    return () => {
      ipcRenderer.removeListener(event, forward);
    };
  },
};

contextBridge.exposeInMainWorld(BRIDGE_KEY, Object.freeze(api));
