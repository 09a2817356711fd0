/**
 * The arithmetic of a virtual list whose rows all have one height (AppVirtualTable.vue): which
 * rows a scroll position shows, with a few more either side so a fast wheel does not show a gap
 * before the next frame, and where the list must scroll so that a row is in view. Pure, so it is
 * tested without a browser.
 */

export interface WindowInput {
  /** How far the rows' box is scrolled, in px (rows only, below any sticky header). */
  scrollTop: number;
  /** The height the rows have in view, in px. */
  viewportHeight: number;
  rowHeight: number;
  count: number;
  /** Rows drawn beyond each edge of the view. */
  overscan: number;
}

export interface RowWindow {
  /** The first row drawn (an index into the rows). */
  start: number;
  /** One past the last row drawn. */
  end: number;
  /** Where the first row drawn starts, in px from the top of the rows. */
  offset: number;
  /** The height of every row together, in px: what the box scrolls over. */
  totalHeight: number;
}

/** The rows to draw for a scroll position; none for an empty list or a box not laid out yet. */
export function rowWindow(input: WindowInput): RowWindow {
  const { rowHeight, count } = input;
  const overscan = Math.max(0, Math.floor(input.overscan));
  const totalHeight = Math.max(0, count) * rowHeight;
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0, offset: 0, totalHeight };
  const top = Math.min(Math.max(0, input.scrollTop), Math.max(0, totalHeight - rowHeight));
  const first = Math.floor(top / rowHeight);
  const inView = Math.ceil(Math.max(0, input.viewportHeight) / rowHeight) + 1;
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, first + inView + overscan);
  return { start, end, offset: start * rowHeight, totalHeight };
}

/**
 * The scroll position that brings a row fully into view while moving as little as possible: the
 * same position when it is already in view, else the row at the top or the bottom edge.
 */
export function scrollToShow(
  index: number,
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
): number {
  const top = index * rowHeight;
  const bottom = top + rowHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewportHeight) return Math.max(0, bottom - viewportHeight);
  return scrollTop;
}

/** The next sort of a column clicked: ascending, then descending, then none (as NDataTable did). */
export type SortOrder = 'ascend' | 'descend';
export interface SortState {
  key: string;
  order: SortOrder;
}

export function nextSort(current: SortState | null, key: string): SortState | null {
  if (!current || current.key !== key) return { key, order: 'ascend' };
  return current.order === 'ascend' ? { key, order: 'descend' } : null;
}

/** The rows in a column's order; a copy, the rows given left as they were. Stable for ties. */
export function sortRows<R>(
  rows: readonly R[],
  compare: ((a: R, b: R) => number) | undefined,
  order: SortOrder | undefined,
): R[] {
  if (!compare || !order) return [...rows];
  const sign = order === 'ascend' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b));
}

/**
 * What the select-all box of the rows shown says, and the selection a click on it makes: all of
 * them added when any is not selected yet, else all of them taken out. Keys selected but not
 * shown (filtered away) stay as they were.
 */
export function selectAllState(
  shownKeys: readonly string[],
  selected: ReadonlySet<string>,
): { checked: boolean; indeterminate: boolean } {
  let count = 0;
  for (const key of shownKeys) if (selected.has(key)) count += 1;
  const checked = shownKeys.length > 0 && count === shownKeys.length;
  return { checked, indeterminate: count > 0 && !checked };
}

export function toggleAll(shownKeys: readonly string[], selected: readonly string[]): string[] {
  const chosen = new Set(selected);
  if (selectAllState(shownKeys, chosen).checked) {
    const shown = new Set(shownKeys);
    return selected.filter((key) => !shown.has(key));
  }
  for (const key of shownKeys) chosen.add(key);
  return [...chosen];
}

/** The selection with one key added or taken out. */
export function toggleOne(key: string, selected: readonly string[]): string[] {
  return selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key];
}
