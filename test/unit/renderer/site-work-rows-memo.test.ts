import { describe, expect, it } from 'vitest';
import { filterRows, memoWords, rowMemo } from '../../../src/renderer/src/features/site/row-memo';

describe("the work list's row words", () => {
  it('are worked out once per row until the language changes', () => {
    let computed = 0;
    const words = rowMemo((row: { serial: string }) => {
      computed += 1;
      return `${row.serial} words`;
    });
    const a = { serial: 'TKDEMO01' };
    const b = { serial: 'TKDEMO02' };
    expect([words(a, 'en'), words(b, 'en'), words(a, 'en'), words(b, 'en')]).toEqual([
      'TKDEMO01 words',
      'TKDEMO02 words',
      'TKDEMO01 words',
      'TKDEMO02 words',
    ]);
    expect(computed).toBe(2);
    words(a, 'ru');
    expect(computed).toBe(3);
  });

  it('are worked out again for a row read again (a new object), not taken from the old one', () => {
    const words = rowMemo((row: { state: string }) => row.state);
    expect(words({ state: 'answers' }, 'en')).toBe('answers');
    expect(words({ state: 'silent' }, 'en')).toBe('silent');
  });

  it('translate each key and values once per language', () => {
    const asked: string[] = [];
    const said = memoWords((key, named) => {
      asked.push(key);
      return `${key}:${named['login'] ?? ''}`;
    });
    expect(said('session.logged_in', { login: 'admin' }, 'en')).toBe('session.logged_in:admin');
    expect(said('session.logged_in', { login: 'admin' }, 'en')).toBe('session.logged_in:admin');
    expect(said('session.logged_in', { login: 'ivan' }, 'en')).toBe('session.logged_in:ivan');
    expect(said('trust.new', undefined, 'en')).toBe('trust.new:');
    expect(said('trust.new', undefined, 'ru')).toBe('trust.new:');
    expect(asked).toEqual(['session.logged_in', 'session.logged_in', 'trust.new', 'trust.new']);
  });
});

describe('the filter of the work list', () => {
  const rows = [
    { id: 'a', words: 'tkdemo1\n127.0.1.1:9' },
    { id: 'b', words: 'tkdemo2\n127.0.1.2:9' },
    { id: 'c', words: 'tkdemo10\n127.0.1.10:9' },
  ];
  const haystack = (row: { words: string }) => row.words;

  it('keeps the rows holding what was typed, in any case, trimmed', () => {
    expect(filterRows(rows, ' TKDEMO1 ', haystack).map((r) => r.id)).toEqual(['a', 'c']);
    expect(filterRows(rows, '1.2:', haystack).map((r) => r.id)).toEqual(['b']);
    expect(filterRows(rows, 'nothing', haystack)).toEqual([]);
  });

  it('keeps them all when nothing is typed, in a list of its own', () => {
    const all = filterRows(rows, '  ', haystack);
    expect(all).toEqual(rows);
    expect(all).not.toBe(rows);
  });
});
