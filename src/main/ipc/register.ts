/**
 * The Electron half of the registration wrapper: one `ipcMain.handle` per channel
 * of the contract, each checking the sender before the shared dispatcher parses the input, calls
 * the handler and maps errors. Every answer is an IpcResult, so no Error object crosses the
 * bridge. Channels with no handler still get registered and answer `not_implemented`.
 */
import type { IpcResult } from '../../shared/ipc/channel';
import { CHANNELS } from '../../shared/ipc/channels';
import type { Dispatch } from '../../shared/ipc/dispatch';
import { ipcError } from '../../shared/ipc/ipc-error';
import { isTrustedSender, type SenderInfo, type SenderPolicy } from './sender';

/** The part of Electron's ipcMain used here (a fake stands in for it in unit tests). */
export interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: SenderInfo, ...args: unknown[]) => Promise<unknown>,
  ): void;
  removeHandler(channel: string): void;
}

export interface RegisterOptions extends SenderPolicy {
  onRefused?: (channel: string, url: string | undefined) => void;
}

/** Registers every channel; returns the function that removes them again. */
export function registerIpc(
  ipcMain: IpcMainLike,
  dispatch: Dispatch,
  options: RegisterOptions,
): () => void {
  const names = Object.keys(CHANNELS);
  for (const channel of names) {
    ipcMain.handle(channel, (event, ...args): Promise<IpcResult<unknown>> => {
      if (!isTrustedSender(event, options)) {
        options.onRefused?.(channel, event.senderFrame?.url);
        return Promise.resolve({ ok: false, error: ipcError('forbidden_sender', { channel }) });
      }
      // The bridge sends exactly one argument; more is not our preload talking.
      if (args.length !== 1) {
        return Promise.resolve({
          ok: false,
          error: ipcError('invalid_input', {
            channel,
            issues: [{ path: '', message: `expected one argument, got ${args.length}` }],
          }),
        });
      }
      return dispatch(channel, args[0]);
    });
  }
  return () => {
    for (const channel of names) ipcMain.removeHandler(channel);
  };
}
