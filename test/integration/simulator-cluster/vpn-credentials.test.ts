/**
 * Spec 4.1, 4.12 (docs/decisions.md, "Simulator part 2", VPN cluster): a master signs in to its
 * members with the administrator account as its own users hold it now. After the factory
 * password is changed through the API on all three controllers (as the app's password wizard
 * does), the master joins both members and syncs them again, also after a restart of its own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { StartedSimulator } from '../helpers/start-simulator';
import { addStaff, simulatorPool, testPort, testSubnet, waitFor } from './cluster-support';

const pool = simulatorPool();
afterEach(() => pool.stopAll());

const NEW_PASSWORD = 'Cluster-Pass-2024!';

type Member = { serial: string; state: string; counts: { staff: number }; error?: string };

/** `PUT /auth_users/admin` with a new password, then a login with it. */
async function changeAdminPassword(sim: StartedSimulator): Promise<string> {
  const token = await sim.login('admin', 'admin');
  const res = await sim.request('PUT', '/auth_users/admin', {
    token,
    json: { login: 'admin', password: NEW_PASSWORD, role: 'admin' },
  });
  expect(res.status, res.text).toBe(200);
  await expect(sim.login('admin', 'admin')).rejects.toThrow(/401/);
  return sim.login('admin', NEW_PASSWORD);
}

async function members(master: StartedSimulator, token: string): Promise<Member[]> {
  const res = await master.request('GET', '/vpn/members', { token });
  return (res.body as { data: Member[] }).data;
}

/** Starts a pass to each serial and waits until none syncs any more. */
async function syncAll(master: StartedSimulator, token: string, serials: string[]) {
  for (const serial of serials) {
    const res = await master.request('POST', `/vpn/master/sync/${serial}/start`, { token });
    expect(res.status, res.text).toBe(200);
  }
  return waitFor(async () => {
    const found = await members(master, token);
    const settled = serials.every((s) =>
      found.some((m) => m.serial === s && m.state !== 'syncing'),
    );
    return settled ? found.sort((a, b) => a.serial.localeCompare(b.serial)) : undefined;
  }, 'every pass to end');
}

describe('VPN cluster after the admin password changed', () => {
  it('joins and syncs members with the password the accounts hold now', async () => {
    const net = testSubnet();
    const port = testPort();
    const [master, one, two] = await Promise.all([
      pool.start({ host: `${net}.10`, port, serial: 'PWMASTER' }),
      pool.start({ host: `${net}.11`, port, serial: 'PWMEMBER1' }),
      pool.start({ host: `${net}.12`, port, serial: 'PWMEMBER2' }),
    ]);
    const [token, oneToken, twoToken] = await Promise.all(
      [master, one, two].map((sim) => changeAdminPassword(sim)),
    );
    await addStaff(master, token!, 20);

    // Join: the master finds both by a controller search and makes them members.
    await master.request('POST', '/controller_search', { token, json: { network: `${net}.0/28` } });
    await waitFor(async () => {
      const res = await master.request('GET', '/controller_search/status', { token });
      return (res.body as { active: boolean }).active ? undefined : true;
    }, 'the search to end');
    const serials = ['PWMEMBER1', 'PWMEMBER2'];
    const joined = await syncAll(master, token!, serials);
    expect(joined.map((m) => [m.serial, m.state, m.error])).toEqual(
      serials.map((s) => [s, 'synced', undefined]),
    );
    for (const [sim, memberToken] of [
      [one, oneToken],
      [two, twoToken],
    ] as const) {
      const status = await sim.request('GET', '/vpn/slave/status', { token: memberToken });
      expect(status.body).toMatchObject({ status: 'synced', active: false });
      const count = await sim.request('GET', '/staff/count', { token: memberToken });
      expect((count.body as { count: number }).count).toBeGreaterThanOrEqual(20);
    }

    // Sync again after a restart: the master still knows the password it holds now.
    await master.restart();
    const again = await master.login('admin', NEW_PASSWORD);
    await addStaff(master, again, 5);
    const synced = await syncAll(master, again, serials);
    expect(synced.map((m) => [m.serial, m.state, m.error])).toEqual(
      serials.map((s) => [s, 'synced', undefined]),
    );
  }, 60_000);
});
