import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { staffLegacy, staffModern } from '../../../src/shared/api';
import {
  fieldSetOf,
  hasDistinctiveField,
  translateStaff,
} from '../../../src/core/client/staff-translation';
import { fieldSetFromValidation } from '../../../src/core/client/staff-field-set';
import { ClientError } from '../../../src/core/client/client-error';

const uuid = '6f1c2a4e-8b1d-4c3e-9a2f-1b2c3d4e5f60';
const profile = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('staff field sets (D12)', () => {
  it('writes a modern record in the legacy set, reporting what has no place there', () => {
    const { record, dropped } = translateStaff(
      {
        surname: 'Ivanova',
        name: 'Anna',
        dolzhnost: 'Engineer',
        uuid,
        cards: ['1234'],
        access_profiles: [{ uuid: profile, from: 0, to: 10 }],
        pin: '1234',
      },
      'legacy',
    );
    expect(record).toEqual({
      last_name: 'Ivanova',
      first_name: 'Anna',
      uuid,
      cards: ['1234'],
      access_profile: profile,
    });
    expect(staffLegacy.safeParse(record).success).toBe(true);
    expect(dropped.sort()).toEqual(['dolzhnost', 'pin']);
  });

  it('writes a legacy record in the modern set, valid by its schema', () => {
    const { record } = translateStaff(
      { last_name: 'Petrov', first_name: 'Ivan', uuid, banned: true },
      'modern',
    );
    expect(record).toEqual({ surname: 'Petrov', name: 'Ivan', dolzhnost: '', uuid, banned: true });
    expect(staffModern.safeParse(record).success).toBe(true);
  });

  it('leaves a record alone when it is already in the target set', () => {
    const legacy = { last_name: 'Petrov', first_name: 'Ivan' };
    expect(translateStaff(legacy, 'legacy').record).toBe(legacy);
  });

  it('reads the set from a validation answer naming a field', () => {
    const v = (field?: string, reason?: string) =>
      new ClientError('validation', { ...(field ? { field } : {}), ...(reason ? { reason } : {}) });
    expect(fieldSetFromValidation(v('last_name'))).toBe('legacy');
    expect(fieldSetFromValidation(v('surname'))).toBe('modern');
    expect(fieldSetFromValidation(v(undefined, '`first_name` is required'))).toBe('legacy');
    expect(fieldSetFromValidation(v(undefined, 'body too large'))).toBeUndefined();
  });

  it('tells the set of a record by its own listed keys alone, as Object.keys lists them', () => {
    const FIELDS = ['last_name', 'first_name', 'surname', 'name', 'dolzhnost', 'uuid', 'cards'];
    const record = fc
      .tuple(
        fc.dictionary(fc.constantFrom(...FIELDS), fc.string(), { maxKeys: 4 }),
        fc.constantFrom(...FIELDS),
        fc.constantFrom('own', 'hidden', 'inherited'),
      )
      .map(([fields, extra, how]) => {
        const made = (how === 'inherited' ? Object.create({ [extra]: 'x' }) : {}) as object;
        Object.assign(made, fields);
        if (how === 'hidden') Object.defineProperty(made, extra, { value: 'x', enumerable: false });
        return made;
      });
    fc.assert(
      fc.property(record, (made) => {
        const keys = Object.keys(made);
        const legacy = keys.includes('last_name') || keys.includes('first_name');
        const modern = ['surname', 'name', 'dolzhnost'].some((k) => keys.includes(k));
        return (
          fieldSetOf(made) === (legacy ? 'legacy' : 'modern') &&
          hasDistinctiveField(made) === (legacy || modern)
        );
      }),
      { numRuns: 500 },
    );
  });
});
