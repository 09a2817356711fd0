/**
 * The browser host's WebSocket protocol: the bridge's two functions as JSON messages. The page
 * sends `invoke` with a number it picks; the host answers `result` with the same number, and
 * pushes `event`s. Anything else from the page closes the connection.
 */
import { z } from 'zod';
import { ipcResult } from './channel';

/**
 * Largest message either side accepts (bytes): a plan file at its limit (2 MiB, plan-size.ts)
 * with its JSON escapes, and little more, so a page cannot make the host hold much.
 */
export const MAX_WIRE_MESSAGE_BYTES = 5 * 1024 * 1024;

export const clientMessage = z.strictObject({
  kind: z.literal('invoke'),
  id: z.int().min(0),
  channel: z.string().max(100),
  input: z.unknown(),
});
export type ClientMessage = z.infer<typeof clientMessage>;

export const serverMessage = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('result'), id: z.int().min(0), result: ipcResult }),
  z.strictObject({ kind: z.literal('event'), event: z.string(), payload: z.unknown() }),
]);
export type ServerMessage = z.infer<typeof serverMessage>;

/** Path of the WebSocket endpoint on the host; the page adds `?token=`. */
export const WIRE_PATH = '/ipc';
