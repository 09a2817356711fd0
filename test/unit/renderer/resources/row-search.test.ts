import { describe, expect, it } from 'vitest';
import {
  cellText,
  filterRows,
  mergeRows,
  sortRows,
  type BrowserRow,
} from '../../../../src/renderer/src/features/resources/row-search';

const row = (key: string, record: BrowserRow['record']): BrowserRow => ({
  key,
  record,
  problems: [],
});

describe('the browser’s search', () => {
  const rows = [
    row('1', { surname: 'Иванов', name: 'Пётр', cards: ['100', '200'] }),
    row('2', { surname: 'Smith', name: 'John', banned: true }),
    row('3', { surname: 'Петров', name: 'Иван', comment: null }),
  ];

  it('shows cells as one line: dash for empty, lists joined', () => {
    expect(cellText(undefined)).toBe('—');
    expect(cellText(null)).toBe('—');
    expect(cellText('')).toBe('—');
    expect(cellText(['100', '200'])).toBe('100, 200');
    expect(cellText([])).toBe('—');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
    expect(cellText(false)).toBe('false');
  });

  it('narrows case-insensitively over every shown value, Cyrillic too', () => {
    expect(filterRows(rows, 'иван').map((r) => r.key)).toEqual(['1', '3']);
    expect(filterRows(rows, 'SMI').map((r) => r.key)).toEqual(['2']);
    expect(filterRows(rows, '200').map((r) => r.key)).toEqual(['1']);
    expect(filterRows(rows, '  ')).toBe(rows);
  });

  it('adds the controller’s answers it does not have yet, by key', () => {
    const known = new Set(rows.map((r) => r.key));
    const merged = mergeRows(
      rows,
      [row('2', { surname: 'other' }), row('4', { surname: 'New' })],
      known,
    );
    expect(merged.map((r) => r.key)).toEqual(['1', '2', '3', '4']);
    expect(merged[1]?.record.surname).toBe('Smith');
    expect(mergeRows(merged, [row('4', {})], known)).toBe(merged);
  });

  it('sorts numbers as numbers, text by the locale, empty cells last', () => {
    const numbers = [row('a', { n: 10 }), row('b', { n: 9 }), row('c', {}), row('d', { n: 100 })];
    expect(sortRows(numbers, 'n', 'ascend').map((r) => r.key)).toEqual(['b', 'a', 'd', 'c']);
    expect(sortRows(numbers, 'n', 'descend').map((r) => r.key)).toEqual(['d', 'a', 'b', 'c']);
    expect(sortRows(rows, 'surname', 'ascend').map((r) => r.key)).toEqual(['2', '1', '3']);
  });

  it('reads each record once, on the first search, so a keystroke is one pass over the texts', () => {
    // Counts the work instead of timing it (its speed is the benchmarks' to measure): every
    // read of a record's values goes through this proxy.
    let reads = 0;
    const counted = (record: BrowserRow['record']): BrowserRow['record'] =>
      new Proxy(record, {
        ownKeys(target) {
          reads += 1;
          return Reflect.ownKeys(target);
        },
      });
    const many = Array.from({ length: 10_000 }, (_, i) =>
      row(String(i), counted({ surname: `Фамилия${i}`, name: `Name${i}`, dolzhnost: 'Инженер' })),
    );
    const found = filterRows(many, 'фамилия99');
    // 99, 990..999 and 9900..9999
    expect(found.map((r) => r.key)).toEqual([
      '99',
      ...Array.from({ length: 10 }, (_, i) => String(990 + i)),
      ...Array.from({ length: 100 }, (_, i) => String(9900 + i)),
    ]);
    expect(reads).toBe(10_000);
    expect(filterRows(many, 'NAME123').map((r) => r.key)).toEqual([
      '123',
      ...Array.from({ length: 10 }, (_, i) => String(1230 + i)),
    ]);
    expect(filterRows(many, 'инженер')).toHaveLength(10_000);
    expect(reads).toBe(10_000);
  });
});
