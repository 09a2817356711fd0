/**
 * How far a clock set from this computer may read back from it (set-time.ts). A file of its own:
 * `turnkey time --help` says it without loading what sets a clock (docs/decisions.md, "The CLI is
 * bundled").
 */

/** A clock set from this computer must read back within this many seconds of it. */
export const MAX_DRIFT_SECONDS = 2;
