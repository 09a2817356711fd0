import { describe, expect, it } from 'vitest';
import { answerRows } from '../../../../src/renderer/src/features/resources/answer-rows';
import {
  browserColumns,
  otherFields,
} from '../../../../src/renderer/src/features/resources/browser-columns';

const byName = { key: { param: 'name', field: 'name' } };

describe('a list answer as the browser’s rows', () => {
  it('takes L records with their key and the problems at each', () => {
    const { rows, problems } = answerRows(
      {
        body: {
          data: [
            { name: 'A', items: [] },
            { name: 'B', items: 3 },
          ],
          meta: {},
        },
        problems: [
          { field: 'data[1].items', problem: 'expected array' },
          { field: 'meta.api_version', problem: 'required' },
        ],
      },
      byName,
    );
    expect(rows.map((r) => r.key)).toEqual(['A', 'B']);
    expect(rows[1]?.problems).toEqual([{ field: 'items', problem: 'expected array' }]);
    expect(problems).toEqual([{ field: 'meta.api_version', problem: 'required' }]);
  });

  it('takes a plain array (staff pages) and lines of text (error log)', () => {
    const staff = answerRows(
      {
        body: [{ uuid: 'u1' }, { surname: 'x' }],
        problems: [{ field: '[1].uuid', problem: 'required' }],
      },
      { key: { param: 'uuid', field: 'uuid' } },
      150,
    );
    expect(staff.rows.map((r) => r.key)).toEqual(['u1', '#151']);
    expect(staff.rows[1]?.problems).toEqual([{ field: 'uuid', problem: 'required' }]);
    const lines = answerRows(
      { body: ['boot', 'fault'], problems: [] },
      { key: { param: 'line', field: 'line' } },
    );
    expect(lines.rows.map((r) => r.record)).toEqual([{ line: 'boot' }, { line: 'fault' }]);
  });

  it('shows the usual columns present, and one for the rest', () => {
    const { rows } = answerRows(
      { body: { data: [{ name: 'A', items: [], uuid: 'x' }] }, problems: [] },
      byName,
    );
    expect(browserColumns({ columns: ['name', 'items', 'absent'], ...byName }, rows)).toEqual({
      fields: ['name', 'items'],
      other: true,
    });
    expect(otherFields({ name: 'A', uuid: 'x', n: [1, 2] }, ['name'])).toBe('uuid: x; n: 1, 2');
    const odd = answerRows({ body: { data: [{ name: 'A', title: 't' }] }, problems: [] }, byName);
    expect(browserColumns({ columns: ['label'], ...byName }, odd.rows)).toEqual({
      fields: ['name'],
      other: true,
    });
  });
});
