/**
 * The journal's rows in words: an action by its title (never its code), each changed field by
 * its title with its value said as the report says it.
 */
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../../src/shared/ipc/journal.schema';
import {
  changedValues,
  entryWords,
} from '../../../../src/renderer/src/features/journal/journal-values';

const entry = (over: Partial<JournalEntry>): JournalEntry => ({
  id: 'e1',
  at: '2026-11-29T07:11:00.000Z',
  actor: { shell: 'browser', user: 'root' },
  action: 'password.changed',
  outcome: 'succeeded',
  ...over,
});

describe('journal values', () => {
  it('names an action without words of its own by its title', () => {
    expect(entryWords(entry({}), { lang: 'ru' })).toBe('Пароль изменён');
    expect(entryWords(entry({ action: 'job.started' }), { lang: 'en' })).toBe('Job started');
    expect(entryWords(entry({ summary: { en: 'Done (D12)', ru: 'Готово' } }), { lang: 'en' })).toBe(
      'Done',
    );
  });

  it('says only the fields that changed, by title, in words', () => {
    const rows = changedValues(
      entry({
        before: { factoryPassword: true, ntp: true, timezone: 'Europe/Moscow' },
        after: { factoryPassword: false, ntp: false, timezone: 'Europe/Moscow' },
      }),
      { lang: 'ru' },
    );
    expect(rows.map((r) => `${r.title}: ${r.before} → ${r.after}`)).toEqual([
      'Заводской пароль: действует → не действует',
      'NTP: вкл. → выкл.',
    ]);
  });

  it('shows a fingerprint short and a job’s counts by their words', () => {
    const [print] = changedValues(
      entry({ after: { fingerprint256: Array.from({ length: 32 }, () => 'AB').join(':') } }),
      { lang: 'en' },
    );
    expect(print?.title).toBe('Certificate fingerprint');
    expect(print?.after).toBe('AB:AB:AB:AB…AB:AB:AB:AB');
    const counts = changedValues(entry({ after: { succeeded: 2, stop: 'now' } }), { lang: 'ru' });
    expect(counts.map((r) => `${r.title}: ${r.after}`)).toEqual([
      'Выполнено: 2',
      'Остановка: сразу',
    ]);
  });

  it('has nothing to show for a failed change', () => {
    expect(changedValues(entry({ before: { ntp: true } }), { lang: 'en' })).toEqual([]);
  });
});

describe('journal values of a record', () => {
  it('spreads an access point’s extra parameters, names it by its name, and says its kind', () => {
    const point = (passTime: number) => ({
      uuid: '2317f72c-6f82-4a4e-a046-0a3f0e52cc5e',
      name: 'Yard turnstile',
      kind: 'turnstile',
      ext_parameters: { pass_time: passTime, anti_passback: false },
    });
    const ctx = { lang: 'ru', codes: { pointKind: () => 'Турникет' } } as const;
    const rows = changedValues(
      entry({ action: 'accessPoint.updated', before: point(8), after: point(9) }),
      ctx,
    );
    expect(rows.map((r) => `${r.title}: ${r.before} → ${r.after}`)).toEqual([
      'Время на проход: 8 с → 9 с',
    ]);
    const created = changedValues(entry({ action: 'accessPoint.created', after: point(8) }), ctx);
    expect(created.map((r) => r.field)).toEqual(['name', 'kind', 'pass_time', 'anti_passback']);
    expect(created[1]?.after).toBe('Турникет');
  });

  it('leaves out a job’s kind, which its summary names', () => {
    const rows = changedValues(
      entry({ action: 'job.started', after: { kind: 'access-point', controllers: 1 } }),
      { lang: 'en' },
    );
    expect(rows.map((r) => r.field)).toEqual(['controllers']);
  });
});
