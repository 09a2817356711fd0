/** Staff record validation in both field sets (spec 2.1, D12). */
import { describe, expect, it } from 'vitest';
import { staffLegacy, staffModern, staffPayload } from '../../../src/shared/api';

const base = {
  surname: 'Ivanova',
  name: 'Anna',
  dolzhnost: 'Engineer',
  uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
};

describe('modern staff record (spec 2.1)', () => {
  it('accepts the required fields alone and with every optional one', () => {
    expect(staffModern.safeParse(base).success).toBe(true);
    const full = {
      ...base,
      second_name: 'Petrovna',
      access_profiles: [{ uuid: '1f8fad5b-d9cb-469f-8165-70867728950e', from: 0, to: 1900000000 }],
      access_point: 'gate',
      access_user: 'op',
      pin: '12345678',
      car_number: 'а123вс77',
      biometry: { card_code: '1234', models: ['FaceX'] },
      comment: '',
      'E-mail': 'anna@example.org',
      tab_nomer: 17,
      bio_provider_person_id: 'p1',
      bio_provider: 'prov',
      cards: ['100200', '9'],
      access_profile: '2f8fad5b-d9cb-469f-9165-70867728950e',
      banned: false,
    };
    expect(staffModern.safeParse(full).success).toBe(true);
  });

  it.each(['surname', 'name', 'dolzhnost', 'uuid'] as const)('requires %s', (field) => {
    const { [field]: _dropped, ...rest } = base;
    const result = staffModern.safeParse(rest);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('rejects each broken constraint, naming the field', () => {
    const cases: [string, Record<string, unknown>][] = [
      ['pin', { pin: '123456789' }],
      ['car_number', { car_number: 'AБ1' }],
      ['cards', { cards: ['0123'] }],
      ['biometry', { biometry: { card_code: '012' } }],
      ['uuid', { uuid: '0f8fad5b-d9cb-469f-c165-70867728950e' }],
      ['tab_nomer', { tab_nomer: 1.5 }],
      ['access_profile', { access_profile: 'nope' }],
      ['unknown_field', { unknown_field: 1 }],
    ];
    for (const [field, patch] of cases) {
      const result = staffModern.safeParse({ ...base, ...patch });
      expect(result.success, field).toBe(false);
      const path = result.error?.issues[0]?.path ?? [];
      const keys =
        result.error?.issues[0] && 'keys' in result.error.issues[0]
          ? result.error.issues[0].keys
          : [];
      expect([...path, ...keys].map(String), field).toContain(field);
    }
  });
});

describe('legacy staff payload (spec 2.1 last paragraph, D12)', () => {
  it('accepts last_name/first_name with optional cards and profile, uuid assigned later', () => {
    expect(staffLegacy.safeParse({ last_name: 'Ivanov', first_name: 'Ivan' }).success).toBe(true);
    expect(
      staffLegacy.safeParse({
        last_name: 'Ivanov',
        first_name: 'Ivan',
        cards: ['77'],
        access_profile: '2f8fad5b-d9cb-469f-9165-70867728950e',
      }).success,
    ).toBe(true);
  });
  it('rejects modern fields and bad card codes', () => {
    expect(staffLegacy.safeParse({ last_name: 'I', first_name: 'I', surname: 'I' }).success).toBe(
      false,
    );
    expect(staffLegacy.safeParse({ last_name: 'I', first_name: 'I', cards: ['07'] }).success).toBe(
      false,
    );
  });
  it('either set passes the contract body of POST /staff, a mix does not', () => {
    expect(staffPayload.safeParse(base).success).toBe(true);
    expect(staffPayload.safeParse({ last_name: 'I', first_name: 'I' }).success).toBe(true);
    expect(staffPayload.safeParse({ ...base, last_name: 'I' }).success).toBe(false);
  });
});
