/**
 * Calls for the stores: a channel's value, or an IpcCallError carrying the error data (with its
 * message in both languages) when the shell answered a failure.
 */
import type {
  ChannelInput,
  ChannelName,
  ChannelOutput,
  EventName,
  EventPayload,
} from '../../../shared/ipc/channels';
import type { ErrorData } from '../../../shared/errors/error-data';
import { getBridge } from './bridge';

export class IpcCallError extends Error {
  constructor(readonly data: ErrorData) {
    super(data.message.en);
    this.name = 'IpcCallError';
  }
}

export async function call<N extends ChannelName>(
  channel: N,
  input: ChannelInput<N>,
): Promise<ChannelOutput<N>> {
  const result = await getBridge().invoke(channel, input);
  if (!result.ok) throw new IpcCallError(result.error);
  return result.value;
}

export function subscribe<N extends EventName>(
  event: N,
  listener: (payload: EventPayload<N>) => void,
): () => void {
  return getBridge().on(event, listener);
}

/** The error data of anything a call threw; a bug in the page becomes a generic internal error. */
export function errorData(thrown: unknown, channel: string): ErrorData {
  if (thrown instanceof IpcCallError) return thrown.data;
  return {
    code: 'internal',
    message: {
      en: `Something went wrong in this window (${channel}). Reload the page.`,
      ru: `Ошибка в этом окне (${channel}). Перезагрузите страницу.`,
    },
  };
}
