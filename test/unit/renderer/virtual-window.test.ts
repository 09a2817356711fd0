import { describe, expect, it } from 'vitest';
import {
  nextSort,
  rowWindow,
  scrollToShow,
  selectAllState,
  sortRows,
  toggleAll,
  toggleOne,
} from '../../../src/renderer/src/components/virtual-window';

const base = { rowHeight: 40, viewportHeight: 400, count: 1000, overscan: 3 };

describe('rowWindow', () => {
  it('draws the rows in view and the overscan below them at the top', () => {
    expect(rowWindow({ ...base, scrollTop: 0 })).toEqual({
      start: 0,
      end: 14, // 10 in view, 1 cut at the bottom edge, 3 more
      offset: 0,
      totalHeight: 40_000,
    });
  });

  it('draws the overscan on both sides in the middle, placed at the first row drawn', () => {
    const w = rowWindow({ ...base, scrollTop: 4010 });
    expect(w.start).toBe(100 - 3);
    expect(w.end).toBe(100 + 11 + 3);
    expect(w.offset).toBe(97 * 40);
  });

  it('never goes past the last row, however far the box scrolls', () => {
    const w = rowWindow({ ...base, scrollTop: 1e9 });
    expect(w.end).toBe(1000);
    expect(w.start).toBe(999 - 3);
    expect(w.offset).toBe(996 * 40);
  });

  it('treats a negative scroll (an elastic overscroll) as the top', () => {
    expect(rowWindow({ ...base, scrollTop: -120 }).start).toBe(0);
  });

  it('draws a short list whole', () => {
    expect(rowWindow({ ...base, count: 5, scrollTop: 0 })).toEqual({
      start: 0,
      end: 5,
      offset: 0,
      totalHeight: 200,
    });
  });

  it('draws nothing for no rows, and only the overscan before the box has a height', () => {
    expect(rowWindow({ ...base, count: 0, scrollTop: 0 })).toEqual({
      start: 0,
      end: 0,
      offset: 0,
      totalHeight: 0,
    });
    expect(rowWindow({ ...base, viewportHeight: 0, scrollTop: 0 }).end).toBe(4);
  });
});

describe('scrollToShow', () => {
  it('leaves a row already in view where it is', () => {
    expect(scrollToShow(12, 400, 400, 40)).toBe(400);
  });

  it('scrolls up to a row above the view, and down to one below it', () => {
    expect(scrollToShow(5, 400, 400, 40)).toBe(200);
    expect(scrollToShow(25, 400, 400, 40)).toBe(26 * 40 - 400);
  });
});

describe('nextSort', () => {
  it('goes ascending, descending, then back to none on the same column', () => {
    const a = nextSort(null, 'serial');
    expect(a).toEqual({ key: 'serial', order: 'ascend' });
    const d = nextSort(a, 'serial');
    expect(d).toEqual({ key: 'serial', order: 'descend' });
    expect(nextSort(d, 'serial')).toBeNull();
  });

  it('starts ascending on another column', () => {
    expect(nextSort({ key: 'serial', order: 'descend' }, 'model')).toEqual({
      key: 'model',
      order: 'ascend',
    });
  });
});

describe('sortRows', () => {
  const rows = [
    { k: 'b', n: 1 },
    { k: 'a', n: 2 },
    { k: 'b', n: 3 },
  ];
  const byK = (x: { k: string }, y: { k: string }) => x.k.localeCompare(y.k);

  it('sorts a copy either way, ties in the order given', () => {
    expect(sortRows(rows, byK, 'ascend').map((r) => r.n)).toEqual([2, 1, 3]);
    expect(sortRows(rows, byK, 'descend').map((r) => r.n)).toEqual([1, 3, 2]);
    expect(rows.map((r) => r.n)).toEqual([1, 2, 3]);
  });

  it('keeps the order given without a sort', () => {
    const same = sortRows(rows, byK, undefined);
    expect(same).toEqual(rows);
    expect(same).not.toBe(rows);
  });
});

describe('selection', () => {
  it('says all, some or none of the rows shown are selected', () => {
    expect(selectAllState(['a', 'b'], new Set(['a', 'b', 'z']))).toEqual({
      checked: true,
      indeterminate: false,
    });
    expect(selectAllState(['a', 'b'], new Set(['b']))).toEqual({
      checked: false,
      indeterminate: true,
    });
    expect(selectAllState(['a', 'b'], new Set(['z']))).toEqual({
      checked: false,
      indeterminate: false,
    });
    expect(selectAllState([], new Set(['z'])).checked).toBe(false);
  });

  it('selects every row shown, keeping those filtered away', () => {
    expect(toggleAll(['a', 'b'], ['z', 'b'])).toEqual(['z', 'b', 'a']);
  });

  it('unselects the rows shown when all were, keeping those filtered away', () => {
    expect(toggleAll(['a', 'b'], ['b', 'z', 'a'])).toEqual(['z']);
  });

  it('toggles one row', () => {
    expect(toggleOne('a', ['b'])).toEqual(['b', 'a']);
    expect(toggleOne('b', ['b', 'a'])).toEqual(['a']);
  });
});
