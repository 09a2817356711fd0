import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { inspect } from 'node:util';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Password from '../../../src/simulator/auth/password';
import { TokenStore } from '../../../src/simulator/auth/tokens';
import { AuthUsers } from '../../../src/simulator/auth/users';
import { VerifiedLogins } from '../../../src/simulator/auth/verified-logins';
import type { Collections, SimStore } from '../../../src/simulator/records/collections';
import { Store } from '../../../src/simulator/store/store';

/** How many times scrypt checked a password (the real check, counted). */
const scrypt = vi.hoisted(() => ({ checks: 0 }));
vi.mock('../../../src/simulator/auth/password', async (importOriginal) => {
  const real = await importOriginal<typeof Password>();
  return {
    ...real,
    verifyPassword: (password: string, stored: string) => {
      scrypt.checks++;
      return real.verifyPassword(password, stored);
    },
  };
});

let dir: string;
let store: SimStore;
let users: AuthUsers;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-verified-logins-'));
  store = await Store.open<Collections>(dir);
  users = new AuthUsers(store, new TokenStore(3600, Date.now));
  await users.ensureAdmin({ login: 'admin', password: 'admin-pw' }, false);
  await users.create({ login: 'guard', password: 'guard-pw', role: 'operator' });
  scrypt.checks = 0;
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('logins proven once are not derived again (verified-logins.ts)', () => {
  it('skips scrypt for a proven password, and still refuses a wrong one through scrypt', async () => {
    // Created through the API: the hash was made from this password, so it is proven.
    expect((await users.authenticate('guard', 'guard-pw'))?.role).toBe('operator');
    expect((await users.authenticate('guard', 'guard-pw'))?.login).toBe('guard');
    expect(scrypt.checks).toBe(0);

    expect(await users.authenticate('guard', 'guard-pW')).toBeUndefined();
    expect(await users.authenticate('guard', '')).toBeUndefined();
    expect(scrypt.checks).toBe(2);
    // A refusal leaves the proven password alone.
    expect((await users.authenticate('guard', 'guard-pw'))?.login).toBe('guard');
    expect(scrypt.checks).toBe(2);
    // Another user's password is no key to this one.
    expect(await users.authenticate('admin', 'guard-pw')).toBeUndefined();
    expect(scrypt.checks).toBe(3);
  });

  it('after a restart, knows the admins from their kept secrets and proves the others once', async () => {
    users = new AuthUsers(store, new TokenStore(3600, Date.now));
    expect(await users.ensureAdmin({ login: 'admin', password: 'admin-pw' }, false)).toBe('kept');
    expect(users.verified.size).toBe(1);
    expect((await users.authenticate('admin', 'admin-pw'))?.role).toBe('admin');
    expect(scrypt.checks).toBe(0);
    expect(await users.authenticate('admin', 'admin-pX')).toBeUndefined();
    expect(scrypt.checks).toBe(1);

    expect((await users.authenticate('guard', 'guard-pw'))?.login).toBe('guard');
    expect(scrypt.checks).toBe(2);
    expect((await users.authenticate('guard', 'guard-pw'))?.login).toBe('guard');
    expect(scrypt.checks).toBe(2);
  });

  it('forgets the old password of a login whose password changed', async () => {
    await users.authenticate('guard', 'guard-pw');
    await users.update('guard', { login: 'guard', password: 'new-pw', role: 'operator' });
    expect(await users.authenticate('guard', 'guard-pw')).toBeUndefined();
    expect(scrypt.checks).toBe(1);
    expect((await users.authenticate('guard', 'new-pw'))?.login).toBe('guard');
    expect(scrypt.checks).toBe(1);
  });

  it('forgets a deleted user, and a password reset at start is checked against the new hash', async () => {
    await users.authenticate('guard', 'guard-pw');
    await users.remove('guard');
    expect(users.verified.size).toBe(1);
    expect(await users.authenticate('guard', 'guard-pw')).toBeUndefined();

    expect(await users.authenticate('admin', 'admin-pw')).toBeDefined();
    expect(await users.ensureAdmin({ login: 'admin', password: 'reset-pw' }, true)).toBe('reset');
    expect(await users.authenticate('admin', 'admin-pw')).toBeUndefined();
    expect(await users.authenticate('admin', 'reset-pw')).toBeDefined();
  });

  it('takes no secret of a user who is no longer an admin', async () => {
    await store.put('auth_users', 'admin', {
      ...store.get('auth_users', 'admin')!,
      role: 'operator',
    });
    users = new AuthUsers(store, new TokenStore(3600, Date.now));
    await users.ensureAdmin({ login: 'admin', password: 'admin-pw' }, false);
    expect(users.verified.size).toBe(0);
  });
});

describe('VerifiedLogins', () => {
  it('matches only the login, password and stored hash it was told, and keeps no password', () => {
    const verified = new VerifiedLogins();
    verified.remember('guard', 'guard-pw', 'hash-1');
    expect(verified.knows('guard', 'guard-pw', 'hash-1')).toBe(true);
    expect(verified.knows('guard', 'guard-pw', 'hash-2')).toBe(false);
    expect(verified.knows('guard', 'guard-pX', 'hash-1')).toBe(false);
    expect(verified.knows('other', 'guard-pw', 'hash-1')).toBe(false);
    expect(inspect(verified, { depth: 9 })).not.toContain('guard-pw');
    verified.forget('guard');
    expect(verified.knows('guard', 'guard-pw', 'hash-1')).toBe(false);
  });
});
