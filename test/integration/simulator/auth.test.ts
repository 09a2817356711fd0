/**
 * spec 5 with D1 to D3: login, bearer tokens that expire, roles (D2), authentication users, and
 * passwords that never reach the data folder in plaintext.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  errorBody,
  fillPath,
  loginResponse,
  type Endpoint,
  type Role,
} from '../../../src/shared/api';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('login and tokens (D1, D3)', () => {
  let clock = Date.UTC(2030, 0, 1);
  let sim: StartedSimulator;
  beforeAll(async () => {
    sim = await startSimulator({ tokenTtlSeconds: 600, now: () => clock });
  });
  afterAll(async () => sim.stop());

  it('answers a token and exp in Unix seconds one lifetime ahead', async () => {
    const res = await sim.request('POST', '/login', {
      json: { login: 'admin', password: 'admin' },
    });
    expect(res.status).toBe(200);
    const body = loginResponse.parse(res.body);
    expect(body.user).toEqual({ login: 'admin', role: 'admin', exp: clock / 1000 + 600 });
  });

  it('refuses a wrong password and an unknown login alike with 401 E', async () => {
    for (const json of [
      { login: 'admin', password: 'nope' },
      { login: 'ghost', password: 'admin' },
    ]) {
      const res = await sim.request('POST', '/login', { json });
      expect(res.status).toBe(401);
      expect(errorBody.parse(res.body).message).toBe('wrong login or password');
    }
    const malformed = await sim.request('POST', '/login', { json: { login: 'admin' } });
    expect(malformed.status).toBe(400);
  });

  it('refuses a missing, malformed, unknown or expired token with 401 E', async () => {
    const token = await sim.login();
    expect((await sim.request('GET', '/staff/count', { token })).status).toBe(200);
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{}, /missing/],
      [{ authorization: `Basic ${token}` }, /Bearer/],
      [{ authorization: 'Bearer' }, /Bearer/],
      [{ authorization: 'Bearer not-a-real-token' }, /unknown/],
    ];
    for (const [headers, message] of cases) {
      const res = await sim.request('GET', '/staff/count', { headers });
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(errorBody.parse(res.body).message).toMatch(message);
    }
    clock += 599_000;
    expect((await sim.request('GET', '/staff/count', { token })).status).toBe(200);
    clock += 1_000;
    const expired = await sim.request('GET', '/staff/count', { token });
    expect(expired.status).toBe(401);
    expect(errorBody.parse(expired.body).message).toMatch(/expired/);
  });
});

/** D2 written out again, independently of the simulator's table. */
function forbidden(role: Role, e: Endpoint): boolean {
  if (role === 'admin') return false;
  if (e.area === 'auth_users') return true;
  if (role === 'viewer') return e.method !== 'GET';
  return (
    e.method !== 'GET' && ['network', 'vpn', 'share_vpn', 'migration', 'date_time'].includes(e.area)
  );
}

describe('roles and authentication users (D2, spec 4.1)', () => {
  let sim: StartedSimulator;
  let admin: string;
  beforeAll(async () => {
    sim = await startSimulator();
    admin = await sim.login();
    for (const [login, role] of [
      ['olga', 'operator'],
      ['victor', 'viewer'],
    ] as const) {
      const res = await sim.request('POST', '/auth_users', {
        token: admin,
        json: { login, password: `${login}-Secret-9`, role },
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(async () => sim.stop());

  it('lets each role make exactly the calls D2 gives it (403 E otherwise)', async () => {
    const tokens: Record<Role, string> = {
      admin,
      operator: await sim.login('olga', 'olga-Secret-9'),
      viewer: await sim.login('victor', 'victor-Secret-9'),
    };
    for (const role of ['admin', 'operator', 'viewer'] as const) {
      for (const endpoint of ENDPOINTS.filter((e) => e.auth)) {
        const params = Object.fromEntries(endpoint.pathParams.map((p) => [p, 'no-such-key']));
        const res = await sim.request(endpoint.method, fillPath(endpoint.path, params), {
          token: tokens[role],
          ...(endpoint.body ? { json: {} } : {}),
        });
        expect(
          res.status === 403,
          `${role} ${endpoint.method} ${endpoint.path}: ${res.status}`,
        ).toBe(forbidden(role, endpoint));
        if (res.status === 403) expect(errorBody.parse(res.body).message).toContain(role);
      }
    }
  });

  it('lets every role read its own account', async () => {
    const viewer = await sim.login('victor', 'victor-Secret-9');
    const res = await sim.request('GET', '/auth_users/victor', { token: viewer });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: [{ login: 'victor', role: 'viewer' }] });
    expect((await sim.request('GET', '/auth_users/olga', { token: viewer })).status).toBe(403);
  });

  it('changes, lists and deletes users; a change of role applies at once, a deleted user is logged out', async () => {
    const operator = await sim.login('olga', 'olga-Secret-9');
    const list = await sim.request('GET', '/auth_users', { token: admin });
    expect((list.body as { data: unknown[] }).data).toEqual([
      { login: 'admin', role: 'admin' },
      { login: 'olga', role: 'operator' },
      { login: 'victor', role: 'viewer' },
    ]);
    const demote = await sim.request('PUT', '/auth_users/olga', {
      token: admin,
      json: { login: 'olga', password: 'New-Pass-1', role: 'viewer' },
    });
    expect(demote.status).toBe(200);
    expect((await sim.request('DELETE', '/alerts/x', { token: operator })).status).toBe(403);
    expect(
      (await sim.request('POST', '/login', { json: { login: 'olga', password: 'olga-Secret-9' } }))
        .status,
    ).toBe(401);
    expect(
      (await sim.request('POST', '/login', { json: { login: 'olga', password: 'New-Pass-1' } }))
        .status,
    ).toBe(200);
    expect((await sim.request('DELETE', '/auth_users/olga', { token: admin })).status).toBe(200);
    expect((await sim.request('GET', '/staff/count', { token: operator })).status).toBe(401);
    expect((await sim.request('GET', '/auth_users/olga', { token: admin })).status).toBe(404);
  });

  it('refuses a taken login, a login that differs from the path, and losing the last admin (409 E)', async () => {
    const taken = await sim.request('POST', '/auth_users', {
      token: admin,
      json: { login: 'victor', password: 'x', role: 'viewer' },
    });
    expect(taken.status).toBe(409);
    const renamed = await sim.request('PUT', '/auth_users/victor', {
      token: admin,
      json: { login: 'vic', password: 'x', role: 'viewer' },
    });
    expect(renamed.status).toBe(400);
    expect(errorBody.parse(renamed.body).data?.field).toBe('login');
    expect((await sim.request('DELETE', '/auth_users/admin', { token: admin })).status).toBe(409);
    const demote = await sim.request('PUT', '/auth_users/admin', {
      token: admin,
      json: { login: 'admin', password: 'admin', role: 'viewer' },
    });
    expect(demote.status).toBe(409);
    const badRole = await sim.request('POST', '/auth_users', {
      token: admin,
      json: { login: 'z', password: 'x', role: 'root' },
    });
    expect(badRole.status).toBe(400);
    expect(errorBody.parse(badRole.body).data?.field).toBe('role');
  });

  it('never writes a password in plaintext to the data folder', async () => {
    const password = 'Zebra-Unique-Pass-4711';
    await sim.request('POST', '/auth_users', {
      token: admin,
      json: { login: 'zed', password, role: 'viewer' },
    });
    expect((await sim.request('POST', '/login', { json: { login: 'zed', password } })).status).toBe(
      200,
    );
    await sim.simulator.stop();
    const files = await filesUnder(sim.dataDir);
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) expect((await readFile(file)).includes(password), file).toBe(false);
    await sim.simulator.start();
  });
});
