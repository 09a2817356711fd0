/**
 * The first half of the endpoint tour (see every-endpoint.test.ts): authentication users,
 * access points, staff, visitors, identifiers and temporary access.
 */
import { expect } from 'vitest';
import {
  EXT_PARAMETERS,
  EXT_PARAMETER_SECTIONS,
} from '../../../../src/simulator/reference/access-points.reference';
import {
  IDENTIFIER_EXT_PRIVILEGES,
  IDENTIFIER_SORT_FIELDS,
  VISITOR_SORT_FIELDS,
} from '../../../../src/simulator/reference/sorting.reference';
import { person, today, type Tour } from './tour';

/** Logs in and manages authentication users. */
export async function authUsers({ api, client, hit, held }: Tour): Promise<void> {
  const login = await hit('login', () =>
    client.call('login', { body: { login: 'admin', password: 'admin' } }),
  );
  // A token the simulator now holds a session for: the calls below are made with it.
  expect((login as { token: string }).token).toMatch(/^\S{16,}$/);
  const user = { login: 'clerk', password: 'clerk-secret', role: 'viewer' as const };
  await hit('authUsers.create', () => api.authUsers.create({ body: user }));
  expect(held('auth_users', 'clerk')).toMatchObject({ login: 'clerk', role: 'viewer' });
  const listed = await hit('authUsers.list', () => api.authUsers.list({ query: { q: 'cler' } }));
  expect(listed.data).toEqual([expect.objectContaining({ login: 'clerk', role: 'viewer' })]);
  const got = await hit('authUsers.get', () => api.authUsers.get({ params: { login: 'clerk' } }));
  expect(got.data).toEqual([expect.objectContaining({ login: 'clerk', role: 'viewer' })]);
  await hit('authUsers.update', () =>
    api.authUsers.update({ params: { login: 'clerk' }, body: { ...user, role: 'operator' } }),
  );
  expect(held('auth_users', 'clerk')?.role).toBe('operator');
  await hit('authUsers.delete', () => api.authUsers.delete({ params: { login: 'clerk' } }));
  expect(held('auth_users', 'clerk')).toBeUndefined();
}

/** Manages access points, their kinds, states and automations. */
export async function accessPoints({ api, hit, held, heldAll }: Tour): Promise<void> {
  const points = await hit('accessPoints.list', () => api.accessPoints.list());
  const seeded = heldAll('access_points');
  expect(seeded.length).toBeGreaterThan(0);
  expect(points.data.map((p) => (p as { uuid: string }).uuid).sort()).toEqual(
    seeded.map((p) => p.uuid).sort(),
  );
  const first = points.data[0] as { uuid: string; controller_uuid: string };
  const stored = held('access_points', first.uuid)!;
  const got = await hit('accessPoints.get', () =>
    api.accessPoints.get({ params: { uuid: first.uuid } }),
  );
  expect(got.data).toEqual([
    expect.objectContaining({
      uuid: stored.uuid,
      name: stored.name,
      controller_uuid: stored.controller_uuid,
    }),
  ]);
  const parameters = await hit('accessPoints.extParameters', () =>
    api.accessPoints.extParameters(),
  );
  expect(parameters.data).toEqual(EXT_PARAMETERS);
  const sections = await hit('accessPoints.extParameterSections', () =>
    api.accessPoints.extParameterSections(),
  );
  expect(sections.data).toEqual(EXT_PARAMETER_SECTIONS);
  const body = { name: 'Gate', type: 'vehicle', controller_uuid: first.controller_uuid };
  const kinds = [
    'barrier',
    'double',
    'mantrap',
    'single',
    'turnstile',
    'turnstile_with_card_box',
  ] as const;
  for (const kind of kinds) {
    const made = await hit(`accessPoints.create.${kind}`, () =>
      api.accessPoints.create[kind]({ body }),
    );
    const params = { uuid: made.data.uuid };
    expect(held('access_points', params.uuid)).toMatchObject({ ...body, kind });
    await hit(`accessPoints.update.${kind}`, () =>
      api.accessPoints.update[kind]({ params, body: { ...body, name: `${kind} 2` } }),
    );
    expect(held('access_points', params.uuid)).toMatchObject({ name: `${kind} 2`, kind });
    if (kind === 'barrier') {
      await hit('accessPoints.setState', () =>
        api.accessPoints.setState({ params: { ...params, state: 'open' } }),
      );
      expect(held('access_points', params.uuid)?.state).toBe('open');
    }
    await hit('accessPoints.delete', () => api.accessPoints.delete({ params }));
    expect(held('access_points', params.uuid)).toBeUndefined();
  }
  const auto = await hit('automations.create', () => api.automations.create({ body }));
  const params = { uuid: auto.data.uuid };
  expect(held('automations', params.uuid)).toMatchObject(body);
  const autos = await hit('automations.list', () => api.automations.list({ query: { limit: 5 } }));
  expect(autos.data).toContainEqual(expect.objectContaining({ ...params, ...body }));
  const gotAuto = await hit('automations.get', () => api.automations.get({ params }));
  expect(gotAuto.data).toEqual([expect.objectContaining({ ...params, ...body })]);
  const renamed = { ...body, name: 'Gate 2' };
  await hit('automations.update', () => api.automations.update({ params, body: renamed }));
  expect(held('automations', params.uuid)?.name).toBe('Gate 2');
  await hit('automations.delete', () => api.automations.delete({ params }));
  expect(held('automations', params.uuid)).toBeUndefined();
}

/** Manages staff and staff properties. */
export async function staff({ api, hit, held, heldAll }: Tour): Promise<void> {
  const params = { uuid: person.uuid };
  await hit('staff.create', () => api.staff.create({ body: person }));
  expect(held('staff', person.uuid)).toMatchObject({ ...person, banned: false });
  const page = await hit('staff.page', () =>
    api.staff.page({ query: { page: 1, page_size: 150 } }),
  );
  const everyone = heldAll('staff');
  expect(page.map((p) => p.uuid).sort()).toEqual(everyone.map((p) => p.uuid).sort());
  await expect(hit('staff.count', () => api.staff.count())).resolves.toEqual({
    count: everyone.length,
  });
  const found = await hit('staff.search', () => api.staff.search({ query: { q: 'ivan' } }));
  expect(found.data).toContainEqual(expect.objectContaining(person));
  const got = await hit('staff.get', () => api.staff.get({ params }));
  expect(got.data).toEqual([expect.objectContaining(person)]);
  // Nobody new has passed anywhere yet.
  const last = await hit('staff.lastAccess', () => api.staff.lastAccess({ params }));
  expect(last).toMatchObject({ data: [] });
  await hit('staff.update', () =>
    api.staff.update({ params, body: { ...person, comment: 'night shift' } }),
  );
  expect(held('staff', person.uuid)?.comment).toBe('night shift');
  await hit('staff.ban', () => api.staff.ban({ params }));
  expect(held('staff', person.uuid)?.banned).toBe(true);
  const banned = await hit('staff.banned', () => api.staff.banned());
  expect(banned.data).toContainEqual(expect.objectContaining(params));
  await hit('staff.unban', () => api.staff.unban({ params }));
  expect(held('staff', person.uuid)?.banned).toBe(false);
  const property = { name: 'badge', type: 'string', required: false };
  await hit('staffProperties.create', () => api.staffProperties.create({ body: property }));
  expect(held('staff_properties', 'badge')).toEqual(property);
  const properties = await hit('staffProperties.list', () => api.staffProperties.list());
  expect(JSON.stringify(properties)).toContain('"badge"');
  const badge = await hit('staffProperties.get', () =>
    api.staffProperties.get({ params: { name: 'badge' } }),
  );
  expect(JSON.stringify(badge)).toContain('"badge"');
  await hit('staffProperties.update', () =>
    api.staffProperties.update({
      params: { name: 'badge' },
      body: { ...property, required: true },
    }),
  );
  expect(held('staff_properties', 'badge')?.required).toBe(true);
  await hit('staffProperties.delete', () =>
    api.staffProperties.delete({ params: { name: 'badge' } }),
  );
  expect(held('staff_properties', 'badge')).toBeUndefined();
}

/** Manages visitors and visitor properties. */
export async function visitors({ api, hit, held, heldAll }: Tour): Promise<void> {
  const visitor = {
    last_name: 'Smirnov',
    first_name: 'Oleg',
    planned_at: new Date(Date.now() + 3_600_000).toISOString(),
  };
  const made = await hit('visitors.create', () => api.visitors.create({ body: visitor }));
  const params = { uuid: made.data.uuid };
  expect(held('visitors', params.uuid)).toEqual({ ...params, ...visitor });
  const all = heldAll('visitors');
  const listed = await hit('visitors.list', () => api.visitors.list());
  expect(listed.data.map((v) => (v as { uuid: string }).uuid).sort()).toEqual(
    all.map((v) => v.uuid).sort(),
  );
  await expect(hit('visitors.count', () => api.visitors.count())).resolves.toEqual({
    count: all.length,
  });
  const planned = all.filter((v) => Date.parse(v.planned_at) >= Date.now()).length;
  await expect(hit('visitors.countPlanned', () => api.visitors.countPlanned())).resolves.toEqual({
    count: planned,
  });
  const found = await hit('visitors.multisearch', () =>
    api.visitors.multisearch({ query: { q: 'smir' } }),
  );
  expect(found.data).toContainEqual(expect.objectContaining({ ...params, ...visitor }));
  const sort = await hit('visitors.sort', () => api.visitors.sort());
  expect(sort.data).toEqual(VISITOR_SORT_FIELDS);
  const got = await hit('visitors.get', () => api.visitors.get({ params }));
  expect(got.data).toEqual([expect.objectContaining({ ...params, ...visitor })]);
  await hit('visitors.update', () =>
    api.visitors.update({ params, body: { ...visitor, first_name: 'Olga' } }),
  );
  expect(held('visitors', params.uuid)?.first_name).toBe('Olga');
  await hit('visitors.delete', () => api.visitors.delete({ params }));
  expect(held('visitors', params.uuid)).toBeUndefined();
  const property = { name: 'company', type: 'string', required: true };
  await hit('visitorProperties.create', () => api.visitorProperties.create({ body: property }));
  expect(held('visitor_properties', 'company')).toEqual(property);
  const properties = await hit('visitorProperties.list', () => api.visitorProperties.list());
  expect(properties.data).toContainEqual(property);
  const company = await hit('visitorProperties.get', () =>
    api.visitorProperties.get({ params: { name: 'company' } }),
  );
  expect(company.data).toEqual([property]);
  const optional = { ...property, required: false };
  await hit('visitorProperties.update', () =>
    api.visitorProperties.update({ params: { name: 'company' }, body: optional }),
  );
  expect(held('visitor_properties', 'company')).toEqual(optional);
  await hit('visitorProperties.delete', () =>
    api.visitorProperties.delete({ params: { name: 'company' } }),
  );
  expect(held('visitor_properties', 'company')).toBeUndefined();
}

/** Manages identifiers and temporary access. */
export async function identifiers({ api, hit, held, heldAll }: Tour): Promise<void> {
  const fresh = await hit('identifiers.generate', () => api.identifiers.generate());
  const generated = fresh.data[0] as { code: string; type: string; active: boolean };
  expect(generated).toMatchObject({ type: 'card', active: true });
  expect(held('identifiers', generated.code)).toBeUndefined();
  const card = { code: '7654321', type: 'card', active: true };
  await hit('identifiers.create', () => api.identifiers.create({ body: card }));
  expect(held('identifiers', card.code)).toEqual(card);
  const got = await hit('identifiers.get', () =>
    api.identifiers.get({ params: { code: card.code } }),
  );
  expect(got.data).toEqual([card]);
  const cards = heldAll('identifiers');
  const listed = await hit('identifiers.list', () => api.identifiers.list());
  expect(listed.data).toHaveLength(cards.length);
  expect(listed.data).toContainEqual(card);
  await expect(hit('identifiers.count', () => api.identifiers.count())).resolves.toEqual({
    count: cards.length,
  });
  const privileges = await hit('identifiers.extPrivileges', () => api.identifiers.extPrivileges());
  expect(privileges.data).toEqual(IDENTIFIER_EXT_PRIVILEGES);
  const found = await hit('identifiers.search', () =>
    api.identifiers.search({ query: { q: '7654' } }),
  );
  expect(found.data).toEqual([card]);
  const sort = await hit('identifiers.sort', () => api.identifiers.sort());
  expect(sort.data).toEqual(IDENTIFIER_SORT_FIELDS);
  await hit('identifiers.update', () =>
    api.identifiers.update({ params: { code: card.code }, body: { ...card, active: false } }),
  );
  expect(held('identifiers', card.code)?.active).toBe(false);
  await hit('identifiers.delete', () => api.identifiers.delete({ params: { code: card.code } }));
  expect(held('identifiers', card.code)).toBeUndefined();

  const points = heldAll('access_points').map((p) => p.uuid);
  const [point, other] = points as [string, string];
  const grant = { user_uuid: person.uuid, access_point_uuid: point, date: today };
  const made = await hit('tmpAccess.create', () => api.tmpAccess.create({ body: grant }));
  const params = { uuid: made.data.uuid };
  const stored = { ...params, ...grant };
  expect(held('tmp_access', params.uuid)).toEqual(stored);
  const listed2 = await hit('tmpAccess.list', () => api.tmpAccess.list());
  expect(listed2.data).toContainEqual(stored);
  const byDate = await hit('tmpAccess.byDate', () =>
    api.tmpAccess.byDate({ params: { date: today } }),
  );
  expect(byDate.data).toContainEqual(stored);
  const byUser = await hit('tmpAccess.byUser', () =>
    api.tmpAccess.byUser({ params: { user_uuid: person.uuid } }),
  );
  expect(byUser.data).toEqual([stored]);
  const byBoth = await hit('tmpAccess.byUserAndDate', () =>
    api.tmpAccess.byUserAndDate({ params: { user_uuid: person.uuid, date: today } }),
  );
  const [year, month, day] = today.split('-');
  expect(byBoth).toEqual([
    { ...params, user_uuid: person.uuid, date: `${day}.${month}.${year}`, access_points: [point] },
  ]);
  const gotGrant = await hit('tmpAccess.get', () => api.tmpAccess.get({ params }));
  expect(gotGrant.data).toEqual([stored]);
  const moved = { ...grant, access_point_uuid: other };
  await hit('tmpAccess.update', () => api.tmpAccess.update({ params, body: moved }));
  expect(held('tmp_access', params.uuid)).toEqual({ ...params, ...moved });
  await hit('tmpAccess.delete', () => api.tmpAccess.delete({ params }));
  expect(held('tmp_access', params.uuid)).toBeUndefined();
}
