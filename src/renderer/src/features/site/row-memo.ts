/**
 * What a row of the work list says, worked out once per row and language instead of at every
 * cell, sort comparison and filter key: a big site's list asked each of its thousand rows for its
 * words thousands of times a sort. The site's controllers are replaced, never changed in place,
 * when the site is read again (stores/sites.store.ts), so a row object keeps its words until then.
 */
export function rowMemo<R extends object, V>(
  compute: (row: R) => V,
): (row: R, generation: string) => V {
  let generation: string | undefined;
  let memo = new WeakMap<R, V>();
  return (row, now) => {
    if (now !== generation) {
      generation = now;
      memo = new WeakMap();
    }
    let value = memo.get(row);
    if (value === undefined) {
      value = compute(row);
      memo.set(row, value);
    }
    return value;
  };
}

/** The rows whose words hold what was typed (any case); all of them for an empty filter. */
export function filterRows<R>(
  rows: readonly R[],
  typed: string,
  haystack: (row: R) => string,
): R[] {
  const needle = typed.trim().toLowerCase();
  return needle ? rows.filter((row) => haystack(row).includes(needle)) : [...rows];
}

/**
 * A translation looked up once per language and words: each row's cells ask for the same few
 * ("Not trusted yet", "Logged in as …") a thousand times.
 */
export function memoWords(
  translate: (key: string, named: Record<string, string>) => string,
): (key: string, named: Record<string, string> | undefined, generation: string) => string {
  let generation: string | undefined;
  let memo = new Map<string, string>();
  return (key, named = {}, now) => {
    if (now !== generation) {
      generation = now;
      memo = new Map();
    }
    const asked = JSON.stringify([key, named]);
    let words = memo.get(asked);
    if (words === undefined) {
      words = translate(key, named);
      memo.set(asked, words);
    }
    return words;
  };
}
