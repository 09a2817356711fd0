import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS, endpointById, staffModern } from '../../../src/shared/api';
import { OPTIONAL_BODY_IDS, ROUTES } from '../../../src/simulator/router';
import {
  applyPatch,
  bodySchemaFor,
  fromLegacy,
  fromModern,
  staffView,
} from '../../../src/simulator/routes/staff-fields';
import { validationError } from '../../../src/simulator/http/validate';
import { ApiError } from '../../../src/simulator/api-error';

describe('the simulator router', () => {
  it('has one handler per endpoint of the contract, and nothing else', () => {
    expect(Object.keys(ROUTES).sort()).toEqual(ENDPOINTS.map((e) => e.id).sort());
  });

  it('knows exactly which endpoints may go without a body', () => {
    const optional = ENDPOINTS.filter((e) => e.body !== undefined && !e.bodyRequired).map(
      (e) => e.id,
    );
    expect([...OPTIONAL_BODY_IDS].sort()).toEqual(optional.sort());
  });
});

describe('validation answers (D5)', () => {
  const schema = z.strictObject({
    name: z.string().min(1),
    pin: z.string().max(8).optional(),
    items: z.array(z.number()),
  });
  const answer = (input: unknown) => {
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected a failure');
    const error = validationError(result.error, input, 'body');
    return { status: error.status, message: error.message, data: error.data };
  };

  it('names the field and the rule', () => {
    expect(answer({ items: [] })).toEqual({
      status: 400,
      message: 'name: is required',
      data: { field: 'name', rule: 'required' },
    });
    expect(answer({ name: 'a', pin: '123456789', items: [] }).data).toEqual({
      field: 'pin',
      rule: 'max',
      limit: 8,
    });
    expect(answer({ name: '', items: [] }).data).toMatchObject({
      field: 'name',
      rule: 'min',
      limit: 1,
    });
    expect(answer({ name: 'a', items: [1, 'x'] }).data).toEqual({ field: 'items.1', rule: 'type' });
    expect(answer({ name: 'a', items: [], extra: 1 })).toMatchObject({
      message: 'extra: unknown field',
      data: { rule: 'unknown_field' },
    });
    expect(answer('text').data).toEqual({ field: 'body', rule: 'type' });
  });
});

describe('staff field sets (D12)', () => {
  const uuid = '123e4567-e89b-12d3-a456-426614174000';
  const modern = {
    surname: 'Ivanov',
    name: 'Ivan',
    dolzhnost: 'eng',
    uuid,
    pin: '1',
    cards: ['5'],
  };

  it('keeps a modern record whole and shows it in either set', () => {
    const stored = fromModern(staffModern.parse(modern), undefined);
    expect(stored).toEqual({ ...modern, banned: false });
    expect(staffView(stored, 'modern')).toBe(stored);
    expect(staffView(stored, 'legacy')).toEqual({
      uuid,
      last_name: 'Ivanov',
      first_name: 'Ivan',
      cards: ['5'],
      banned: false,
    });
  });

  it('changes only what the legacy set can see, and keeps the rest', () => {
    const stored = fromModern(staffModern.parse(modern), undefined);
    const changed = fromLegacy({ last_name: 'Petrov', first_name: 'Petr' }, stored);
    expect(changed).toEqual({
      surname: 'Petrov',
      name: 'Petr',
      dolzhnost: 'eng',
      uuid,
      pin: '1',
      banned: false,
    });
    const fresh = fromLegacy({ last_name: 'New', first_name: 'One' }, undefined);
    expect(fresh.dolzhnost).toBe('');
    expect(fresh.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(applyPatch(stored, { first_name: 'Vanya', comment: 'x' })).toMatchObject({
      name: 'Vanya',
      comment: 'x',
      uuid,
    });
  });

  it('validates staff writes with the instance set only, other bodies with the contract', () => {
    const create = endpointById('staff.create');
    expect(() => bodySchemaFor(create, 'legacy', modern)).toThrow(ApiError);
    expect(() => bodySchemaFor(create, 'modern', { last_name: 'x' })).toThrow(/legacy|modern/);
    expect(bodySchemaFor(create, 'modern', modern)?.safeParse(modern).success).toBe(true);
    const visitors = endpointById('visitors.create');
    expect(bodySchemaFor(visitors, 'legacy', {})).toBe(visitors.body);
  });
});
