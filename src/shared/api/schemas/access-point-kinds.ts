/**
 * The kinds and states of access points as plain lists, without the schemas (access.schema.ts
 * builds its enums from them): a command's help names them without loading zod.
 */

/** The six creation kinds of spec 4.2, each with its own POST and PUT path. */
export const ACCESS_POINT_KINDS = [
  'barrier',
  'double',
  'mantrap',
  'single',
  'turnstile',
  'turnstile_with_card_box',
] as const;
export type AccessPointKind = (typeof ACCESS_POINT_KINDS)[number];

/** Access point states of decision D8. */
export const ACCESS_POINT_STATES = ['normal', 'open', 'closed', 'emergency'] as const;
