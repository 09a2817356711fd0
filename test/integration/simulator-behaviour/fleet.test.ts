/**
 * A demo fleet in one process at consecutive loopback addresses, each
 * controller with its own serial, data folder and demo site (seeded once), #2 on firmware 1.5
 * with the legacy staff fields; and `turnkey simulate --fleet` printing its table and control
 * channel, and refusing options a fleet sets itself.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../../src/cli/main';
import { Fleet } from '../../../src/simulator/fleet/fleet';
import { addressAfter } from '../../../src/simulator/fleet/fleet-addresses';
import { httpsCall } from '../helpers/https-request';
import { testHost } from '../helpers/start-simulator';

const BIN = fileURLToPath(new URL('../../../bin/turnkey.cjs', import.meta.url));

async function login(url: string): Promise<string> {
  const res = await httpsCall(`${url}/login`, {
    method: 'POST',
    json: { login: 'admin', password: 'admin' },
  });
  return (res.body as { token: string }).token;
}

async function get(url: string, token: string): Promise<unknown> {
  const res = await httpsCall(url, { token });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.text}`);
  return res.body;
}

describe('a demo fleet', () => {
  let root: string;
  let fleet: Fleet;
  const first = { host: testHost(), port: 0 };
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'turnkey-fleet-'));
    fleet = await Fleet.start({ count: 3, first, dataRoot: root, staff: 60 });
  });
  afterAll(async () => {
    await fleet.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('runs each controller at its own address with its own serial and data folder', () => {
    const members = fleet.members;
    expect(members.map((m) => m.serial)).toEqual(['TKDEMO01', 'TKDEMO02', 'TKDEMO03']);
    expect(members.map((m) => m.dataDir)).toEqual(members.map((m) => join(root, m.serial)));
    const hosts = members.map((m) => m.simulator.address.host);
    if (process.platform === 'linux')
      expect(hosts).toEqual([0, 1, 2].map((i) => addressAfter(first.host, i)));
    expect(new Set(members.map((m) => m.simulator.url)).size).toBe(3);
    expect(new Set(members.map((m) => m.simulator.fingerprint)).size).toBe(3);
    expect(members.map((m) => `${m.firmware} ${m.staffFields}`)).toEqual([
      '1.7 modern',
      '1.5 legacy',
      '1.6 modern',
    ]);
  });

  it('serves a whole demo site on each: staff, every kind of access point, a week of events', async () => {
    const url = fleet.members[0]?.simulator.url ?? '';
    const token = await login(url);
    expect(await get(`${url}/staff/count`, token)).toEqual({ count: 60 });
    const points = (await get(`${url}/access_points`, token)) as { data: Array<{ kind: string }> };
    expect(new Set(points.data.map((p) => p.kind)).size).toBe(6);
    const events = (await get(`${url}/access_events/count`, token)) as { count: number };
    expect(events.count).toBeGreaterThan(500);
    const violations = (await get(`${url}/alerts/violations`, token)) as { data: unknown[] };
    expect(violations.data.length).toBeGreaterThan(0);
    expect(
      ((await get(`${url}/schedules/`, token)) as { data: unknown[] }).data.length,
    ).toBeGreaterThan(3);
  });

  it('keeps the legacy staff fields and the 1.5 sections on controller #2', async () => {
    const url = fleet.members[1]?.simulator.url ?? '';
    const token = await login(url);
    const page = (await get(`${url}/staff?page=1&page_size=5`, token)) as Array<
      Record<string, unknown>
    >;
    expect(Object.keys(page[0] ?? {}).sort()).toEqual([
      'access_profile',
      'banned',
      'cards',
      'first_name',
      'last_name',
      'uuid',
    ]);
    expect((await httpsCall(`${url}/schedules/`, { token })).status).toBe(404);
  });

  it('seeds a folder only once: a restart finds the same site', async () => {
    const member = fleet.members[2];
    if (!member) throw new Error('no member');
    const token = await login(member.simulator.url);
    const before = await get(`${member.simulator.url}/staff?page=1&page_size=3`, token);
    await fleet.stop();
    fleet = await Fleet.start({ count: 3, first, dataRoot: root, staff: 60 });
    const again = fleet.members[2]?.simulator.url ?? '';
    expect(await get(`${again}/staff?page=1&page_size=3`, await login(again))).toEqual(before);
  });
});

describe('turnkey simulate --fleet', () => {
  it('prints the table of controllers and the control channel, and stops on SIGINT', async () => {
    const root = await mkdtemp(join(tmpdir(), 'turnkey-fleet-cli-'));
    const host = testHost();
    const child = spawn(
      process.execPath,
      [BIN, 'simulate', '--fleet', '2', '--listen', `${host}:0`, '--data', root, '--no-mdns'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    try {
      await vi.waitFor(() => expect(out).toContain('Press Ctrl+C'), {
        timeout: 20_000,
        interval: 100,
      });
      expect(out).toMatch(/Turnkey demo site: 2 simulated controllers, up in [\d.]+ s/);
      expect(out).toMatch(/Address +Serial +Firmware +Staff fields +Certificate SHA-256/);
      const rows = [
        ...out.matchAll(/^(https:\/\/\S+) +(TKDEMO\d\d) +(1\.\d) +(\w+) +([0-9A-F:]{95})$/gm),
      ];
      expect(rows.map((r) => [r[2], r[3], r[4]])).toEqual([
        ['TKDEMO01', '1.7', 'modern'],
        ['TKDEMO02', '1.5', 'legacy'],
      ]);
      expect(out).toMatch(/^Control channel: http:\/\/127\.0\.0\.1:\d+$/m);
      expect(out).toMatch(/^Control token: [\w-]{43}$/m);
      for (const row of rows) expect(await login(row[1] ?? '')).toMatch(/./);
      child.kill('SIGINT');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      await rm(root, { recursive: true, force: true });
    }
  });

  it('refuses options a fleet sets itself, bad faults and a control channel off loopback', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const run = (...args: string[]) => runCli(['node', 'turnkey', 'simulate', ...args]);
      expect(await run('--fleet', '2', '--serial', 'X1', '--data', tmpdir())).toBe(2);
      expect(await run('--fleet', '0')).toBe(2);
      expect(await run('--fault', 'error-rate=7')).toBe(2);
      expect(await run('--control', '0.0.0.0:0')).toBe(2);
      expect(await run('--migration-rate', '0')).toBe(2);
      expect(stderr.mock.calls.map((c) => String(c[0])).join('')).toContain('--fleet sets serial');
    } finally {
      stderr.mockRestore();
    }
  });
});
