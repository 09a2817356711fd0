/**
 * The building blocks of the app's own contract between the page and the shell (architecture:
 * shared/ipc). A channel is a request with an answer (`feature:verb`, input and output schema);
 * an event is a push from the shell to the page. Both shells (Electron main, browser host) and
 * the page are typed and checked from these definitions, so they cannot drift.
 */
import { z } from 'zod';
import { errorData, type ErrorData } from '../errors/error-data';

/** `feature:verb`, lower camel case on both sides (`app:info`, `discovery:start`). */
export const CHANNEL_NAME_PATTERN = /^[a-z][a-zA-Z0-9]*:[a-z][a-zA-Z0-9]*$/;
export type ChannelNameFormat = `${string}:${string}`;

/**
 * A request channel. The input is always an object schema and is made strict here, so an unknown
 * field is refused by every channel, whatever its file forgot (nested objects must use
 * `z.strictObject` themselves). The output is parsed before it leaves the shell; output schemas
 * are strict too, so a service that returns more than the page should see (a password, a token)
 * fails the call as `internal` (and is logged) instead of leaking it.
 */
export interface ChannelDef<
  N extends ChannelNameFormat = ChannelNameFormat,
  I extends z.ZodObject = z.ZodObject,
  O extends z.ZodType = z.ZodType,
> {
  readonly kind: 'channel';
  readonly name: N;
  readonly input: I;
  readonly output: O;
}

/** A push event from the shell to the page (task progress, a change the page must show). */
export interface EventDef<
  N extends ChannelNameFormat = ChannelNameFormat,
  P extends z.ZodType = z.ZodType,
> {
  readonly kind: 'event';
  readonly name: N;
  readonly payload: P;
}

function checkName(name: string): void {
  if (!CHANNEL_NAME_PATTERN.test(name)) {
    throw new Error(`IPC name "${name}" is not feature:verb in lower camel case`);
  }
}

/**
 * A schema made when first used: each channel's schemas are built at its first call, not when
 * its file is imported, so a process that serves or checks a few channels (a `turnkey` command,
 * a page's first screen) does not build the whole contract's (docs/decisions.md, "The CLI is
 * bundled").
 */
export function builtOnce<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}

export function defineChannel<
  N extends ChannelNameFormat,
  I extends z.ZodObject,
  O extends z.ZodType,
>(name: N, schemas: () => { input: I; output: O }): ChannelDef<N, I, O> {
  checkName(name);
  // `.strict()` keeps the shape's types; at run time it refuses unknown keys at the top level.
  const built = builtOnce(() => {
    const { input, output } = schemas();
    return { input: input.strict() as I, output };
  });
  return Object.freeze({
    kind: 'channel',
    name,
    get input() {
      return built().input;
    },
    get output() {
      return built().output;
    },
  });
}

export function defineEvent<N extends ChannelNameFormat, P extends z.ZodType>(
  name: N,
  payload: () => P,
): EventDef<N, P> {
  checkName(name);
  const built = builtOnce(payload);
  return Object.freeze({
    kind: 'event',
    name,
    get payload() {
      return built();
    },
  });
}

/** The input of a channel as the page writes it. */
export type InputOf<C extends ChannelDef> = z.input<C['input']>;
/** The input of a channel as its handler receives it (parsed, defaults applied). */
export type ParsedInputOf<C extends ChannelDef> = z.output<C['input']>;
/** What a handler returns (before the output schema strips and checks it). */
export type HandlerOutputOf<C extends ChannelDef> = z.input<C['output']>;
/** What the page receives. */
export type OutputOf<C extends ChannelDef> = z.output<C['output']>;
export type PayloadOf<E extends EventDef> = z.output<E['payload']>;

/**
 * Every answer that crosses the bridge: a value or error data, never a thrown Error (Electron
 * would flatten it to a string, and a WebSocket cannot carry it at all).
 */
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: ErrorData };

export const ipcResult = z.discriminatedUnion('ok', [
  z.strictObject({ ok: z.literal(true), value: z.unknown() }),
  z.strictObject({ ok: z.literal(false), error: errorData }),
]);

/** An input with no fields, for channels that only ask. */
export const noInput = z.strictObject({});
