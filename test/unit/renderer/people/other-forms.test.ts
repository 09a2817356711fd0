import { describe, expect, it } from 'vitest';
import { dateTimeWithOffset } from '../../../../src/shared/api';
import type { JsonRecord } from '../../../../src/renderer/src/features/resources/json-record';
import {
  cardIdentifier,
  identifierBody,
  identifierFormOf,
  holdersIn,
  identifierProblems,
} from '../../../../src/renderer/src/features/people/identifier-form';

import { lastAccessOf } from '../../../../src/renderer/src/features/people/last-access';
import {
  tmpAccessBody,
  tmpAccessFormOf,
  tmpAccessProblems,
} from '../../../../src/renderer/src/features/people/tmp-access-form';
import {
  isoWithOffset,
  tomorrowAtNine,
  visitorBody,
  visitorFormOf,
  visitorProblems,
} from '../../../../src/renderer/src/features/people/visitor-form';

const PERSON = '0b7e9d2a-1c3f-4e5a-8b6c-7d8e9f0a1b2c';
const POINT = '6f1c1c3e-2f0b-4a59-9a52-0c2b0e4c1d11';

describe('the visitor form', () => {
  it('sends planned_at as ISO 8601 with this computer’s offset, the same instant', () => {
    const at = Date.UTC(2026, 10, 26, 6, 30);
    const text = isoWithOffset(at);
    expect(dateTimeWithOffset.safeParse(text).success).toBe(true);
    expect(Date.parse(text)).toBe(at);
  });

  it('offers tomorrow at 09:00 on this computer’s clock', () => {
    const now = new Date(2026, 11, 31, 17, 45).getTime();
    const tomorrow = new Date(tomorrowAtNine(now));
    expect([tomorrow.getFullYear(), tomorrow.getMonth(), tomorrow.getDate()]).toEqual([2027, 0, 1]);
    expect([tomorrow.getHours(), tomorrow.getMinutes()]).toEqual([9, 0]);
  });

  it('reads a record back into the form and flags what is missing', () => {
    const form = visitorFormOf({
      last_name: 'Орлова',
      first_name: 'Мария',
      planned_at: '2026-11-26T09:00:00+03:00',
    });
    expect(form.planned).toBe(Date.UTC(2026, 10, 26, 6));
    expect(visitorProblems(visitorBody(form))).toEqual({});
    expect(visitorProblems(visitorBody({ last_name: '', first_name: 'A', planned: null }))).toEqual(
      { last_name: { rule: 'required' }, planned: { rule: 'required' } },
    );
  });
});

describe('the temporary access form', () => {
  it('reads dd.mm.yyyy (D10) and writes yyyy-mm-dd (spec 2.2)', () => {
    const form = tmpAccessFormOf({
      uuid: 'g1',
      user_uuid: PERSON,
      date: '26.11.2026',
      access_points: [POINT],
    });
    expect(form).toEqual({
      user_uuid: PERSON,
      access_point_uuid: POINT,
      date: { year: 2026, month: 11, day: 26 },
    });
    const body = tmpAccessBody(form);
    expect(body).toEqual({ user_uuid: PERSON, access_point_uuid: POINT, date: '2026-11-26' });
    expect(tmpAccessProblems(body)).toEqual({});
  });

  it('asks for the person, the access point and the day', () => {
    const body = tmpAccessBody({ user_uuid: null, access_point_uuid: null, date: null });
    expect(tmpAccessProblems(body)).toEqual({
      user_uuid: { rule: 'required' },
      access_point_uuid: { rule: 'required' },
      date: { rule: 'required' },
    });
  });
});

describe('the identifier form', () => {
  it('holds a card code with no leading zero', () => {
    const form = identifierFormOf(undefined);
    expect(form).toEqual({ code: '', type: 'card', active: true });
    form.code = '0451';
    expect(identifierProblems(identifierBody(form))).toEqual({ code: { rule: 'cardCode' } });
    form.code = '451';
    expect(identifierProblems(identifierBody(form))).toEqual({});
    expect(cardIdentifier('451')).toEqual({ code: '451', type: 'card', active: true });
  });

  it('finds the people whose cards include the code', () => {
    const people: JsonRecord[] = [
      { uuid: 'a', cards: ['1', '451'] },
      { uuid: 'b', cards: ['4510'] },
      { uuid: 'c' },
    ];
    expect(holdersIn(people, '451').map((p) => p.uuid)).toEqual(['a']);
  });
});

describe('the last access of a person', () => {
  it('says when, where and whether it went through', () => {
    expect(
      lastAccessOf([
        { timestamp: '2026-11-25T05:40:00.000Z', access_point_uuid: POINT, type: 'access_granted' },
      ]),
    ).toEqual({
      at: '2026-11-25T05:40:00.000Z',
      pointUuid: POINT,
      type: 'access_granted',
      granted: true,
    });
    expect(lastAccessOf([{ type: 'access_denied_banned' }])?.granted).toBe(false);
    expect(lastAccessOf([{ type: 'door_held_open' }])?.granted).toBeUndefined();
    expect(lastAccessOf([])).toBeUndefined();
  });
});
