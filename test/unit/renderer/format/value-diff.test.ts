/**
 * A plan's change of a record: the fields that change (now -> after) by their titles, the rest
 * kept apart to be folded; a value that is not a record is not split.
 */
import { describe, expect, it } from 'vitest';
import { changeLine, valueDiff } from '../../../../src/renderer/src/format/value-diff';

const ru = { lang: 'ru' } as const;

describe('value diff', () => {
  it('splits two records into the fields that change and those kept', () => {
    const diff = valueDiff(
      { pass_time: 5, unlock_time: 3, anti_passback: true, name: 'Gate' },
      { pass_time: 6, unlock_time: 3, anti_passback: true, name: 'Gate' },
      ru,
    );
    expect(diff?.changed).toEqual([
      { key: 'pass_time', title: 'Время на проход', now: '5 с', after: '6 с' },
    ]);
    expect(diff?.kept.map((k) => k.key)).toEqual(['unlock_time', 'anti_passback', 'name']);
    expect(diff?.kept[1]?.value).toBe('вкл.');
  });

  it('splits the words the core made of a record (`name=value` parts)', () => {
    const diff = valueDiff(
      'шлагбаум, pass_time=8, anti_passback=false',
      'шлагбаум, pass_time=9, anti_passback=false',
      ru,
    );
    expect(diff?.changed.map((c) => changeLine(c.title, `${c.now} → ${c.after}`))).toEqual([
      'Время на проход: 8 с → 9 с',
    ]);
    expect(diff?.kept.map((k) => changeLine(k.title, k.value))).toEqual([
      'шлагбаум',
      'Антипассбэк: выкл.',
    ]);
  });

  it('has every field changed for a record not there yet, and a field gone said as a dash', () => {
    const created = valueDiff(null, 'шлагбаум, pass_time=8', ru);
    expect(created?.kept).toEqual([]);
    expect(created?.changed.map((c) => c.now)).toEqual(['—', '—']);
    const gone = valueDiff({ a: 1, b: 2 }, { a: 1 }, ru);
    expect(gone?.changed).toEqual([{ key: 'b', title: 'B', now: '2', after: '—' }]);
  });

  it('leaves a value that is not a record whole', () => {
    expect(valueDiff('Europe/Moscow', 'Asia/Omsk', ru)).toBeUndefined();
    expect(valueDiff('пн,вт 08:00-18:00', 'пн 09:00-17:00', ru)).toBeUndefined();
    expect(valueDiff('Europe/Moscow', { a: 1 }, ru)).toBeUndefined();
    expect(valueDiff(5, 6, ru)).toBeUndefined();
  });
});
