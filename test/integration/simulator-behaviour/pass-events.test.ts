/**
 * Spec 4.7, 4.8, 4.10, 4.11 against a real simulator, everything through
 * the API: with the controller's clock set to a Wednesday 10:30 in Moscow, passes of a banned, an
 * unscheduled, a scheduled and a temporarily granted person are decided as a controller does;
 * each is an access event, denials raise alerts, a confirmation answers a pass once, device
 * events land in the notifications and error log, every write leaves an audit event naming its
 * login, and the time-tracking export reads first-in and last-out of the day.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';

// Wednesday 2030-05-15 10:30 in Moscow (UTC+3).
const WED_1030 = Date.parse('2030-05-15T07:30:00Z') / 1000;
const WED_1745 = Date.parse('2030-05-15T14:45:00Z') / 1000;

type Body = { data: Array<Record<string, unknown>> } & Record<string, unknown>;

let sim: StartedSimulator;
let admin: string;
let guard: string;
const ids: Record<string, string> = {};

async function call(token: string, method: string, path: string, json?: unknown) {
  const res = await sim.request(method, path, { token, ...(json === undefined ? {} : { json }) });
  return { status: res.status, body: res.body as Body };
}

async function keyOf(token: string, path: string, json: unknown): Promise<string> {
  const res = await call(token, 'POST', path, json);
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as unknown as { data: { uuid: string } }).data.uuid;
}

async function setClock(timestamp: number) {
  const res = await call(admin, 'POST', '/date_time', {
    ntp: false,
    timestamp,
    timezone: 'Europe/Moscow',
  });
  expect(res.status).toBe(200);
}

async function pass(user: string, direction: 'in' | 'out' = 'in') {
  const uuid = await keyOf(guard, '/device_management/send_pass_event', {
    access_point_uuid: ids.door,
    user_uuid: user,
    direction,
  });
  const event = await call(guard, 'GET', `/access_events/${uuid}`);
  return event.body.data[0] as { uuid: string; type: string; timestamp: string };
}

function staff(surname: string, profile?: string) {
  const valid = { from: WED_1030 - 86_400, to: WED_1030 + 365 * 86_400 };
  return {
    surname,
    name: 'Test',
    dolzhnost: 'Engineer',
    uuid: randomUUID(),
    ...(profile ? { access_profiles: [{ uuid: profile, ...valid }] } : {}),
  };
}

beforeAll(async () => {
  sim = await startSimulator();
  admin = await sim.login();
  await keyOf(admin, '/auth_users', { login: 'guard', password: 'guard-pass', role: 'operator' });
  guard = await sim.login('guard', 'guard-pass');
  await setClock(WED_1030);
  const controller = randomUUID();
  ids.door = await keyOf(guard, '/access_points/single', {
    name: 'Lab door',
    type: 'door',
    controller_uuid: controller,
  });
  const weekdays = await keyOf(guard, '/schedules/', {
    name: 'Office hours',
    intervals: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '09:00', to: '18:00' }],
  });
  const weekend = await keyOf(guard, '/schedules/', {
    name: 'Weekend',
    intervals: [{ days: ['sat', 'sun'], from: '09:00', to: '18:00' }],
  });
  ids.office = await keyOf(guard, '/access_profiles/', {
    name: 'Lab',
    access_points: [ids.door],
    schedule_uuid: weekdays,
  });
  ids.weekendProfile = await keyOf(guard, '/access_profiles/', {
    name: 'Lab weekends',
    access_points: [ids.door],
    schedule_uuid: weekend,
  });
  for (const [key, body] of [
    ['scheduled', staff('Scheduled', ids.office)],
    ['unscheduled', staff('Unscheduled', ids.weekendProfile)],
    ['banned', staff('Banned', ids.office)],
    ['granted', staff('Granted')],
    ['tomorrow', staff('Tomorrow')],
  ] as const) {
    ids[key] = await keyOf(guard, '/staff', body);
  }
  expect((await call(guard, 'PUT', `/staff/ban/${ids.banned}`)).status).toBe(200);
  await keyOf(guard, '/tmp_access', {
    user_uuid: ids.granted,
    access_point_uuid: ids.door,
    date: '2030-05-15',
  });
  await keyOf(guard, '/tmp_access', {
    user_uuid: ids.tomorrow,
    access_point_uuid: ids.door,
    date: '2030-05-16',
  });
});
afterAll(async () => sim.stop());

describe('pass events', () => {
  const events: Record<string, { uuid: string; type: string; timestamp: string }> = {};

  it('grant or deny banned, unscheduled, scheduled and temporarily granted people', async () => {
    for (const who of ['scheduled', 'unscheduled', 'banned', 'granted', 'tomorrow'])
      events[who] = await pass(ids[who] ?? '');
    events.unknown = await pass(randomUUID());
    expect(Object.fromEntries(Object.entries(events).map(([k, e]) => [k, e.type]))).toEqual({
      scheduled: 'access_granted',
      unscheduled: 'access_denied_schedule',
      banned: 'access_denied_banned',
      granted: 'access_granted',
      tomorrow: 'access_denied_no_access',
      unknown: 'access_denied_unknown_user',
    });
    expect(events.scheduled?.timestamp.startsWith('2030-05-15T07:30')).toBe(true);
  });

  it('denies the scheduled person once the clock leaves the schedule', async () => {
    await setClock(WED_1745);
    events.leaving = await pass(ids.scheduled ?? '', 'out');
    expect(events.leaving.type).toBe('access_granted');
    await setClock(WED_1030 + 10 * 3600); // 20:30 in Moscow
    events.late = await pass(ids.scheduled ?? '');
    expect(events.late.type).toBe('access_denied_schedule');
  });

  it('raises an alert per denial, counted on the access point and listed as violations', async () => {
    const count = await call(guard, 'GET', `/alerts/access_points/${ids.door}/count`);
    expect(count.body).toEqual({ count: 5 });
    const violations = await call(guard, 'GET', '/alerts/violations?q=Lab door');
    expect(violations.body.data.map((a) => a.type).sort()).toEqual([
      'access_denied_banned',
      'access_denied_no_access',
      'access_denied_schedule',
      'access_denied_schedule',
      'access_denied_unknown_user',
    ]);
    const sorted = await call(guard, 'GET', '/alerts/sortByAccessPoint');
    expect(sorted.body.data[0]).toMatchObject({ access_point_uuid: ids.door, count: 5 });
  });

  it('reads the latest event of a person as last_access, and confirms a pass once', async () => {
    const last = await call(guard, 'GET', `/staff/${ids.scheduled}/last_access`);
    expect(last.body.data[0]?.uuid).toBe(events.late?.uuid);
    const body = { access_event_uuid: events.granted?.uuid, confirmed: true };
    expect((await call(guard, 'POST', '/access_confirmation', body)).status).toBe(200);
    expect((await call(guard, 'POST', '/access_confirmation', body)).status).toBe(409);
    const confirmed = await call(guard, 'GET', `/access_events/${events.granted?.uuid}`);
    expect(confirmed.body.data[0]).toMatchObject({ confirmed: true });
    const answers = await call(guard, 'GET', `/access_events/?q=access_confirmed`);
    expect(answers.body.data).toEqual([
      expect.objectContaining({ confirms: events.granted?.uuid, user_uuid: ids.granted }),
    ]);
  });

  it('records device events as notifications, and error codes in the error log too', async () => {
    const devices = await call(guard, 'GET', '/devices?q=Lab door');
    const reader = devices.body.data.find((d) => d.kind === 'reader') as { uuid: string };
    const note = await keyOf(guard, '/device_management/send_event', {
      device_uuid: reader.uuid,
      event_type: 'E201',
    });
    expect((await call(guard, 'GET', `/notification_events/${note}`)).body.data[0]).toMatchObject({
      type: 'device_error',
      device_uuid: reader.uuid,
    });
    const log = (await call(guard, 'GET', '/error_logger')).body as unknown as string[];
    expect(log.some((line) => line.includes('Lab door: reader: E201 Lock does not respond'))).toBe(
      true,
    );
    await keyOf(guard, '/device_management/send_event', {
      device_uuid: reader.uuid,
      event_type: 'device_restored',
    });
    expect((await call(guard, 'GET', `/devices/${reader.uuid}`)).body.data[0]).toMatchObject({
      errors: [],
    });
  });

  it('leaves an audit event with the login for every write through the API', async () => {
    const audit = await call(admin, 'GET', '/audit_events/?limit=1000');
    const byGuard = audit.body.data.filter((e) => e.login === 'guard');
    const passes = byGuard.filter((e) =>
      String(e.message).startsWith('POST /device_management/send_pass_event'),
    );
    expect(passes).toHaveLength(8);
    // One confirmation succeeded; the refused second one (409) left nothing.
    expect(
      byGuard.filter((e) => String(e.message).startsWith('POST /access_confirmation')),
    ).toHaveLength(1);
    expect(passes[0]).toMatchObject({ type: 'command' });
    expect(
      byGuard.some(
        (e) => e.type === 'record_created' && String(e.message).startsWith('POST /staff ->'),
      ),
    ).toBe(true);
    expect(
      byGuard.some(
        (e) =>
          e.type === 'record_changed' &&
          String(e.message).startsWith(`PUT /staff/ban/${ids.banned}: `),
      ),
    ).toBe(true);
    expect(audit.body.data.some((e) => e.login === 'admin' && e.type === 'settings_changed')).toBe(
      true,
    );
    // Reads leave nothing.
    expect(audit.body.data.some((e) => String(e.message).startsWith('GET '))).toBe(false);
  });

  it('exports first-in and last-out per person and local day (spec 4.11)', async () => {
    const config = await keyOf(guard, '/tt_export/configs', {
      name: 'May',
      period: { from: '2030-05-15', to: '2030-05-15' },
    });
    const rows = (await call(guard, 'GET', `/tt_export/${config}`)).body.data;
    expect(rows.find((r) => r.user_uuid === ids.scheduled)).toMatchObject({
      date: '15.05.2030',
      first_in: expect.stringMatching(/^2030-05-15T07:30/) as unknown,
      last_out: expect.stringMatching(/^2030-05-15T14:45/) as unknown,
    });
    expect(rows.find((r) => r.user_uuid === ids.granted)).toMatchObject({ last_out: null });
    expect(rows.some((r) => r.user_uuid === ids.banned)).toBe(false);
  });
});
