/**
 * Records behave like records: what POST makes, the reads find, PUT
 * changes, DELETE removes; counts count, searches search (D13), pages page; ban and unban,
 * access point kinds with their devices and states (D8), unused identifier codes, temporary
 * access per day and person (D10), and the reference reads.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_POINT_KINDS, errorBody } from '../../../src/shared/api';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';

type Listed = { data: Array<Record<string, unknown>> };

describe('records', () => {
  let sim: StartedSimulator;
  let token: string;
  const call = (method: string, path: string, json?: unknown) =>
    sim.request(method, path, { token, ...(json === undefined ? {} : { json }) });
  const data = async (path: string) => ((await call('GET', path)).body as Listed).data;
  const count = async (path: string) => ((await call('GET', path)).body as { count: number }).count;
  const created = async (path: string, json: unknown) => {
    const res = await call('POST', path, json);
    expect(res.status, res.text).toBe(201);
    return (res.body as { data: { uuid: string } }).data.uuid;
  };
  const person = (surname: string, extra: Record<string, unknown> = {}) => ({
    surname,
    name: 'N',
    dolzhnost: 'D',
    uuid: randomUUID(),
    ...extra,
  });

  beforeAll(async () => {
    sim = await startSimulator({ serial: 'REC-1' });
    token = await call('POST', '/login', { login: 'admin', password: 'admin' }).then(
      (r) => (r.body as { token: string }).token,
    );
  });
  afterAll(async () => sim.stop());

  it('creates, reads, changes and deletes; missing records are 404 E and taken keys 409 E', async () => {
    const uuid = await created('/visitors', {
      last_name: 'Lee',
      first_name: 'Ann',
      planned_at: '2030-01-01T10:00:00Z',
    });
    expect(await data(`/visitors/${uuid}/`)).toEqual([
      { uuid, last_name: 'Lee', first_name: 'Ann', planned_at: '2030-01-01T10:00:00Z' },
    ]);
    expect(
      (
        await call('PUT', `/visitors/${uuid}/`, {
          last_name: 'Lee',
          first_name: 'Anna',
          planned_at: '2030-01-02T10:00:00Z',
        })
      ).status,
    ).toBe(200);
    expect((await data(`/visitors/${uuid}`))[0]?.first_name).toBe('Anna');
    expect((await call('DELETE', `/visitors/${uuid}/`)).body).toEqual({
      status: 'success',
      deleted: true,
    });
    for (const method of ['GET', 'DELETE']) {
      const res = await call(method, `/visitors/${uuid}/`);
      expect(res.status).toBe(404);
      expect(errorBody.parse(res.body).message).toContain(uuid);
    }
    expect(
      (
        await call('PUT', `/visitors/${uuid}/`, {
          last_name: 'a',
          first_name: 'b',
          planned_at: '2030-01-01T00:00:00Z',
        })
      ).status,
    ).toBe(404);
    await created('/directories', { name: 'teams', items: [] });
    expect((await call('POST', '/directories', { name: 'teams', items: [] })).status).toBe(409);
    const body = person('Twin');
    await created('/staff', body);
    expect((await call('POST', '/staff', body)).status).toBe(409);
    const other = (await call('PUT', `/staff/${body.uuid}`, { ...body, uuid: randomUUID() })).body;
    expect(errorBody.parse(other).data).toMatchObject({ field: 'uuid', rule: 'path' });
  });

  it('counts, searches (q, limit, offset) and pages staff', async () => {
    const before = await count('/staff/count');
    const made = [];
    for (let i = 0; i < 10; i++)
      made.push(
        await created('/staff', person(`Pager${i}`, { second_name: i % 2 ? 'Odd' : 'Even' })),
      );
    expect(await count('/staff/count')).toBe(before + 10);
    expect((await data('/staff/search?q=pager')).length).toBe(10);
    expect((await data('/staff/search?q=ODD')).length).toBe(5);
    expect((await data('/staff/search?q=pager&offset=8&limit=5')).map((p) => p.uuid)).toEqual(
      made.slice(8),
    );
    const all = [];
    for (let page = 1; ; page++) {
      const res = await call('GET', `/staff?page=${page}&page_size=3`);
      const rows = res.body as Array<{ uuid: string }>;
      if (rows.length === 0) break;
      expect(rows.length).toBeLessThanOrEqual(3);
      all.push(...rows.map((r) => r.uuid));
    }
    expect(all.slice(-10)).toEqual(made);
    expect(all.length).toBe(before + 10);
    // D5: limit and offset are decimal digits too.
    for (const query of ['limit=0x10', 'offset=1e1', 'limit=%205', 'offset=-1']) {
      const refused = await call('GET', `/staff/search?q=pager&${query}`);
      expect(refused.status, query).toBe(400);
      expect(JSON.stringify(refused.body), query).toContain(query.split('=')[0]);
    }
  });

  it('moves a person on and off /staff/banned, and a banned person is denied with an alert', async () => {
    const body = person('Banned');
    await created('/staff', body);
    expect((await call('PUT', `/staff/ban/${body.uuid}`)).status).toBe(200);
    expect((await data('/staff/banned')).map((p) => p.uuid)).toContain(body.uuid);
    expect((await data(`/staff/${body.uuid}`))[0]?.banned).toBe(true);
    const [door] = await data('/access_points?q=server');
    const pass = await call('POST', '/device_management/send_pass_event', {
      access_point_uuid: door?.uuid,
      direction: 'in',
      user_uuid: body.uuid,
    });
    const event = (
      await data(`/access_events/${(pass.body as { data: { uuid: string } }).data.uuid}`)
    )[0];
    expect(event?.type).toBe('access_denied_banned');
    expect(await count(`/alerts/access_points/${String(door?.uuid)}/count`)).toBeGreaterThanOrEqual(
      1,
    );
    expect((await call('PUT', `/staff/unban/${body.uuid}`, { comment: 'cleared' })).status).toBe(
      200,
    );
    expect((await data('/staff/banned')).map((p) => p.uuid)).not.toContain(body.uuid);
    expect((await data(`/staff/${body.uuid}`))[0]).toMatchObject({
      banned: false,
      comment: 'cleared',
    });
  });

  it('makes an access point of each kind with its readers and locks, and keeps kinds apart', async () => {
    const controller_uuid = randomUUID();
    for (const kind of ACCESS_POINT_KINDS) {
      const uuid = await created(`/access_points/${kind}`, {
        name: `AP ${kind}`,
        type: 'gate',
        controller_uuid,
      });
      expect((await data(`/access_points/${uuid}`))[0]).toMatchObject({
        kind,
        state: 'normal',
        controller_uuid,
      });
      const devices = (await data('/devices?limit=1000')).filter(
        (d) => d.access_point_uuid === uuid,
      );
      expect(devices.length, kind).toBeGreaterThanOrEqual(2);
      expect(new Set(devices.map((d) => d.kind))).toEqual(new Set(['reader', 'lock']));
      const wrongKind = kind === 'single' ? 'double' : 'single';
      expect(
        (
          await call('PUT', `/access_points/${wrongKind}/${uuid}`, {
            name: 'x',
            type: 'y',
            controller_uuid,
          })
        ).status,
      ).toBe(404);
    }
    const [single] = await data('/access_points?q=AP single');
    const uuid = String(single?.uuid);
    for (const state of ['open', 'closed', 'emergency', 'normal']) {
      expect((await call('POST', `/access_points/${uuid}/state/${state}`)).status).toBe(200);
      expect((await data(`/access_points/${uuid}`))[0]?.state).toBe(state);
    }
    const bad = await call('POST', `/access_points/${uuid}/state/ajar`);
    expect(errorBody.parse(bad.body).data).toMatchObject({ field: 'state', rule: 'enum' });
    expect((await call('DELETE', `/access_points/${uuid}`)).status).toBe(200);
    expect((await data('/devices?limit=1000')).filter((d) => d.access_point_uuid === uuid)).toEqual(
      [],
    );
  });

  it('proposes identifier codes nobody uses', async () => {
    await created('/identifiers', { code: '4242', type: 'card', active: true });
    expect(
      (await call('POST', '/identifiers', { code: '4242', type: 'card', active: true })).status,
    ).toBe(409);
    const taken = new Set(['4242', ...(await data('/identifiers')).map((i) => String(i.code))]);
    for (let i = 0; i < 20; i++) {
      const code = String((await data('/identifier/generate'))[0]?.code);
      expect(code).toMatch(/^[1-9][0-9]{9}$/);
      expect(taken.has(code)).toBe(false);
    }
  });

  it('reads temporary access per day in either form and per person (D10)', async () => {
    const [door] = await data('/access_points?q=main');
    const ann = person('Tmp');
    await created('/staff', ann);
    const bob = await created('/visitors', {
      last_name: 'Bob',
      first_name: 'B',
      planned_at: '2030-03-01T09:00:00Z',
    });
    const grant = (user_uuid: string, date: string) =>
      created('/tmp_access', { user_uuid, access_point_uuid: door?.uuid, date });
    const a1 = await grant(ann.uuid, '2031-02-03');
    await grant(ann.uuid, '2031-02-04');
    const b1 = await grant(bob, '2031-02-03');
    expect((await data('/tmp_access/by_date/2031-02-03')).map((g) => g.uuid).sort()).toEqual(
      [a1, b1].sort(),
    );
    expect((await data('/tmp_access/by_date/03.02.2031')).length).toBe(2);
    expect((await data(`/tmp_access/by_user/${ann.uuid}`)).length).toBe(2);
    const both = await call('GET', `/tmp_access/by_user_and_date/${ann.uuid}/03.02.2031`);
    expect(both.body).toEqual([
      { uuid: a1, user_uuid: ann.uuid, date: '03.02.2031', access_points: [door?.uuid] },
    ]);
    for (const date of ['2031-02-30', '3.2.2031', 'tomorrow']) {
      const res = await call('GET', `/tmp_access/by_date/${date}`);
      expect(res.status, date).toBe(400);
      expect(errorBody.parse(res.body).data?.field).toBe('date');
    }
    const orphan = await call('POST', '/tmp_access', {
      user_uuid: randomUUID(),
      access_point_uuid: door?.uuid,
      date: '2031-01-01',
    });
    expect(errorBody.parse(orphan.body).data).toMatchObject({ field: 'user_uuid', rule: 'exists' });
    await call('DELETE', `/staff/${ann.uuid}`);
    expect(await data(`/tmp_access/by_user/${ann.uuid}`)).toEqual([]);
  });

  it('serves real reference lists and seeded devices', async () => {
    for (const path of [
      '/access_events/types',
      '/audit_events/types',
      '/notification_events/types',
      '/notification_events/error_codes',
      '/access_points/ext_parameters',
      '/access_points/ext_parameters/sections',
      '/visitors/sort',
      '/identifiers/sort',
      '/identifiers/ext_privileges',
    ]) {
      expect((await data(path)).length, path).toBeGreaterThan(2);
    }
    const zones = (await data('/date_time/timezones')) as unknown as string[];
    expect(zones).toEqual(expect.arrayContaining(['UTC', 'Europe/Moscow', 'America/New_York']));
    expect(zones.length).toBeGreaterThan(300);
    expect((await data('/devices/controllers_list'))[0]).toMatchObject({ controller: 'REC-1' });
    expect((await data('/devices/have_errors')).length).toBeGreaterThan(0);
    const found = await call('GET', '/devices/find?controller=REC-1&device_address=1');
    expect((found.body as unknown[]).length).toBe(1);
  });

  it('keeps its clock offset and time zone (POST /date_time)', async () => {
    const target = Math.floor(Date.now() / 1000) + 86_400;
    expect(
      (await call('POST', '/date_time', { ntp: false, timestamp: target, timezone: 'Asia/Tokyo' }))
        .body,
    ).toEqual({ status: 'success' });
    const clock = (await call('GET', '/date_time')).body as {
      timestamp: number;
      timezone: string;
      ntp: boolean;
    };
    expect(clock.timezone).toBe('Asia/Tokyo');
    expect(Math.abs(clock.timestamp - target)).toBeLessThanOrEqual(2);
    const badZone = await call('POST', '/date_time', {
      ntp: true,
      timestamp: 0,
      timezone: 'Mars/Olympus',
    });
    expect(errorBody.parse(badZone.body).data?.field).toBe('timezone');
    await call('POST', '/date_time', { ntp: true, timestamp: 0, timezone: 'UTC' });
  });
});
