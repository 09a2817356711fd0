/** One text per JSON content, whatever the order of object keys (comparisons, read-backs). */
/** JSON with object keys sorted, so equal content gives equal text. */
export function canonicalJson(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (typeof v !== 'object' || v === null) return v;
    return Object.fromEntries(
      Object.entries(v)
        .filter(([, x]) => x !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, x]) => [k, sort(x)]),
    );
  };
  return JSON.stringify(sort(value)) ?? 'null';
}
