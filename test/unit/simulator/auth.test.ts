import { describe, expect, it } from 'vitest';
import { ENDPOINTS, ROLES } from '../../../src/shared/api';
import { hashPassword, verifyPassword } from '../../../src/simulator/auth/password';
import { ADMIN_WRITE_AREAS, mayCall } from '../../../src/shared/api/roles';
import { TokenStore } from '../../../src/simulator/auth/tokens';

describe('password hashes', () => {
  it('never contain the password and verify only the right one', async () => {
    const hash = await hashPassword('s3cret-pass');
    expect(hash).not.toContain('s3cret-pass');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('s3cret-pass', hash)).toBe(true);
    expect(await verifyPassword('s3cret-pasS', hash)).toBe(false);
    expect(await hashPassword('s3cret-pass')).not.toBe(hash);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});

describe('tokens (D1, D3)', () => {
  it('expire at exp, Unix seconds, and are revoked with their user', () => {
    let now = 1_700_000_000_500;
    const tokens = new TokenStore(60, () => now);
    const session = tokens.issue('alice');
    expect(session.exp).toBe(1_700_000_060);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    now += 59_000;
    expect(tokens.check(session.token)).toEqual({ ok: true, session });
    now += 1_000;
    expect(tokens.check(session.token)).toEqual({ ok: false, reason: 'expired' });
    expect(tokens.check('nope')).toEqual({ ok: false, reason: 'unknown' });
    const other = tokens.issue('bob');
    tokens.revokeUser('bob');
    expect(tokens.check(other.token)).toEqual({ ok: false, reason: 'unknown' });
  });
});

describe('roles (D2)', () => {
  const call = (id: string, login = 'me', params: Record<string, string> = {}) => {
    const endpoint = ENDPOINTS.find((e) => e.id === id);
    if (!endpoint) throw new Error(id);
    return { endpoint, params, login };
  };

  it('lets admin call everything', () => {
    for (const endpoint of ENDPOINTS)
      expect(mayCall('admin', { endpoint, params: {}, login: 'a' })).toBe(true);
  });

  it('lets viewer only read, and never the user accounts of others', () => {
    for (const endpoint of ENDPOINTS) {
      const expected = endpoint.method === 'GET' && endpoint.area !== 'auth_users';
      expect(
        mayCall('viewer', { endpoint, params: { login: 'other' }, login: 'me' }),
        endpoint.id,
      ).toBe(expected);
    }
  });

  it('lets operator do all but user accounts and system settings writes', () => {
    for (const endpoint of ENDPOINTS) {
      const expected =
        endpoint.area !== 'auth_users' &&
        (endpoint.method === 'GET' || !ADMIN_WRITE_AREAS.has(endpoint.area));
      expect(
        mayCall('operator', { endpoint, params: { login: 'other' }, login: 'me' }),
        endpoint.id,
      ).toBe(expected);
    }
    expect(mayCall('operator', call('staff.create'))).toBe(true);
    expect(mayCall('operator', call('network.set'))).toBe(false);
    expect(mayCall('operator', call('network.get'))).toBe(true);
    expect(mayCall('operator', call('dateTime.set'))).toBe(false);
    expect(mayCall('operator', call('shareVpn.set'))).toBe(false);
    expect(mayCall('operator', call('migration.start'))).toBe(false);
  });

  it('lets every role read its own account', () => {
    for (const role of ROLES) {
      expect(mayCall(role, call('authUsers.get', 'me', { login: 'me' }))).toBe(true);
      expect(mayCall(role, call('authUsers.update', 'me', { login: 'me' }))).toBe(role === 'admin');
    }
  });
});
