import { contextBridge } from 'electron';
import { BRIDGE_KEY, type TurnkeyApi } from '../shared/ipc/bridge';

/**
 * The only thing the page gets from the preload: a typed object of functions, never
 * ipcRenderer itself, so the page cannot send on arbitrary channels. Empty until the first
 * feature registers its channels.
 */
const api: TurnkeyApi = Object.freeze({});

contextBridge.exposeInMainWorld(BRIDGE_KEY, api);
