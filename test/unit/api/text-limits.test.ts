/**
 * The app's text limits (docs/decisions.md, "Text limits"): one table the request schemas take
 * their maximum from, refusals that name the field and the limit in both languages, and reads
 * and the simulator that take longer text a controller may already hold.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  TEXT_LIMITS,
  accessPoint,
  authUser,
  endpointById,
  directory,
  pin,
  recordOf,
  staffModern,
  staffRecord,
  textLimitProblems,
  textLimitWords,
  tooLongWords,
  withoutTextLimits,
} from '../../../src/shared/api';

const long = 'x'.repeat(10_000);
const UUID = '0b6f1b2e-4a1d-4c1e-8f00-1234567890ab';

describe('TEXT_LIMITS', () => {
  it('gives every field a positive limit and a title in both languages', () => {
    for (const [field, entry] of Object.entries(TEXT_LIMITS)) {
      expect(entry.max, field).toBeGreaterThan(0);
      expect(entry.title.en.length, field).toBeGreaterThan(0);
      expect(entry.title.ru.length, field).toBeGreaterThan(0);
    }
  });

  it('is what the request schemas refuse past', () => {
    const point = { type: 'entrance', controller_uuid: UUID };
    expect(
      accessPoint.safeParse({ ...point, name: 'n'.repeat(TEXT_LIMITS.name.max) }).success,
    ).toBe(true);
    expect(
      accessPoint.safeParse({ ...point, name: 'n'.repeat(TEXT_LIMITS.name.max + 1) }).success,
    ).toBe(false);
    const person = { name: 'Ivan', dolzhnost: '', uuid: UUID };
    expect(staffModern.safeParse({ ...person, surname: long }).success).toBe(false);
    expect(
      staffModern.safeParse({ ...person, surname: 's'.repeat(TEXT_LIMITS.surname.max) }).success,
    ).toBe(true);
  });

  it('says a refusal with the field, the limit and the length given, in both languages', () => {
    const parsed = accessPoint.safeParse({ name: long, type: 'entrance', controller_uuid: UUID });
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues[0];
    expect(textLimitWords('name', issue?.message)).toEqual({
      en: 'Name: at most 120 characters (10,000 given)',
      ru: 'Имя: не более 120 символов (дано 10\u00a0000)',
    });
    expect(textLimitWords('surname', 'must be an integer')).toBeUndefined();
    expect(tooLongWords({ en: 'Comment', ru: 'Комментарий' }, 500, 501).ru).toBe(
      'Комментарий: не более 500 символов (дано 501)',
    );
  });

  it('finds every over-long field of a record, nested ones by their path', () => {
    const problems = textLimitProblems(directory, {
      name: 'Floors',
      items: [{ value: '1', label: long }],
    });
    expect(problems).toEqual([
      expect.objectContaining({ path: 'items.0.label', max: 120, given: 10_000 }),
    ]);
    expect(problems[0]?.words.en).toBe('Label: at most 120 characters (10,000 given)');
    // A wrong type is the write's own check, not a length problem.
    expect(textLimitProblems(directory, { name: 5, items: [] })).toEqual([]);
  });

  it('is taken off for reads and the simulator, keeping the spec’s own pin limit', () => {
    expect(recordOf(accessPoint).safeParse({ name: long }).success).toBe(true);
    expect(
      staffRecord.safeParse({ surname: long, name: long, dolzhnost: '', uuid: UUID }).success,
    ).toBe(true);
    const relaxed = withoutTextLimits(staffModern);
    expect(relaxed.safeParse({ surname: long, name: 'I', dolzhnost: '', uuid: UUID }).success).toBe(
      true,
    );
    expect(
      relaxed.safeParse({ surname: 'S', name: 'I', dolzhnost: '', uuid: UUID, pin: '123456789' })
        .success,
    ).toBe(false);
    expect(withoutTextLimits(pin)).toBe(pin);
    expect(
      withoutTextLimits(authUser).safeParse({ login: long, password: 'p', role: 'admin' }).success,
    ).toBe(true);
  });

  it('shows in the contract’s JSON schema, so generated forms know the limit', () => {
    const create = endpointById('accessPoints.create.single');
    const json = JSON.stringify(z.toJSONSchema(create.body));
    expect(json).toContain('"maxLength":120');
  });
});
