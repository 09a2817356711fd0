/**
 * A source record as the target is sent it (docs/decisions.md, "Firmware-era transfer:
 * writing"; D10, D12): staff moved between the field sets with the engineer's defaults, doors
 * given to the target's controller, temporary access dated the way writes take, new
 * authentication users given the transfer's password, secrets the source never shows sent
 * empty, and references rewritten through the id map whatever their shape.
 */
import { describe, expect, it } from 'vitest';
import { IdMap } from '../../../src/core/transfer/id-map';
import { mapRecord, targetPayload } from '../../../src/core/transfer/record-mapping';
import { writablePart, type WritablePart } from '../../../src/core/transfer/transfer-parts';
import type { ControllerPart } from '../../../src/core/transfer/controller-reading';

const U = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function part(name: ControllerPart): WritablePart {
  const found = writablePart(name);
  if (!found) throw new Error(`no writable part ${name}`);
  return found;
}

function ids(entries: [ControllerPart, string, string][] = []): IdMap {
  const map = new IdMap();
  for (const [p, source, target] of entries) map.set(p, source, target);
  return map;
}

const modern = { targetFieldSet: 'modern' as const, defaults: {}, ids: ids() };

describe('a person', () => {
  it('read in the legacy set is written in the modern one, the position from the defaults', () => {
    const mapped = mapRecord(
      part('staff'),
      { uuid: U(1), last_name: 'Petrov', first_name: 'Ivan', access_profile: U(2), cards: ['5'] },
      {
        ...modern,
        defaults: { dolzhnost: 'Guard', unknown_field: 'x' },
        ids: ids([['access_profiles', U(2), U(22)]]),
      },
    );
    expect(mapped).toEqual({
      payload: {
        surname: 'Petrov',
        name: 'Ivan',
        dolzhnost: 'Guard',
        uuid: U(1),
        cards: ['5'],
        access_profile: U(22),
      },
      key: U(1),
      dropped: [],
      defaulted: ['dolzhnost'],
    });
  });

  it('read in the modern set keeps its own position and loses what the set has no place for', () => {
    const mapped = mapRecord(
      part('staff'),
      { uuid: U(1), surname: 'Ivanova', name: 'Anna', dolzhnost: 'Nurse', note: 'not a field' },
      { ...modern, defaults: { dolzhnost: 'Guard' } },
    );
    expect(mapped.payload).toEqual({
      uuid: U(1),
      surname: 'Ivanova',
      name: 'Anna',
      dolzhnost: 'Nurse',
    });
    expect(mapped.defaulted).toEqual([]);
  });

  it('with an empty position takes the default', () => {
    const mapped = mapRecord(
      part('staff'),
      { uuid: U(1), surname: 'Ivanova', name: 'Anna', dolzhnost: '' },
      { ...modern, defaults: { dolzhnost: 'Guard' } },
    );
    expect(mapped.payload['dolzhnost']).toBe('Guard');
    expect(mapped.defaulted).toEqual(['dolzhnost']);
  });

  it('read in the legacy set with one of its names only is still moved to the modern set', () => {
    const surnameOnly = mapRecord(part('staff'), { uuid: U(1), last_name: 'Petrov' }, modern);
    expect(surnameOnly.payload).toEqual({ uuid: U(1), surname: 'Petrov', dolzhnost: '' });
    const nameOnly = mapRecord(part('staff'), { uuid: U(1), first_name: 'Ivan' }, modern);
    expect(nameOnly.payload).toEqual({ uuid: U(1), name: 'Ivan', dolzhnost: '' });
  });

  it('without a position at all takes the default', () => {
    const mapped = mapRecord(
      part('staff'),
      { uuid: U(1), surname: 'Ivanova', name: 'Anna' },
      { ...modern, defaults: { dolzhnost: 'Guard' } },
    );
    expect(mapped.payload['dolzhnost']).toBe('Guard');
    expect(mapped.defaulted).toEqual(['dolzhnost']);
  });

  it('has every profile of its list rewritten, entries that are not objects left alone', () => {
    const mapped = mapRecord(
      part('staff'),
      {
        uuid: U(1),
        surname: 'S',
        name: 'N',
        dolzhnost: 'D',
        access_profiles: [{ uuid: U(2), from: '2026-01-01', to: '2026-12-31' }, 'odd', null],
        access_point: U(3),
      },
      {
        ...modern,
        ids: ids([
          ['access_profiles', U(2), U(22)],
          ['access_points', U(3), U(33)],
        ]),
      },
    );
    expect(mapped.payload['access_profiles']).toEqual([
      { uuid: U(22), from: '2026-01-01', to: '2026-12-31' },
      'odd',
      null,
    ]);
    expect(mapped.payload['access_point']).toBe(U(33));
    expect(mapped.payload).not.toHaveProperty('access_profile');
  });

  it('written in the legacy set names what it loses and nothing as defaulted', () => {
    const mapped = mapRecord(
      part('staff'),
      { uuid: U(1), surname: 'Ivanova', name: 'Anna', dolzhnost: '', pin: '1234', banned: true },
      { ...modern, targetFieldSet: 'legacy', defaults: { dolzhnost: 'Guard' } },
    );
    expect(mapped.payload).toEqual({
      last_name: 'Ivanova',
      first_name: 'Anna',
      uuid: U(1),
      banned: true,
    });
    expect(mapped.dropped.sort()).toEqual(['dolzhnost', 'pin']);
    expect(mapped.defaulted).toEqual([]);
    expect(mapped.key).toBe(U(1));
  });
});

describe('a door', () => {
  const door = { name: 'Gate', type: 'entry', controller_uuid: U(9), kind: 'turnstile', x: 1 };

  it('belongs to the target controller and is written on its kind’s path', () => {
    const mapped = mapRecord(part('access_points'), door, {
      ...modern,
      targetControllerUuid: U(7),
    });
    expect(mapped).toEqual({
      payload: { name: 'Gate', type: 'entry', controller_uuid: U(7) },
      key: 'Gate',
      dropped: [],
      defaulted: [],
      variant: 'turnstile',
    });
  });

  it('keeps its controller where the target has none to give', () => {
    expect(mapRecord(part('automations'), door, modern)).toEqual({
      payload: { name: 'Gate', type: 'entry', controller_uuid: U(9) },
      key: 'Gate',
      dropped: [],
      defaulted: [],
    });
    expect(
      mapRecord(part('automations'), door, { ...modern, targetControllerUuid: U(7) }).payload[
        'controller_uuid'
      ],
    ).toBe(U(7));
  });
});

describe('a temporary access', () => {
  it('takes its first door, a yyyy-mm-dd date and the target’s uuids', () => {
    const mapped = mapRecord(
      part('tmp_access'),
      { uuid: U(5), user_uuid: U(1), date: '07.03.2026', access_points: [U(3), U(4)] },
      {
        ...modern,
        ids: ids([
          ['visitors', U(1), U(11)],
          ['access_points', U(3), U(33)],
        ]),
      },
    );
    expect(mapped.payload).toEqual({
      user_uuid: U(11),
      access_point_uuid: U(33),
      date: '2026-03-07',
    });
    expect(mapped.key).toBe(`${U(11)}\u0000${U(33)}\u00002026-03-07`);
  });

  it('keeps a door it names and a date not in the dotted form', () => {
    const mapped = mapRecord(
      part('tmp_access'),
      { user_uuid: U(1), access_point_uuid: U(4), access_points: [U(3)], date: '2026-03-07' },
      modern,
    );
    expect(mapped.payload).toEqual({
      user_uuid: U(1),
      access_point_uuid: U(4),
      date: '2026-03-07',
    });
    const odd = mapRecord(
      part('tmp_access'),
      { user_uuid: U(1), access_points: 'none', date: 20260307 },
      modern,
    );
    expect(odd.payload).toEqual({ user_uuid: U(1), date: 20260307 });
    const partial = mapRecord(part('tmp_access'), { date: 'x07.03.2026' }, modern);
    expect(partial.payload).toEqual({ date: 'x07.03.2026' });
    const timed = mapRecord(part('tmp_access'), { date: '07.03.2026 10:00' }, modern);
    expect(timed.payload).toEqual({ date: '07.03.2026 10:00' });
  });
});

describe('secrets and passwords', () => {
  it('give a new authentication user the transfer’s password, and none without one', () => {
    const user = { login: 'op', role: 'operator' };
    expect(
      mapRecord(part('auth_users'), user, { ...modern, authPassword: 'p4ss' }).payload,
    ).toEqual({
      login: 'op',
      role: 'operator',
      password: 'p4ss',
    });
    expect(mapRecord(part('auth_users'), user, modern).payload).toEqual(user);
  });

  it('send a provider’s unread secrets empty and keep those the source holds', () => {
    const provider = { name: 'Bio', clientSecret: 'kept' };
    expect(mapRecord(part('biometry_providers'), provider, modern).payload).toEqual({
      name: 'Bio',
      clientSecret: 'kept',
      password: '',
    });
  });
});

describe('references', () => {
  it('are rewritten one by one in lists, values that are not uuids left alone', () => {
    const mapped = mapRecord(
      part('access_profiles'),
      { name: 'Day', access_points: [U(3), 7, U(4)], schedule_uuid: U(2) },
      {
        ...modern,
        ids: ids([
          ['access_points', U(3), U(33)],
          ['schedules', U(2), U(22)],
        ]),
      },
    );
    expect(mapped.payload).toEqual({
      name: 'Day',
      access_points: [U(33), 7, U(4)],
      schedule_uuid: U(22),
    });
  });

  it('of a list shape are left as they are when the value is not a list', () => {
    const mapped = mapRecord(
      part('access_profiles'),
      { name: 'Day', access_points: U(3), schedule_uuid: 5 },
      { ...modern, ids: ids([['access_points', U(3), U(33)]]) },
    );
    expect(mapped.payload).toEqual({ name: 'Day', access_points: U(3), schedule_uuid: 5 });
    const staff = mapRecord(
      part('staff'),
      { uuid: U(1), surname: 'S', name: 'N', dolzhnost: 'D', access_profiles: U(2) },
      { ...modern, ids: ids([['access_profiles', U(2), U(22)]]) },
    );
    expect(staff.payload['access_profiles']).toBe(U(2));
  });
});

describe('a record the target holds', () => {
  it('is cut to the fields the transfer writes', () => {
    expect(
      targetPayload(
        part('staff'),
        { uuid: U(1), last_name: 'P', surname: 'S', extra: 1 },
        'legacy',
      ),
    ).toEqual({ uuid: U(1), last_name: 'P' });
    expect(
      targetPayload(
        part('staff'),
        { uuid: U(1), last_name: 'P', surname: 'S', extra: 1 },
        'modern',
      ),
    ).toEqual({ uuid: U(1), surname: 'S' });
  });
});
