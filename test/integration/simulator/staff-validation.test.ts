/**
 * Every rule of spec 2.1 (staff record) and spec 8 (limits), accepted and rejected, in both
 * staff field sets of D12. A rejection is 400 E naming the field (D5).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../../src/shared/api';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';

const OMIT = Symbol('omit');
type Patch = Record<string, unknown>;
/** [what, fields changed on a valid record (OMIT removes one), the field a rejection names or null] */
type Case = [string, Patch, string | null];

const MODERN_CASES: Case[] = [
  ['the minimal record', {}, null],
  ['surname missing', { surname: OMIT }, 'surname'],
  ['name missing', { name: OMIT }, 'name'],
  ['dolzhnost missing', { dolzhnost: OMIT }, 'dolzhnost'],
  ['uuid missing', { uuid: OMIT }, 'uuid'],
  ['surname empty', { surname: '' }, 'surname'],
  ['surname not a string', { surname: 5 }, 'surname'],
  ['uuid not 8-4-4-4-12', { uuid: '123e4567e89b12d3a456426614174000' }, 'uuid'],
  ['uuid fourth group starting with c', { uuid: '123e4567-e89b-12d3-c456-426614174000' }, 'uuid'],
  [
    'uuid fourth group starting with 0',
    { uuid: () => `123e4567-e89b-12d3-0${hex(3)}-${hex(12)}` },
    null,
  ],
  [
    'uuid fourth group starting with B',
    { uuid: () => `123E4567-E89B-12D3-B${hex(3)}-${hex(12)}` },
    null,
  ],
  ['pin of 8 characters', { pin: '12345678' }, null],
  ['pin of 9 characters', { pin: '123456789' }, 'pin'],
  ['pin as a number', { pin: 1234 }, 'pin'],
  ['car_number of 3 Latin letters and digits', { car_number: 'A12' }, null],
  ['car_number of 9 mixed characters', { car_number: 'x1y2z3w4v' }, null],
  ['car_number with allowed Cyrillic, both cases', { car_number: 'АВЕкмн123' }, null],
  ['car_number of 2 characters', { car_number: 'AB' }, 'car_number'],
  ['car_number of 10 characters', { car_number: 'ABCDEFGHIJ' }, 'car_number'],
  ['car_number with a Cyrillic letter not on plates', { car_number: 'Ж123' }, 'car_number'],
  ['car_number with a dash', { car_number: 'A-123' }, 'car_number'],
  [
    'biometry card_code and models',
    { biometry: { card_code: '123', models: ['FaceStation 2'] } },
    null,
  ],
  [
    'biometry card_code with a leading zero',
    { biometry: { card_code: '0123' } },
    'biometry.card_code',
  ],
  ['biometry card_code with a letter', { biometry: { card_code: '12a' } }, 'biometry.card_code'],
  ['biometry models not strings', { biometry: { models: [1] } }, 'biometry.models.0'],
  ['cards of digits', { cards: ['1', '9876543210'] }, null],
  ['cards with a leading zero', { cards: ['1', '012'] }, 'cards.1'],
  ['cards with "0"', { cards: ['0'] }, 'cards.0'],
  ['cards not an array', { cards: '123' }, 'cards'],
  [
    'access_profiles entries',
    { access_profiles: [{ uuid: randomUUID(), from: 0, to: 1900000000 }] },
    null,
  ],
  [
    'access_profiles from not an integer',
    { access_profiles: [{ uuid: randomUUID(), from: 1.5, to: 2 }] },
    'access_profiles.0.from',
  ],
  [
    'access_profiles to missing',
    { access_profiles: [{ uuid: randomUUID(), from: 1 }] },
    'access_profiles.0.to',
  ],
  [
    'access_profiles uuid not a UUID',
    { access_profiles: [{ uuid: 'p1', from: 1, to: 2 }] },
    'access_profiles.0.uuid',
  ],
  ['access_profile (deprecated) a UUID', { access_profile: randomUUID() }, null],
  ['access_profile not a UUID', { access_profile: 'everyone' }, 'access_profile'],
  ['tab_nomer an integer', { tab_nomer: 42 }, null],
  ['tab_nomer a fraction', { tab_nomer: 4.2 }, 'tab_nomer'],
  ['tab_nomer as text', { tab_nomer: '42' }, 'tab_nomer'],
  ['banned true', { banned: true }, null],
  ['banned as text', { banned: 'yes' }, 'banned'],
  ['E-mail a string', { 'E-mail': 'a@example.test' }, null],
  ['E-mail a number', { 'E-mail': 5 }, 'E-mail'],
  [
    'the other optional strings',
    {
      second_name: 'B',
      access_point: 'x',
      access_user: 'y',
      comment: 'c',
      bio_provider: 'p',
      bio_provider_person_id: 'q',
    },
    null,
  ],
  ['comment not a string', { comment: ['c'] }, 'comment'],
  ['an unknown field', { shoe_size: 42 }, 'shoe_size'],
  ['a field of the legacy set', { last_name: 'Ivanov' }, 'last_name'],
];

const LEGACY_CASES: Case[] = [
  ['the minimal record (the controller assigns the uuid)', { uuid: OMIT }, null],
  ['a record with its own uuid', {}, null],
  ['last_name missing', { last_name: OMIT }, 'last_name'],
  ['first_name missing', { first_name: OMIT }, 'first_name'],
  ['first_name empty', { first_name: '' }, 'first_name'],
  ['uuid not a UUID', { uuid: 'abc' }, 'uuid'],
  ['cards of digits', { cards: ['77'] }, null],
  ['cards with a leading zero', { cards: ['077'] }, 'cards.0'],
  ['access_profile a UUID', { access_profile: randomUUID() }, null],
  ['access_profile not a UUID', { access_profile: 'x' }, 'access_profile'],
  ['a field of the modern set', { surname: 'Ivanov' }, 'surname'],
  ['pin, a modern-only field', { pin: '1' }, 'pin'],
  ['an unknown field', { shoe_size: 42 }, 'shoe_size'],
];

function hex(n: number): string {
  return Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

function build(base: Patch, patch: Patch): Patch {
  const out: Patch = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === OMIT) delete out[key];
    else out[key] = typeof value === 'function' ? (value as () => unknown)() : value;
  }
  return out;
}

async function expectCase(
  sim: StartedSimulator,
  token: string,
  body: Patch,
  field: string | null,
  what: string,
) {
  const res = await sim.request('POST', '/staff', { token, json: body });
  if (field === null) {
    expect(res.status, `${what}: ${res.text}`).toBe(201);
    return;
  }
  expect(res.status, `${what}: ${res.text}`).toBe(400);
  const error = errorBody.parse(res.body);
  expect(error.data?.field, what).toBe(field);
  expect(error.message, what).toContain(field);
}

describe('staff validation, modern field set (spec 2.1, D12)', () => {
  let sim: StartedSimulator;
  let token: string;
  beforeAll(async () => {
    sim = await startSimulator({ staffFields: 'modern' });
    token = await sim.login();
  });
  afterAll(async () => sim.stop());

  it.each(MODERN_CASES)('%s', async (what, patch, field) => {
    const base = { surname: 'Ivanov', name: 'Ivan', dolzhnost: 'engineer', uuid: randomUUID() };
    await expectCase(sim, token, build(base, patch), field, what);
  });

  it('says which field set it takes when it gets the other one', async () => {
    const res = await sim.request('POST', '/staff', {
      token,
      json: { last_name: 'A', first_name: 'B' },
    });
    expect(res.body).toMatchObject({
      data: { field: 'last_name', rule: 'field_set', field_set: 'modern' },
    });
  });

  it.each([
    ['page=1&page_size=1', 200],
    ['page=3&page_size=150', 200],
    ['page=0&page_size=10', 'page'],
    ['page=-1&page_size=10', 'page'],
    ['page=x&page_size=10', 'page'],
    ['page=1.5&page_size=10', 'page'],
    ['page_size=10', 'page'],
    ['page=1&page_size=0', 'page_size'],
    ['page=1&page_size=151', 'page_size'],
    ['page=1', 'page_size'],
    ['page=1&page_size=10&page=2', 'page'],
    ['page=1&page_size=10&sort=name', 'sort'],
    // D5: integers in a query are decimal digits, not whatever Number() would take.
    ['page=0x1&page_size=10', 'page'],
    ['page=1&page_size=1.5e2', 'page_size'],
    ['page=1&page_size=%20%2010', 'page_size'],
    ['page=1&page_size=1e2', 'page_size'],
    ['page=%2B1&page_size=10', 'page'],
    ['page=1&page_size=', 'page_size'],
    ['page=01&page_size=010', 200],
  ] as const)('GET /staff?%s (spec 8)', async (query, expected) => {
    const res = await sim.request('GET', `/staff?${query}`, { token });
    if (expected === 200) {
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      return;
    }
    expect(res.status, res.text).toBe(400);
    expect(errorBody.parse(res.body).data?.field).toBe(expected);
  });
});

describe('staff validation, legacy field set (D12)', () => {
  let sim: StartedSimulator;
  let token: string;
  beforeAll(async () => {
    sim = await startSimulator({ staffFields: 'legacy' });
    token = await sim.login();
  });
  afterAll(async () => sim.stop());

  it.each(LEGACY_CASES)('%s', async (what, patch, field) => {
    const base = { last_name: 'Petrov', first_name: 'Petr', uuid: randomUUID() };
    await expectCase(sim, token, build(base, patch), field, what);
  });

  it('assigns a uuid and answers in legacy fields', async () => {
    const created = await sim.request('POST', '/staff', {
      token,
      json: { last_name: 'Sidorov', first_name: 'Sid', cards: ['5'] },
    });
    const uuid = (created.body as { data: { uuid: string } }).data.uuid;
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const read = await sim.request('GET', `/staff/${uuid}`, { token });
    expect((read.body as { data: unknown[] }).data).toEqual([
      { uuid, last_name: 'Sidorov', first_name: 'Sid', cards: ['5'], banned: false },
    ]);
    const page = await sim.request('GET', '/staff?page=1&page_size=150', { token });
    for (const person of page.body as Array<Record<string, unknown>>) {
      expect(person).not.toHaveProperty('surname');
      expect(person).toHaveProperty('last_name');
    }
  });
});
