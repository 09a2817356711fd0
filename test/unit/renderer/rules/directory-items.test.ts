import { describe, expect, it } from 'vitest';
import { itemsOf, moveItem } from '../../../../src/renderer/src/features/rules/directory-items';

describe('directory items', () => {
  it('reads the items of a record, numbers as text, the unreadable left out', () => {
    expect(itemsOf([{ value: 'a', label: 'A' }, { value: 2 }, 'x', { label: 'no value' }])).toEqual(
      [
        { value: 'a', label: 'A' },
        { value: '2', label: '' },
      ],
    );
    expect(itemsOf(undefined)).toEqual([]);
  });

  it('moves a row up or down, and leaves the ends as they are', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
