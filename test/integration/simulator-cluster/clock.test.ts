/**
 * Spec 4.12: the controller keeps its own clock, the host clock plus the
 * offset POST /date_time sets, with its time zone and NTP settings, across restarts. Its `Date`
 * header and the `exp` of a login read that clock; sessions keep their real lifetime.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { simulatorPool } from './cluster-support';

const pool = simulatorPool();
afterEach(() => pool.stopAll());

const DAY = 86_400;
type Clock = { ntp: boolean; ntp_server: string; timestamp: number; timezone: string };

describe('the controller clock', () => {
  it('runs from the time it was set, in its zone, and keeps both over a restart', async () => {
    const sim = await pool.start({ tokenTtlSeconds: 600 });
    let token = await sim.login();
    const target = Math.floor(Date.now() / 1000) - 3 * DAY;
    const set = await sim.request('POST', '/date_time', {
      token,
      json: {
        ntp: false,
        timestamp: target,
        timezone: 'America/New_York',
        ntp_server: 'ntp.example',
      },
    });
    expect(set.body).toEqual({ status: 'success' });

    const read = await sim.request('GET', '/date_time', { token });
    const clock = read.body as Clock;
    expect(clock).toMatchObject({
      ntp: false,
      ntp_server: 'ntp.example',
      timezone: 'America/New_York',
    });
    expect(Math.abs(clock.timestamp - target)).toBeLessThanOrEqual(2);
    // The answer's Date header is the controller's clock too.
    const date = Date.parse(String(read.headers.date)) / 1000;
    expect(Math.abs(date - target)).toBeLessThanOrEqual(2);

    // The session set before the change still works: its lifetime is real time.
    expect((await sim.request('GET', '/staff/count', { token })).status).toBe(200);
    const login = await sim.request('POST', '/login', {
      json: { login: 'admin', password: 'admin' },
    });
    const exp = (login.body as { user: { exp: number } }).user.exp;
    expect(Math.abs(exp - (target + 600))).toBeLessThanOrEqual(2);

    await sim.restart();
    token = await sim.login();
    const after = (await sim.request('GET', '/date_time', { token })).body as Clock;
    expect(after.timezone).toBe('America/New_York');
    expect(Math.abs(after.timestamp - target)).toBeLessThanOrEqual(5);

    // NTP brings it back to the right time; the timestamp sent along is ignored.
    await sim.request('POST', '/date_time', {
      token,
      json: { ntp: true, timestamp: 0, timezone: 'Europe/Moscow' },
    });
    const synced = (await sim.request('GET', '/date_time', { token })).body as Clock;
    expect(synced).toMatchObject({
      ntp: true,
      ntp_server: 'ntp.example',
      timezone: 'Europe/Moscow',
    });
    expect(Math.abs(synced.timestamp - Date.now() / 1000)).toBeLessThanOrEqual(2);
  });
});
