/**
 * An error as it crosses any boundary (the bridge, the browser host, the CLI's JSON output):
 * plain data `{ code, message: { en, ru }, details? }`, never an Error object (architecture,
 * conventions 4). `AppFailure` is how a service throws one.
 */
import { z } from 'zod';
import { localizedText } from '../words/localized-text';

/** The data of any described error. `details` holds plain JSON-like values only. */
export const errorData = z.object({
  code: z.string().min(1),
  message: localizedText,
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorData = z.infer<typeof errorData>;

/**
 * What a service or handler throws to fail with a described error. Anything with a `toData()`
 * method that returns ErrorData-shaped data (core's ClientError) is understood the same way
 * (shared/ipc/ipc-error.ts `toIpcError`).
 */
export class AppFailure extends Error {
  constructor(readonly data: ErrorData) {
    super(data.message.en);
    this.name = 'AppFailure';
  }
}
