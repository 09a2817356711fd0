/**
 * The transport-independent half of the registration wrapper (architecture: "one registration
 * wrapper"). Electron's ipcMain handler and the browser host's WebSocket both check the sender
 * their own way and then call this, which parses the input strictly with the channel's schema,
 * calls the handler, checks and strips the output, and maps every failure to error data.
 */
import type { IpcResult } from './channel';
import { channelDef, isChannelName } from './channels';
import type { Handlers } from './handlers';
import { ipcError, toInputIssues, toIpcError } from './ipc-error';

export type Dispatch = (channel: unknown, input: unknown) => Promise<IpcResult<unknown>>;

export interface DispatchOptions {
  /** Told about failures the handler did not describe (bugs), for the shell's log. */
  onUnexpected?: (channel: string, error: unknown) => void;
}

export function createDispatcher(handlers: Handlers, options: DispatchOptions = {}): Dispatch {
  const report = options.onUnexpected ?? (() => undefined);
  return async (channel, input) => {
    const name = typeof channel === 'string' ? channel : String(channel);
    if (!isChannelName(channel)) {
      return { ok: false, error: ipcError('unknown_channel', { channel: name.slice(0, 100) }) };
    }
    const def = channelDef(channel);
    // The table pairs each name with its own handler type; once the input has been parsed by that
    // channel's schema, calling it with the parsed value is what the types promise.
    const handler = handlers[channel] as ((input: unknown) => Promise<unknown>) | undefined;
    if (!handler) return { ok: false, error: ipcError('not_implemented', { channel }) };

    const parsed = def.input.safeParse(input);
    if (!parsed.success) {
      return {
        ok: false,
        error: ipcError('invalid_input', { channel, issues: toInputIssues(parsed.error) }),
      };
    }
    let value: unknown;
    try {
      value = await handler(parsed.data);
    } catch (thrown) {
      const { data, described } = toIpcError(thrown, channel);
      if (!described) report(channel, thrown);
      return { ok: false, error: data };
    }
    const checked = def.output.safeParse(value);
    if (!checked.success) {
      report(channel, checked.error);
      return { ok: false, error: ipcError('internal', { channel }) };
    }
    return { ok: true, value: checked.data };
  };
}
