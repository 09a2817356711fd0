import { describe, expect, it } from 'vitest';
import {
  exportCells,
  exportColumns,
  isoDay,
  periodOf,
  periodValue,
} from '../../../../src/renderer/src/features/system-data/tt-period';

describe('time-tracking period', () => {
  it('reads either date form as yyyy-mm-dd', () => {
    expect(isoDay('2025-06-02')).toBe('2025-06-02');
    expect(isoDay('02.06.2025')).toBe('2025-06-02');
    expect(isoDay('31.02.2025')).toBeNull();
    expect(isoDay(5)).toBeNull();
  });

  it('sends a day not changed as the controller gave it', () => {
    expect(periodValue('2025-06-02', '02.06.2025')).toBe('02.06.2025');
    expect(periodValue('2025-06-03', '02.06.2025')).toBe('2025-06-03');
    expect(periodValue('2025-06-03', undefined)).toBe('2025-06-03');
  });

  it('takes the period of a record as read', () => {
    expect(periodOf({ from: 'a', to: 'b' })).toEqual({ from: 'a', to: 'b' });
    expect(periodOf(null)).toEqual({ from: undefined, to: undefined });
  });

  it('orders the export columns and makes CSV cells', () => {
    const rows = [
      { user_uuid: 'u', date: '02.06.2025', first_in: 'x', extra: { a: 1 } },
      { surname: 'Ivanov', date: '03.06.2025', last_out: null },
    ];
    const columns = exportColumns(rows, ['surname', 'date', 'first_in', 'last_out']);
    expect(columns).toEqual(['surname', 'date', 'first_in', 'last_out', 'user_uuid', 'extra']);
    expect(exportCells(rows, columns)).toEqual([
      ['', '02.06.2025', 'x', '', 'u', '{"a":1}'],
      ['Ivanov', '03.06.2025', '', '', '', ''],
    ]);
  });
});
