/**
 * Push events from the shell to the page. Each shell delivers its own way (Electron's
 * `webContents.send`, a WebSocket broadcast); this checks every payload against its event schema
 * first, so a service cannot push a malformed payload or one with fields the schema does not name
 * (strict, as with channel outputs): such a payload is dropped and reported.
 */
import { eventDef, isEventName, type EventName, type EventPayload } from './channels';

export interface EventSink {
  /** Sends a push event to the page(s); throws on a name outside the contract (a bug). */
  emit(event: string, payload: unknown): void;
}

export interface EventSinkOptions {
  /** Told about a payload that failed its schema, which is dropped (a bug in the service). */
  onInvalid?: (event: string, error: unknown) => void;
}

/** An EventSink that validates, then hands the event to `deliver`. */
export function createEventSink(
  deliver: (event: EventName, payload: unknown) => void,
  options: EventSinkOptions = {},
): EventSink {
  return {
    emit(event, payload) {
      if (!isEventName(event)) throw new Error(`IPC event "${event}" is not in the contract`);
      const parsed = eventDef(event).payload.safeParse(payload);
      if (!parsed.success) {
        options.onInvalid?.(event, parsed.error);
        return;
      }
      deliver(event, parsed.data);
    },
  };
}

/** Typed emit for callers that know the event at compile time. */
export function emitEvent<N extends EventName>(
  sink: EventSink,
  event: N,
  payload: EventPayload<N>,
): void {
  sink.emit(event, payload);
}
