import { describe, expect, it, vi } from 'vitest';
import { registerIpc, type IpcMainLike } from '../../../src/main/ipc/register';
import type { SenderInfo } from '../../../src/main/ipc/sender';
import type { IpcResult } from '../../../src/shared/ipc/channel';
import { CHANNELS } from '../../../src/shared/ipc/channels';
import { createDispatcher } from '../../../src/shared/ipc/dispatch';

const APP_URL = 'file:///opt/turnkey/out/renderer/index.html';
const APP_CONTENTS_ID = 7;

type Listener = (event: SenderInfo, ...args: unknown[]) => Promise<unknown>;

/** Electron's ipcMain cannot run without its binary; this records handlers the same way. */
function fakeIpcMain() {
  const handlers = new Map<string, Listener>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => {
      if (handlers.has(channel)) throw new Error(`second handler for ${channel}`);
      handlers.set(channel, listener);
    },
    removeHandler: (channel) => handlers.delete(channel),
  };
  const invoke = (channel: string, event: SenderInfo, ...args: unknown[]) => {
    const listener = handlers.get(channel);
    if (!listener) throw new Error(`No handler registered for '${channel}'`);
    return listener(event, ...args) as Promise<IpcResult<unknown>>;
  };
  return { ipcMain, handlers, invoke };
}

const fromApp: SenderInfo = {
  sender: { id: APP_CONTENTS_ID },
  senderFrame: { url: `${APP_URL}#/site`, parent: null },
};

const info = {
  version: '0.1.0',
  platform: 'linux',
  shell: 'electron' as const,
  keychain: { state: 'available' as const },
};

function setup() {
  const handler = vi.fn(() => Promise.resolve(info));
  const fake = fakeIpcMain();
  const onRefused = vi.fn();
  const trust = vi.fn(() => Promise.reject(new Error('not reached')));
  const dispatch = createDispatcher({ 'app:info': handler, 'trust:accept': trust });
  const unregister = registerIpc(fake.ipcMain, dispatch, {
    appUrl: APP_URL,
    isAppContents: (id) => id === APP_CONTENTS_ID,
    onRefused,
  });
  return { ...fake, handler, trust, onRefused, unregister };
}

function codeOf(result: IpcResult<unknown>): string | undefined {
  return result.ok ? undefined : result.error.code;
}

describe('IPC registration in main', () => {
  it('registers every channel of the contract, and removes them all again', () => {
    const { handlers, unregister } = setup();
    expect([...handlers.keys()].sort()).toEqual(Object.keys(CHANNELS).sort());
    unregister();
    expect(handlers.size).toBe(0);
  });

  it('serves the app page', async () => {
    const { invoke } = setup();
    await expect(invoke('app:info', fromApp, {})).resolves.toEqual({ ok: true, value: info });
  });

  it('refuses a sender that is not one of the app windows', async () => {
    const { invoke, handler, onRefused } = setup();
    const other = { ...fromApp, sender: { id: 99 } };
    expect(codeOf(await invoke('app:info', other, {}))).toBe('forbidden_sender');
    expect(handler).not.toHaveBeenCalled();
    expect(onRefused).toHaveBeenCalledWith('app:info', `${APP_URL}#/site`);
  });

  it('refuses a frame showing another page, an iframe, and a vanished frame', async () => {
    const { invoke, handler } = setup();
    const foreign = { ...fromApp, senderFrame: { url: 'https://evil.example.com/', parent: null } };
    const iframe = { ...fromApp, senderFrame: { url: APP_URL, parent: {} } };
    const gone = { ...fromApp, senderFrame: null };
    for (const event of [foreign, iframe, gone]) {
      expect(codeOf(await invoke('app:info', event, {}))).toBe('forbidden_sender');
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses an unknown field and a bad type from the app page itself', async () => {
    const { invoke, handler, trust } = setup();
    expect(codeOf(await invoke('app:info', fromApp, { extra: 1 }))).toBe('invalid_input');
    const badType = { controllerId: 5, fingerprint256: 'AB', replace: 'yes' };
    const result = await invoke('trust:accept', fromApp, badType);
    expect(codeOf(result)).toBe('invalid_input');
    const issues = result.ok ? [] : (result.error.details?.['issues'] as { path: string }[]);
    expect(issues.map((issue) => issue.path).sort()).toEqual([
      'controllerId',
      'fingerprint256',
      'replace',
    ]);
    expect(codeOf(await invoke('app:info', fromApp, 'text'))).toBe('invalid_input');
    expect(handler).not.toHaveBeenCalled();
    expect(trust).not.toHaveBeenCalled();
  });

  it('refuses extra arguments beside the one input', async () => {
    const { invoke, handler } = setup();
    expect(codeOf(await invoke('app:info', fromApp, {}, 'more'))).toBe('invalid_input');
    expect(codeOf(await invoke('app:info', fromApp))).toBe('invalid_input');
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers not_implemented for a contract channel main cannot serve yet', async () => {
    const { invoke } = setup();
    expect(codeOf(await invoke('demo:start', fromApp, {}))).toBe('not_implemented');
  });
});
