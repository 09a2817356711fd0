/**
 * Orders ISO 8601 times (`toISOString()`, as every file of the app writes them) newest first.
 * Such times sort as plain text, character by character; `localeCompare` would give the same
 * order but sets up ICU's collator at its first call, about 12 ms of a command's start.
 */
export function newestFirst(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}
