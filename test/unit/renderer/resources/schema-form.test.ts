import { describe, expect, it } from 'vitest';
import { endpointById } from '../../../../src/shared/api';
import {
  bodyOf,
  bodyVariants,
  fieldErrors,
  initialValues,
  jsonSchemaOf,
  schemaFields,
  skeletonOf,
  variantFor,
} from '../../../../src/renderer/src/features/resources/schema-form';
import {
  fieldExample,
  columnLabel,
  fieldLabel,
  readableName,
} from '../../../../src/renderer/src/features/resources/field-words';

const bodyOfEndpoint = (id: Parameters<typeof endpointById>[0]) => {
  const [variant] = bodyVariants(endpointById(id).body);
  if (!variant) throw new Error(`${id} has no object body`);
  return variant;
};

describe('a form from an endpoint’s body schema', () => {
  it('gives each field its kind, requiredness and bounds', () => {
    const fields = schemaFields(bodyOfEndpoint('biometry.createProvider'), [
      'clientSecret',
      'password',
    ]);
    const kinds = Object.fromEntries(fields.map((f) => [f.name, f.kind]));
    expect(kinds).toMatchObject({
      name: 'text',
      authPort: 'number',
      clientSecret: 'password',
      password: 'password',
      active: 'boolean',
    });
    expect(fields.find((f) => f.name === 'authPort')).toMatchObject({
      integer: true,
      min: 1,
      max: 65535,
      required: true,
    });
    const users = schemaFields(bodyOfEndpoint('authUsers.create'));
    expect(users.find((f) => f.name === 'role')).toMatchObject({
      kind: 'enum',
      options: ['admin', 'operator', 'viewer'],
    });
  });

  it('makes text lists a tag input and nested shapes a JSON field with a skeleton', () => {
    const profile = schemaFields(bodyOfEndpoint('accessProfiles.create'));
    expect(profile.find((f) => f.name === 'access_points')?.kind).toBe('tags');
    const directory = schemaFields(bodyOfEndpoint('directories.create'));
    expect(directory.find((f) => f.name === 'items')).toMatchObject({ kind: 'json', skeleton: [] });
    const period = schemaFields(bodyOfEndpoint('ttExport.createConfig')).find(
      (f) => f.name === 'period',
    );
    expect(period).toMatchObject({ kind: 'json', skeleton: { from: '', to: '' } });
  });

  it('picks the staff field set a record speaks (D12)', () => {
    const variants = bodyVariants(endpointById('staff.create').body);
    expect(variants).toHaveLength(2);
    expect(variantFor(variants, { last_name: 'x', first_name: 'y', cards: [] })).toBe(1);
    expect(variantFor(variants, { surname: 'x', name: 'y', dolzhnost: '' })).toBe(0);
  });

  it('fills from a record, and leaves empty optional fields out of the body', () => {
    const fields = schemaFields(bodyOfEndpoint('directories.create'));
    const values = initialValues(fields, {
      name: 'Doors',
      items: [{ value: '1', label: 'A' }],
      uuid: 'x',
    });
    expect(values.name).toBe('Doors');
    expect(JSON.parse(String(values.items))).toEqual([{ value: '1', label: 'A' }]);
    expect(bodyOf(fields, values)).toEqual({
      body: { name: 'Doors', items: [{ value: '1', label: 'A' }] },
      errors: {},
    });
    expect(bodyOf(fields, { ...values, items: '[{' }).errors.items?.en).toBe('Not valid JSON.');
    const staff = schemaFields(bodyOfEndpoint('staff.create'));
    const empty = initialValues(staff);
    // Required text goes to the schema even when empty: it says what it wants.
    expect(
      Object.keys(bodyOf(staff, { ...empty, surname: 'A', name: 'B', dolzhnost: 'C' }).body).sort(),
    ).toEqual(['dolzhnost', 'name', 'surname', 'uuid']);
  });

  it('refuses at the field by the schema’s own rules (spec 2.1, 8), in both languages', () => {
    const staff = bodyOfEndpoint('staff.create');
    const errors = fieldErrors(staff, {
      surname: '',
      name: 'B',
      dolzhnost: 'C',
      uuid: 'nope',
      car_number: 'AB',
      pin: '123456789',
      cards: ['012'],
    });
    expect(errors.surname).toEqual({
      en: 'Required: must not be empty.',
      ru: 'Обязательно: не может быть пустым.',
    });
    expect(errors.uuid?.ru).toContain('UUID');
    expect(errors.car_number?.en).toContain('3 to 9');
    expect(errors.pin?.en).toBe('Must be at most 8 characters.');
    expect(errors.cards).toEqual({
      en: '[0]: Must be digits with no leading zero.',
      ru: '[0]: Только цифры, без нуля в начале.',
    });
    const dir = fieldErrors(bodyOfEndpoint('directories.create'), {
      name: 'x',
      items: [{ value: 1 }],
    });
    expect(dir.items?.en).toMatch(/^\[0\]\.value: Must be string\.|^\[0\]\.(value|label): /);
    expect(fieldErrors(bodyOfEndpoint('directories.create'), { name: 'x', items: [] })).toEqual({});
  });

  it('knows a text’s limit and refuses past it by field, limit and length given', () => {
    const point = bodyOfEndpoint('accessPoints.create.single');
    const name = schemaFields(point).find((f) => f.name === 'name');
    expect(name?.maxLength).toBe(120);
    const errors = fieldErrors(point, {
      name: 'N'.repeat(10_000),
      type: 'entrance',
      controller_uuid: '0b7e9d2a-1c3f-4e5a-8b6c-7d8e9f0a1b2c',
    });
    expect(errors.name).toEqual({
      en: 'Name: at most 120 characters (10,000 given)',
      ru: 'Имя: не более 120 символов (дано 10\u00a0000)',
    });
    const dir = fieldErrors(bodyOfEndpoint('directories.create'), {
      name: 'x',
      items: [{ value: '1', label: 'L'.repeat(121) }],
    });
    expect(dir.items?.en).toBe('[0].label: Label: at most 120 characters (121 given)');
  });

  it('gives the console a skeleton with every required part', () => {
    expect(skeletonOf(jsonSchemaOf(endpointById('directories.create').body))).toEqual({
      name: '',
      items: [],
    });
    expect(skeletonOf(jsonSchemaOf(endpointById('authUsers.create').body))).toEqual({
      login: '',
      password: '',
      role: 'admin',
    });
    const staff = skeletonOf(jsonSchemaOf(endpointById('staff.create').body));
    expect(staff).toMatchObject({ surname: '', name: '', dolzhnost: '', uuid: '' });
  });

  it('labels fields readably, with Russian and examples where known', () => {
    expect(readableName('access_point_uuid')).toBe('Access point uuid');
    expect(readableName('authHost')).toBe('Auth host');
    expect(fieldLabel('surname')).toEqual({ en: 'Surname', ru: 'Фамилия' });
    expect(fieldLabel('kafkaBroker')).toEqual({ en: 'Kafka broker', ru: 'Kafka broker' });
    expect(fieldLabel('name', 'staff')).toEqual({ en: 'Name', ru: 'Имя' });
    expect(fieldLabel('name', 'schedules').ru).toBe('Название');
    // A list's column of a reference shows names, so its title does not say uuid.
    expect(columnLabel('schedule_uuid', 'accessProfiles')).toEqual({
      en: 'Schedule',
      ru: 'Расписание',
    });
    expect(columnLabel('name', 'staff')).toEqual(fieldLabel('name', 'staff'));
    const [uuid] = schemaFields(bodyOfEndpoint('tmpAccess.create'));
    expect(uuid && fieldExample(uuid)).toMatch(/^[0-9a-f]{8}-/);
  });
});
