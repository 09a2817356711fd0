import { describe, expect, it } from 'vitest';
import {
  recordDiff,
  shownValue,
} from '../../../../src/renderer/src/features/resources/record-diff';

describe('the plan of a record change (now -> after)', () => {
  it('lists only the fields that change, unsent fields left as they are', () => {
    const before = { name: 'Doors', items: [{ value: '1', label: 'A' }], uuid: 'x' };
    const after = { name: 'Doors', items: [{ value: '1', label: 'B' }] };
    expect(recordDiff(before, after)).toEqual([
      { field: 'items', now: '[{"value":"1","label":"A"}]', after: '[{"value":"1","label":"B"}]' },
    ]);
  });

  it('shows a new record field by field, and a delete as every field going', () => {
    expect(recordDiff(undefined, { name: 'New', items: ['a'] })).toEqual([
      { field: 'name', now: '—', after: 'New' },
      { field: 'items', now: '—', after: '["a"]' },
    ]);
    expect(recordDiff({ name: 'Old' }, undefined)).toEqual([
      { field: 'name', now: 'Old', after: '—' },
    ]);
  });

  it('sees no change between nothing and an empty list (no cards, then no cards)', () => {
    expect(recordDiff({ surname: 'Long' }, { surname: 'Longer', cards: [] })).toEqual([
      { field: 'surname', now: 'Long', after: 'Longer' },
    ]);
    expect(recordDiff({ cards: ['1'] }, { cards: [] })).toEqual([
      { field: 'cards', now: '["1"]', after: '—' },
    ]);
  });

  it('never shows a secret’s value', () => {
    expect(recordDiff({ login: 'a' }, { login: 'a', password: 'hunter2' }, ['password'])).toEqual([
      { field: 'password', now: '—', after: '••••••' },
    ]);
    expect(shownValue(null)).toBe('—');
  });
});
