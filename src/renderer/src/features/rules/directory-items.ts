/** A directory's items (spec 2.2: value and label strings) as the editor's table keeps them. */
export interface DirectoryItem {
  value: string;
  label: string;
}

/** The readable items of a record as read; anything else left out. */
export function itemsOf(value: unknown): DirectoryItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { value: v, label } = item as Record<string, unknown>;
    if (typeof v !== 'string' && typeof v !== 'number') return [];
    return [{ value: String(v), label: typeof label === 'string' ? label : '' }];
  });
}

/** The list with the item at `index` moved one place up (-1) or down (1); unchanged at an end. */
export function moveItem<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
