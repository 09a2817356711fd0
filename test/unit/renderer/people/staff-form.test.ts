import { describe, expect, it } from 'vitest';
import { staffAccessProfile } from '../../../../src/shared/api';
import {
  periodReversed,
  periodsOfRecord,
  periodsToWire,
} from '../../../../src/renderer/src/features/people/access-periods';
import {
  addedCards,
  legacyBody,
  legacyFormOf,
  legacyProblems,
  modernBody,
  modernFormOf,
  modernProblems,
  personName,
  type JsonRecord,
} from '../../../../src/renderer/src/features/people/staff-form';

const PROFILE = '6f1c1c3e-2f0b-4a59-9a52-0c2b0e4c1d11';
const UUID = '0b7e9d2a-1c3f-4e5a-8b6c-7d8e9f0a1b2c';
const ZONE = 'Europe/Moscow';

const record: JsonRecord = {
  uuid: UUID,
  surname: 'Кузнецов',
  name: 'Иван',
  second_name: 'Петрович',
  dolzhnost: 'Инженер',
  tab_nomer: 1017,
  'E-mail': 'employee1017@example.com',
  pin: '4821',
  cards: ['3015550001'],
  access_point: 'ap-personal',
  access_profiles: [
    {
      uuid: PROFILE,
      from: Date.UTC(2026, 0, 14, 21) / 1000,
      to: Date.UTC(2026, 11, 31, 20, 59, 59) / 1000,
    },
  ],
  biometry: { card_code: '77001', models: ['FR-2'] },
  banned: true,
};

const fresh = () => 'a3d1c9e0-5b7f-4c2d-9e8a-1f2b3c4d5e6f';

describe('the modern staff form', () => {
  it('shows the record’s fields and its periods as days of the controller', () => {
    const form = modernFormOf(record, ZONE, fresh);
    expect(form).toMatchObject({
      uuid: UUID,
      surname: 'Кузнецов',
      tab_nomer: '1017',
      email: 'employee1017@example.com',
      biometryCard: '77001',
    });
    expect(form.profiles).toEqual([
      {
        uuid: PROFILE,
        from: { year: 2026, month: 1, day: 15 },
        to: { year: 2026, month: 12, day: 31 },
      },
    ]);
  });

  it('sends the whole record in the modern set, keeping what it does not show, never banned', () => {
    const form = modernFormOf(record, ZONE, fresh);
    form.dolzhnost = 'Ведущий инженер';
    form.second_name = '';
    const body = modernBody(form, record, ZONE);
    expect(body).toEqual({
      surname: 'Кузнецов',
      name: 'Иван',
      dolzhnost: 'Ведущий инженер',
      uuid: UUID,
      tab_nomer: 1017,
      'E-mail': 'employee1017@example.com',
      pin: '4821',
      cards: ['3015550001'],
      access_point: 'ap-personal',
      access_profiles: record.access_profiles,
      biometry: { card_code: '77001', models: ['FR-2'] },
    });
    expect(modernProblems(body, form)).toEqual({});
  });

  it('gives a new person a uuid made in the page and open periods as 0', () => {
    const form = modernFormOf(undefined, ZONE, fresh);
    expect(form.uuid).toBe(fresh());
    form.surname = 'Smith';
    form.name = 'Anna';
    form.profiles = [{ uuid: PROFILE, from: null, to: null }];
    const body = modernBody(form, undefined, ZONE);
    expect(body.access_profiles).toEqual([{ uuid: PROFILE, from: 0, to: 0 }]);
    expect(body.cards).toEqual([]);
    expect(modernProblems(body, form)).toEqual({});
  });

  it('says which field breaks which rule of spec 2.1 and 8', () => {
    const form = modernFormOf(record, ZONE, fresh);
    Object.assign(form, {
      surname: ' ',
      car_number: 'A1',
      pin: '123456789',
      tab_nomer: '12a',
      cards: ['3015550001', '0123'],
      biometryCard: '0777',
    });
    form.profiles.push({ uuid: null, from: null, to: null });
    const problems = modernProblems(modernBody(form, record, ZONE), form);
    expect(problems).toEqual({
      surname: { rule: 'required' },
      car_number: { rule: 'carNumber' },
      pin: { rule: 'pin' },
      tab_nomer: { rule: 'integer' },
      cards: { rule: 'cardCode', row: 1, value: '0123' },
      biometryCard: { rule: 'cardCode' },
      profiles: { rule: 'profile', row: 1 },
    });
  });

  it('takes Cyrillic plate letters, refuses other Cyrillic ones, a card twice and a reversed period', () => {
    const form = modernFormOf(record, ZONE, fresh);
    form.car_number = 'А123ВС77';
    expect(modernProblems(modernBody(form, record, ZONE), form)).toEqual({});
    form.car_number = 'Д123ВС77';
    form.cards = ['5', '5'];
    form.profiles = [
      {
        uuid: PROFILE,
        from: { year: 2026, month: 5, day: 2 },
        to: { year: 2026, month: 5, day: 1 },
      },
    ];
    expect(modernProblems(modernBody(form, record, ZONE), form)).toEqual({
      car_number: { rule: 'carNumber' },
      cards: { rule: 'cardTwice', value: '5' },
      profiles: { rule: 'period', row: 0 },
    });
  });
});

describe('a text past its limit in the staff form', () => {
  it('is refused at its field with the limit and the length given, never cut', () => {
    const form = { ...modernFormOf(record, ZONE, fresh), surname: 'S'.repeat(10_000) };
    const body = modernBody(form, record, ZONE);
    expect(body.surname).toHaveLength(10_000);
    expect(modernProblems(body, form).surname).toEqual({
      rule: 'tooLong',
      words: {
        en: 'Surname: at most 120 characters (10,000 given)',
        ru: 'Фамилия: не более 120 символов (дано 10\u00a0000)',
      },
    });
  });

  it('covers the comment and the e-mail too', () => {
    const form = { ...modernFormOf(record, ZONE, fresh), comment: 'c'.repeat(501) };
    expect(modernProblems(modernBody(form, record, ZONE), form).comment?.words?.en).toBe(
      'Comment: at most 500 characters (501 given)',
    );
  });

  it('is refused in the legacy set as well', () => {
    const form = { ...legacyFormOf(record), last_name: 'L'.repeat(121) };
    expect(legacyProblems(legacyBody(form, record)).last_name?.rule).toBe('tooLong');
  });
});

describe('access profile periods', () => {
  it('sends whole days as Unix seconds, the last second of the last day included', () => {
    const wire = periodsToWire(
      [
        {
          uuid: PROFILE,
          from: { year: 2026, month: 3, day: 1 },
          to: { year: 2026, month: 3, day: 31 },
        },
      ],
      ZONE,
    );
    expect(wire).toEqual([
      {
        uuid: PROFILE,
        from: Date.UTC(2026, 1, 28, 21) / 1000,
        to: Date.UTC(2026, 2, 31, 20, 59, 59) / 1000,
      },
    ]);
    expect(staffAccessProfile.safeParse(wire[0]).success).toBe(true);
    expect(periodsOfRecord(wire as unknown as JsonRecord[], ZONE)).toEqual([
      {
        uuid: PROFILE,
        from: { year: 2026, month: 3, day: 1 },
        to: { year: 2026, month: 3, day: 31 },
      },
    ]);
  });

  it('reads 0 as an open end and skips entries that are not objects', () => {
    expect(periodsOfRecord([{ uuid: PROFILE, from: 0, to: 0 }, 'x'], ZONE)).toEqual([
      { uuid: PROFILE, from: null, to: null },
    ]);
    expect(
      periodReversed({ uuid: PROFILE, from: null, to: { year: 2020, month: 1, day: 1 } }),
    ).toBe(false);
  });
});

describe('the legacy staff form (D12)', () => {
  const legacy: JsonRecord = {
    uuid: UUID,
    last_name: 'Петров',
    first_name: 'Олег',
    cards: ['1200'],
    access_profile: PROFILE,
    banned: false,
  };

  it('edits last_name, first_name, cards and one access profile, nothing modern', () => {
    const form = legacyFormOf(legacy);
    form.first_name = 'Олег Ильич';
    const body = legacyBody(form, legacy);
    expect(body).toEqual({
      last_name: 'Петров',
      first_name: 'Олег Ильич',
      cards: ['1200'],
      uuid: UUID,
      access_profile: PROFILE,
    });
    expect(legacyProblems(body)).toEqual({});
    expect(personName(legacy)).toBe('Петров Олег');
  });

  it('asks for the names and card codes the contract accepts', () => {
    const form = legacyFormOf(undefined);
    form.cards = ['12x'];
    expect(legacyProblems(legacyBody(form, undefined))).toEqual({
      last_name: { rule: 'required' },
      first_name: { rule: 'required' },
      cards: { rule: 'cardCode', row: 0, value: '12x' },
    });
  });
});

describe('cards added to a person', () => {
  it('are the ones the record did not have', () => {
    expect(addedCards(record, { cards: ['3015550001', '42', '43'] })).toEqual(['42', '43']);
    expect(addedCards(undefined, { cards: ['42'] })).toEqual(['42']);
    expect(addedCards(record, {})).toEqual([]);
  });
});
