/**
 * Lists about people as plain values, without the schemas (people.schema.ts and staff.schema.ts
 * build their enums from them): the site's and the session's schemas name them without building
 * the staff and account schemas, which a command that only reads the site does not need.
 */

/** Roles of decision D2: admin (everything), operator (all but the system areas), viewer (reads). */
export const ROLES = ['admin', 'operator', 'viewer'] as const;

/** The two sets of staff fields a controller may use (staff.schema.ts, `staffModern` and `staffLegacy`). */
export const STAFF_FIELD_SETS = ['modern', 'legacy'] as const;
