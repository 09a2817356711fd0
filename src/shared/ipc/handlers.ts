/**
 * What a shell registers: one async function per channel it can serve. Handlers receive input
 * already parsed by the channel's schema and may throw AppFailure or core's errors (anything
 * with `toData()`); the dispatcher turns both into `{ ok: false, error }`.
 */
import type { ChannelDef, HandlerOutputOf, ParsedInputOf } from './channel';
import type { ChannelName, Channels } from './channels';

export type Handler<C extends ChannelDef> = (
  input: ParsedInputOf<C>,
) => Promise<HandlerOutputOf<C>>;

/** A shell's handlers; a channel left out answers `not_implemented`. */
export type Handlers = { readonly [N in ChannelName]?: Handler<Channels[N]> };
