/**
 * The generic answer shapes of spec 4 (L, C, K, D, S) and the error body E (spec 7, D1-D6).
 * Answers are read loosely: a controller may add fields; it may not drop or retype ours.
 */
import { z } from 'zod';

/** L: a list with the section's description version and the request path (spec 9). */
export function listOf<T extends z.ZodType>(item: T) {
  return z.looseObject({
    data: z.array(item),
    meta: z.looseObject({ api_version: z.string(), path: z.string() }),
  });
}

/** C: a count. */
export const countResponse = z.looseObject({ count: z.number().int().min(0) });

/** K: the key of the record written. */
export const keyResponse = z.looseObject({
  status: z.literal('success'),
  data: z.looseObject({ uuid: z.string() }),
});

/** D: a deletion acknowledged. */
export const deletedResponse = z.looseObject({
  status: z.literal('success'),
  deleted: z.literal(true),
});

/** S: a status string and whether the thing is active (VPN, share VPN, controller search). */
export const statusResponse = z.looseObject({ status: z.string(), active: z.boolean() });

/** E: every failure (spec 7); `data` may carry { field, rule } on validation failures (D5). */
export const errorBody = z.looseObject({
  success: z.literal(false),
  message: z.string().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
