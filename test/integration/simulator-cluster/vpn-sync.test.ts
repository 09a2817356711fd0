/**
 * Spec 4.12, D9: a master found its member by a controller search, syncs
 * 1,000 staff to it over HTTPS (counts and contents equal), with schedules, access profiles and
 * identifiers, and both sides report the sync; a legacy member given with `--peer` gets its staff
 * in the legacy field set (D12); stop and member removal work.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { StartedSimulator } from '../helpers/start-simulator';
import {
  addStaff,
  allStaff,
  simulatorPool,
  testPort,
  testSubnet,
  waitFor,
} from './cluster-support';

const pool = simulatorPool();
afterEach(() => pool.stopAll());

type Member = {
  serial: string;
  state: string;
  counts: Record<string, number>;
  last_sync_at?: string;
  error?: string;
};

async function member(master: StartedSimulator, token: string, serial: string) {
  const res = await master.request('GET', '/vpn/members', { token });
  return (res.body as { data: Member[] }).data.find((m) => m.serial === serial);
}

async function settled(master: StartedSimulator, token: string, serial: string) {
  return waitFor(async () => {
    const found = await member(master, token, serial);
    return found && found.state !== 'syncing' ? found : undefined;
  }, `the sync of ${serial} to end`);
}

async function names(sim: StartedSimulator, token: string, path: string) {
  const res = await sim.request('GET', path, { token });
  return (res.body as { data: Array<{ name: string }> }).data.map((r) => r.name).sort();
}

async function search(sim: StartedSimulator, token: string, network: string) {
  await sim.request('POST', '/controller_search', { token, json: { network } });
  await waitFor(async () => {
    const res = await sim.request('GET', '/controller_search/status', { token });
    return (res.body as { active: boolean }).active ? undefined : true;
  }, 'the search to end');
}

describe('VPN cluster sync', () => {
  it('copies 1,000 staff, schedules, profiles and identifiers to a member it found', async () => {
    const net = testSubnet();
    const port = testPort();
    const [master, slave] = await Promise.all([
      pool.start({ host: `${net}.10`, port, serial: 'MASTER-1' }),
      pool.start({ host: `${net}.11`, port, serial: 'MEMBER-1' }),
    ]);
    const token = await master.login();
    const slaveToken = await slave.login();
    const schedule = await master.request('POST', '/schedules/', {
      token,
      json: { name: 'Night shift', intervals: [{ days: ['sat'], from: '20:00', to: '23:59' }] },
    });
    const scheduleUuid = (schedule.body as { data: { uuid: string } }).data.uuid;
    const profile = await master.request('POST', '/access_profiles/', {
      token,
      json: { name: 'Night crew', access_points: [], schedule_uuid: scheduleUuid },
    });
    const profileUuid = (profile.body as { data: { uuid: string } }).data.uuid;
    await master.request('POST', '/identifiers', {
      token,
      json: { code: '987654321', type: 'card', active: true },
    });
    await addStaff(master, token, 1000, profileUuid);

    await search(master, token, `${net}.0/28`);
    const start = await master.request('POST', '/vpn/master/sync/MEMBER-1/start', { token });
    expect(start.body).toMatchObject({ status: 'success', data: { uuid: 'MEMBER-1' } });
    // Both sides say a sync runs while it does (1,000 people take a while).
    expect((await master.request('GET', '/vpn/master/status', { token })).body).toMatchObject({
      status: 'syncing',
      active: true,
    });
    await waitFor(async () => {
      const res = await slave.request('GET', '/vpn/slave/status', { token: slaveToken });
      return (res.body as { active: boolean }).active ? true : undefined;
    }, 'the member to say it is being synced');
    const done = await settled(master, token, 'MEMBER-1');
    expect(done).toMatchObject({
      state: 'synced',
      counts: { staff: 1000, identifiers: 1, schedules: 3, access_profiles: 2 },
    });
    expect(Date.parse(String(done.last_sync_at))).toBeGreaterThan(Date.now() - 60_000);
    expect((await master.request('GET', '/vpn/master/status', { token })).body).toMatchObject({
      status: 'ready',
      active: false,
    });
    expect(
      (await slave.request('GET', '/vpn/slave/status', { token: slaveToken })).body,
    ).toMatchObject({
      status: 'synced',
      active: false,
    });

    // Contents: every person equal, field for field, except the profile uuid, which is the
    // member's copy of the master's profile.
    const theirProfiles = (await slave.request('GET', '/access_profiles/', { token: slaveToken }))
      .body as { data: Array<{ uuid: string; name: string; schedule_uuid: string }> };
    const copy = theirProfiles.data.find((p) => p.name === 'Night crew');
    expect(copy?.uuid).toBeDefined();
    const ours = await allStaff(master, token);
    const theirs = await allStaff(slave, slaveToken);
    expect(theirs).toHaveLength(1000);
    expect(theirs).toEqual(
      ours.map((p) => ({
        ...p,
        access_profiles: [{ uuid: copy?.uuid, from: 0, to: 2_000_000_000 }],
      })),
    );
    expect(await names(slave, slaveToken, '/schedules/')).toEqual(
      await names(master, token, '/schedules/'),
    );
    const theirSchedules = (await slave.request('GET', '/schedules/', { token: slaveToken }))
      .body as { data: Array<{ uuid: string; name: string }> };
    expect(copy?.schedule_uuid).toBe(
      theirSchedules.data.find((s) => s.name === 'Night shift')?.uuid,
    );
    expect(
      (await slave.request('GET', '/identifier/987654321', { token: slaveToken })).status,
    ).toBe(200);

    // A second pass finds everything in place: nothing is copied twice.
    await master.request('POST', '/vpn/master/sync/MEMBER-1/start', { token });
    await settled(master, token, 'MEMBER-1');
    expect((await slave.request('GET', '/staff/count', { token: slaveToken })).body).toEqual({
      count: 1000,
    });
    expect(await names(slave, slaveToken, '/access_profiles/')).toEqual(
      await names(master, token, '/access_profiles/'),
    );
  });

  it('syncs a legacy member given with --peer in its field set, and stops and removes members', async () => {
    const net = testSubnet();
    const port = testPort();
    const [legacy, other] = await Promise.all([
      pool.start({ host: `${net}.21`, port, serial: 'LEGACY-1', staffFields: 'legacy' }),
      pool.start({ host: `${net}.22`, port, serial: 'OTHER-1' }),
    ]);
    const master = await pool.start({
      host: `${net}.20`,
      port,
      serial: 'MASTER-2',
      peers: [
        { serial: 'LEGACY-1', host: legacy.host, port },
        { serial: 'OTHER-1', host: other.host, port },
      ],
    });
    const token = await master.login();
    await addStaff(master, token, 400);

    await master.request('POST', '/vpn/master/sync/LEGACY-1/start', { token });
    expect(await settled(master, token, 'LEGACY-1')).toMatchObject({ state: 'synced' });
    const legacyToken = await legacy.login();
    const ours = await allStaff(master, token);
    expect(await allStaff(legacy, legacyToken)).toEqual(
      ours.map((p) => ({
        uuid: p.uuid,
        last_name: p.surname,
        first_name: p.name,
        cards: p.cards,
        banned: p.banned,
      })),
    );

    // Stopped at once, the pass ends early: idle, part of the staff copied, the member not syncing.
    await master.request('POST', '/vpn/master/sync/OTHER-1/start', { token });
    const stop = await master.request('POST', '/vpn/master/sync/OTHER-1/stop', { token });
    expect(stop.status).toBe(200);
    const stopped = await member(master, token, 'OTHER-1');
    expect(stopped).toMatchObject({ state: 'idle' });
    expect(stopped?.counts.staff).toBeLessThan(400);
    const otherToken = await other.login();
    expect(
      (await other.request('GET', '/vpn/slave/status', { token: otherToken })).body,
    ).toMatchObject({
      active: false,
    });

    const removed = await master.request('DELETE', '/vpn/LEGACY-1', { token });
    expect(removed.body).toEqual({ status: 'success', deleted: true });
    expect((await master.request('GET', '/vpn/members', { token })).body).toMatchObject({
      data: [{ serial: 'OTHER-1' }],
    });
    expect((await master.request('DELETE', '/vpn/LEGACY-1', { token })).status).toBe(404);
    expect(
      (await master.request('POST', '/vpn/master/sync/NOBODY-9/start', { token })).status,
    ).toBe(404);
  });
});
