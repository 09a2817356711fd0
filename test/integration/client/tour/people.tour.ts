/**
 * The first half of the endpoint tour (see every-endpoint.test.ts): authentication users,
 * access points, staff, visitors, identifiers and temporary access.
 */
import { expect } from 'vitest';
import { person, today, type Tour } from './tour';

/** Logs in and manages authentication users. */
export async function authUsers({ api, client, hit }: Tour): Promise<void> {
  await hit('login', () => client.call('login', { body: { login: 'admin', password: 'admin' } }));
  const user = { login: 'clerk', password: 'clerk-secret', role: 'viewer' as const };
  await hit('authUsers.create', () => api.authUsers.create({ body: user }));
  await hit('authUsers.list', () => api.authUsers.list({ query: { q: 'cler' } }));
  await hit('authUsers.get', () => api.authUsers.get({ params: { login: 'clerk' } }));
  await hit('authUsers.update', () =>
    api.authUsers.update({ params: { login: 'clerk' }, body: { ...user, role: 'operator' } }),
  );
  await hit('authUsers.delete', () => api.authUsers.delete({ params: { login: 'clerk' } }));
}

/** Manages access points, their kinds, states and automations. */
export async function accessPoints({ api, hit }: Tour): Promise<void> {
  const points = await hit('accessPoints.list', () => api.accessPoints.list());
  const first = points.data[0] as { uuid: string; controller_uuid: string };
  await hit('accessPoints.get', () => api.accessPoints.get({ params: { uuid: first.uuid } }));
  await hit('accessPoints.extParameters', () => api.accessPoints.extParameters());
  await hit('accessPoints.extParameterSections', () => api.accessPoints.extParameterSections());
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
    await hit(`accessPoints.update.${kind}`, () =>
      api.accessPoints.update[kind]({ params, body: { ...body, name: `${kind} 2` } }),
    );
    if (kind === 'barrier')
      await hit('accessPoints.setState', () =>
        api.accessPoints.setState({ params: { ...params, state: 'open' } }),
      );
    await hit('accessPoints.delete', () => api.accessPoints.delete({ params }));
  }
  const auto = await hit('automations.create', () => api.automations.create({ body }));
  const params = { uuid: auto.data.uuid };
  await hit('automations.list', () => api.automations.list({ query: { limit: 5 } }));
  await hit('automations.get', () => api.automations.get({ params }));
  await hit('automations.update', () => api.automations.update({ params, body }));
  await hit('automations.delete', () => api.automations.delete({ params }));
}

/** Manages staff and staff properties. */
export async function staff({ api, hit }: Tour): Promise<void> {
  const params = { uuid: person.uuid };
  await hit('staff.create', () => api.staff.create({ body: person }));
  await hit('staff.page', () => api.staff.page({ query: { page: 1, page_size: 150 } }));
  await hit('staff.count', () => api.staff.count());
  await hit('staff.search', () => api.staff.search({ query: { q: 'ivan' } }));
  await hit('staff.get', () => api.staff.get({ params }));
  await hit('staff.lastAccess', () => api.staff.lastAccess({ params }));
  await hit('staff.update', () =>
    api.staff.update({ params, body: { ...person, comment: 'night shift' } }),
  );
  await hit('staff.ban', () => api.staff.ban({ params }));
  await hit('staff.banned', () => api.staff.banned());
  await hit('staff.unban', () => api.staff.unban({ params }));
  const property = { name: 'badge', type: 'string', required: false };
  await hit('staffProperties.create', () => api.staffProperties.create({ body: property }));
  await hit('staffProperties.list', () => api.staffProperties.list());
  await hit('staffProperties.get', () => api.staffProperties.get({ params: { name: 'badge' } }));
  await hit('staffProperties.update', () =>
    api.staffProperties.update({
      params: { name: 'badge' },
      body: { ...property, required: true },
    }),
  );
  await hit('staffProperties.delete', () =>
    api.staffProperties.delete({ params: { name: 'badge' } }),
  );
}

/** Manages visitors and visitor properties. */
export async function visitors({ api, hit }: Tour): Promise<void> {
  const visitor = {
    last_name: 'Smirnov',
    first_name: 'Oleg',
    planned_at: new Date(Date.now() + 3_600_000).toISOString(),
  };
  const made = await hit('visitors.create', () => api.visitors.create({ body: visitor }));
  const params = { uuid: made.data.uuid };
  await hit('visitors.list', () => api.visitors.list());
  await hit('visitors.count', () => api.visitors.count());
  await hit('visitors.countPlanned', () => api.visitors.countPlanned());
  await hit('visitors.multisearch', () => api.visitors.multisearch({ query: { q: 'smir' } }));
  await hit('visitors.sort', () => api.visitors.sort());
  await hit('visitors.get', () => api.visitors.get({ params }));
  await hit('visitors.update', () =>
    api.visitors.update({ params, body: { ...visitor, first_name: 'Olga' } }),
  );
  await hit('visitors.delete', () => api.visitors.delete({ params }));
  const property = { name: 'company', type: 'string', required: true };
  await hit('visitorProperties.create', () => api.visitorProperties.create({ body: property }));
  await hit('visitorProperties.list', () => api.visitorProperties.list());
  await hit('visitorProperties.get', () =>
    api.visitorProperties.get({ params: { name: 'company' } }),
  );
  await hit('visitorProperties.update', () =>
    api.visitorProperties.update({ params: { name: 'company' }, body: property }),
  );
  await hit('visitorProperties.delete', () =>
    api.visitorProperties.delete({ params: { name: 'company' } }),
  );
}

/** Manages identifiers and temporary access. */
export async function identifiers({ api, hit }: Tour): Promise<void> {
  await hit('identifiers.generate', () => api.identifiers.generate());
  const card = { code: '7654321', type: 'card', active: true };
  await hit('identifiers.create', () => api.identifiers.create({ body: card }));
  await hit('identifiers.get', () => api.identifiers.get({ params: { code: card.code } }));
  await hit('identifiers.list', () => api.identifiers.list());
  await hit('identifiers.count', () => api.identifiers.count());
  await hit('identifiers.extPrivileges', () => api.identifiers.extPrivileges());
  await hit('identifiers.search', () => api.identifiers.search({ query: { q: '7654' } }));
  await hit('identifiers.sort', () => api.identifiers.sort());
  await hit('identifiers.update', () =>
    api.identifiers.update({ params: { code: card.code }, body: { ...card, active: false } }),
  );
  await hit('identifiers.delete', () => api.identifiers.delete({ params: { code: card.code } }));

  const point = ((await api.accessPoints.list()).data[0] as { uuid: string }).uuid;
  const grant = { user_uuid: person.uuid, access_point_uuid: point, date: today };
  const made = await hit('tmpAccess.create', () => api.tmpAccess.create({ body: grant }));
  const params = { uuid: made.data.uuid };
  await hit('tmpAccess.list', () => api.tmpAccess.list());
  await hit('tmpAccess.byDate', () => api.tmpAccess.byDate({ params: { date: today } }));
  await hit('tmpAccess.byUser', () => api.tmpAccess.byUser({ params: { user_uuid: person.uuid } }));
  const byBoth = await hit('tmpAccess.byUserAndDate', () =>
    api.tmpAccess.byUserAndDate({ params: { user_uuid: person.uuid, date: today } }),
  );
  expect(byBoth[0]?.date).toMatch(/^\d\d\.\d\d\.\d{4}$/);
  await hit('tmpAccess.get', () => api.tmpAccess.get({ params }));
  await hit('tmpAccess.update', () => api.tmpAccess.update({ params, body: grant }));
  await hit('tmpAccess.delete', () => api.tmpAccess.delete({ params }));
}
