import { describe, expect, it } from 'vitest';
import { errorLines, searchLines } from '../../../../src/renderer/src/features/logs/error-log';

describe('the error log', () => {
  it('takes the array of strings as it came, and anything else as JSON', () => {
    expect(errorLines(['a', 'b'])).toEqual(['a', 'b']);
    expect(errorLines({ data: ['x', 3] })).toEqual(['x', '3']);
    expect(errorLines(null)).toEqual([]);
  });

  it('is searched case-insensitively, Cyrillic too', () => {
    const lines = ['E101 Reader offline', 'Ошибка ЗАМКА', 'boot'];
    expect(searchLines(lines, ' reader ')).toEqual(['E101 Reader offline']);
    expect(searchLines(lines, 'замка')).toEqual(['Ошибка ЗАМКА']);
    expect(searchLines(lines, '')).toBe(lines);
  });
});
