/** The walk, part one: users, access points, staff, visitors, identifiers, profiles, grants. */
import {
  CONTROLLER,
  KINDS,
  ap,
  expectEqual,
  first,
  k,
  key,
  uuidOf,
  type Body,
  type Step,
} from './walk-support';

export const RECORD_STEPS: Step[] = [
  { id: 'login', json: () => ({ login: 'admin', password: 'admin' }) },
  // 4.1 authentication users
  { id: 'authUsers.create', json: () => ({ login: 'walker', password: 'pw-1', role: 'operator' }) },
  { id: 'authUsers.list' },
  {
    id: 'authUsers.get',
    params: () => ({ login: 'walker' }),
    after: (b) => expectEqual(first(b), { login: 'walker', role: 'operator' }, 'user'),
  },
  {
    id: 'authUsers.update',
    params: () => ({ login: 'walker' }),
    json: () => ({ login: 'walker', password: 'pw-2', role: 'viewer' }),
  },
  // 4.2 access points
  ...KINDS.map((kind): Step => ({
    id: `accessPoints.create.${kind}`,
    json: () => ({ name: `Walk ${kind}`, type: kind, controller_uuid: CONTROLLER }),
    after: key(kind),
  })),
  {
    id: 'accessPoints.list',
    query: { q: 'walk' },
    after: (b) => expectEqual(((b as Body).data as unknown[]).length, 6, 'walk access points'),
  },
  {
    id: 'accessPoints.get',
    params: ap('mantrap'),
    after: (b) => expectEqual(first(b).kind, 'mantrap', 'kind'),
  },
  { id: 'accessPoints.extParameters' },
  { id: 'accessPoints.extParameterSections' },
  { id: 'accessPoints.setState', params: (s) => ({ uuid: k(s, 'barrier'), state: 'open' }) },
  ...KINDS.map((kind): Step => ({
    id: `accessPoints.update.${kind}`,
    params: ap(kind),
    json: () => ({ name: `Walk ${kind} changed`, type: kind, controller_uuid: CONTROLLER }),
  })),
  {
    id: 'automations.create',
    json: () => ({ name: 'Night lock', type: 'schedule', controller_uuid: CONTROLLER }),
    after: key('automation'),
  },
  { id: 'automations.list' },
  { id: 'automations.get', params: uuidOf('automation') },
  {
    id: 'automations.update',
    params: uuidOf('automation'),
    json: () => ({ name: 'Night lock 2', type: 'schedule', controller_uuid: CONTROLLER }),
  },
  // 4.3 staff
  {
    id: 'staff.create',
    json: (s) => ({
      surname: 'Walker',
      name: 'Anna',
      dolzhnost: 'engineer',
      uuid: s.staff,
      second_name: 'B',
      pin: '12345678',
      car_number: 'А123ВС77',
      cards: ['1234567'],
      biometry: { card_code: '7654321', models: ['FaceStation'] },
      access_profiles: [{ uuid: CONTROLLER, from: 0, to: 2000000000 }],
      tab_nomer: 7,
      'E-mail': 'anna@example.test',
    }),
  },
  {
    id: 'staff.page',
    query: { page: '1', page_size: '150' },
    after: (b, s) =>
      expectEqual(
        (b as Array<{ uuid: string }>).map((p) => p.uuid),
        [s.staff],
        'page',
      ),
  },
  { id: 'staff.count', after: (b) => expectEqual(b, { count: 1 }, 'count') },
  {
    id: 'staff.search',
    query: { q: 'walk' },
    after: (b, s) => expectEqual(first(b).uuid, s.staff, 'search'),
  },
  {
    id: 'staff.get',
    params: (s) => ({ uuid: s.staff }),
    after: (b) => expectEqual(first(b).car_number, 'А123ВС77', 'car'),
  },
  { id: 'staff.ban', params: (s) => ({ uuid: s.staff }) },
  { id: 'staff.banned', after: (b, s) => expectEqual(first(b).uuid, s.staff, 'banned') },
  { id: 'staff.unban', params: (s) => ({ uuid: s.staff }), json: () => ({ comment: 'back' }) },
  {
    id: 'staff.update',
    params: (s) => ({ uuid: s.staff }),
    json: (s) => ({ surname: 'Walker', name: 'Anna', dolzhnost: 'lead', uuid: s.staff }),
  },
  {
    id: 'staffProperties.create',
    json: () => ({ name: 'shoe_size', type: 'integer', required: false }),
  },
  { id: 'staffProperties.list' },
  { id: 'staffProperties.get', params: () => ({ name: 'shoe_size' }) },
  {
    id: 'staffProperties.update',
    params: () => ({ name: 'shoe_size' }),
    json: () => ({ name: 'shoe_size', type: 'string', required: true }),
  },
  // 4.4 visitors
  {
    id: 'visitors.create',
    json: () => ({
      last_name: 'Guest',
      first_name: 'Gus',
      planned_at: '2099-01-01T09:00:00+03:00',
    }),
    after: key('visitor'),
  },
  { id: 'visitors.list' },
  { id: 'visitors.count', after: (b) => expectEqual(b, { count: 1 }, 'visitors') },
  { id: 'visitors.countPlanned', after: (b) => expectEqual(b, { count: 1 }, 'planned') },
  {
    id: 'visitors.multisearch',
    query: { q: 'gue' },
    after: (b, s) => expectEqual(first(b).uuid, k(s, 'visitor'), 'multisearch'),
  },
  { id: 'visitors.sort' },
  { id: 'visitors.get', params: uuidOf('visitor') },
  {
    id: 'visitors.update',
    params: uuidOf('visitor'),
    json: () => ({ last_name: 'Guest', first_name: 'Gustav', planned_at: '2099-01-02T09:00:00Z' }),
  },
  {
    id: 'visitorProperties.create',
    json: () => ({ name: 'host', type: 'string', required: true }),
  },
  { id: 'visitorProperties.list' },
  { id: 'visitorProperties.get', params: () => ({ name: 'host' }) },
  {
    id: 'visitorProperties.update',
    params: () => ({ name: 'host' }),
    json: () => ({ name: 'host', type: 'string', required: false }),
  },
  // 4.5 identifiers
  { id: 'identifiers.generate', after: (b, s) => (s.keys.code = String(first(b).code)) },
  { id: 'identifiers.create', json: (s) => ({ code: k(s, 'code'), type: 'card', active: true }) },
  { id: 'identifiers.get', params: (s) => ({ code: k(s, 'code') }) },
  { id: 'identifiers.list' },
  { id: 'identifiers.count', after: (b) => expectEqual(b, { count: 1 }, 'identifiers') },
  { id: 'identifiers.extPrivileges' },
  { id: 'identifiers.search', query: { q: 'card' } },
  { id: 'identifiers.sort' },
  {
    id: 'identifiers.update',
    params: (s) => ({ code: k(s, 'code') }),
    json: (s) => ({ code: k(s, 'code'), type: 'card', active: false }),
  },
  // 4.9 schedules, access profiles, directories
  {
    id: 'schedules.create',
    json: () => ({
      name: 'Day',
      intervals: [{ days: ['mon', 'fri'], from: '08:00', to: '18:00' }],
    }),
    after: key('schedule'),
  },
  { id: 'schedules.list' },
  { id: 'schedules.get', params: uuidOf('schedule') },
  {
    id: 'schedules.update',
    params: uuidOf('schedule'),
    json: () => ({ name: 'Day', intervals: [] }),
  },
  {
    id: 'accessProfiles.create',
    json: (s) => ({
      name: 'Walkers',
      access_points: [k(s, 'single')],
      schedule_uuid: k(s, 'schedule'),
    }),
    after: key('profile'),
  },
  { id: 'accessProfiles.list' },
  { id: 'accessProfiles.get', params: uuidOf('profile') },
  {
    id: 'accessProfiles.update',
    params: uuidOf('profile'),
    json: (s) => ({ name: 'Walkers', access_points: [], schedule_uuid: k(s, 'schedule') }),
  },
  {
    id: 'directories.create',
    json: () => ({ name: 'floors', items: [{ value: '1', label: 'Ground' }] }),
  },
  { id: 'directories.list' },
  { id: 'directories.get', params: () => ({ name: 'floors' }) },
  {
    id: 'directories.update',
    params: () => ({ name: 'floors' }),
    json: () => ({ name: 'floors', items: [] }),
  },
  // 4.6 temporary access
  {
    id: 'tmpAccess.create',
    json: (s) => ({ user_uuid: s.staff, access_point_uuid: k(s, 'single'), date: '2030-05-17' }),
    after: key('grant'),
  },
  { id: 'tmpAccess.list' },
  {
    id: 'tmpAccess.byDate',
    params: () => ({ date: '17.05.2030' }),
    after: (b, s) => expectEqual(first(b).uuid, k(s, 'grant'), 'by date'),
  },
  { id: 'tmpAccess.byUser', params: (s) => ({ user_uuid: s.staff }) },
  {
    id: 'tmpAccess.byUserAndDate',
    params: (s) => ({ user_uuid: s.staff, date: '2030-05-17' }),
    after: (b, s) =>
      expectEqual(
        b,
        [
          {
            uuid: k(s, 'grant'),
            user_uuid: s.staff,
            date: '17.05.2030',
            access_points: [k(s, 'single')],
          },
        ],
        'read shape',
      ),
  },
  { id: 'tmpAccess.get', params: uuidOf('grant') },
  {
    id: 'tmpAccess.update',
    params: uuidOf('grant'),
    json: (s) => ({ user_uuid: s.staff, access_point_uuid: k(s, 'single'), date: '2030-05-18' }),
  },
];
