import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TokenStore } from '../../../src/simulator/auth/tokens';
import { AuthUsers } from '../../../src/simulator/auth/users';
import type { Collections, SimStore } from '../../../src/simulator/records/collections';
import { Store } from '../../../src/simulator/store/store';

let dir: string;
let store: SimStore;
let users: AuthUsers;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-cluster-account-'));
  store = await Store.open<Collections>(dir);
  users = new AuthUsers(store, new TokenStore(3600, Date.now));
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the VPN master's admin account (spec 4.12)", () => {
  it('follows the admin password changed through the API, and outlives a restart', async () => {
    await users.ensureAdmin({ login: 'admin', password: 'admin' }, false);
    expect(users.clusterCredentials('admin')).toEqual({ login: 'admin', password: 'admin' });
    await users.update('admin', { login: 'admin', password: 'New-Pass-1', role: 'admin' });
    expect(users.clusterCredentials('admin')).toEqual({ login: 'admin', password: 'New-Pass-1' });

    await store.close();
    store = await Store.open<Collections>(dir);
    users = new AuthUsers(store, new TokenStore(3600, Date.now));
    // Users exist: the start-up password is not applied again, the changed one stays.
    expect(await users.ensureAdmin({ login: 'admin', password: 'admin' }, false)).toBe('kept');
    expect(users.clusterCredentials('admin')).toEqual({ login: 'admin', password: 'New-Pass-1' });
  });

  it('keeps only admins, and takes the newest admin when the start-up one is gone', async () => {
    await users.ensureAdmin({ login: 'admin', password: 'admin' }, false);
    await users.create({ login: 'guard', password: 'viewer-pw', role: 'viewer' });
    expect(store.has('admin_secrets', 'guard')).toBe(false);
    await users.create({ login: 'installer', password: 'inst-pw', role: 'admin' });
    expect(users.clusterCredentials('admin')?.login).toBe('admin');

    await users.remove('admin');
    expect(users.clusterCredentials('admin')).toEqual({ login: 'installer', password: 'inst-pw' });
    await users.update('guard', { login: 'guard', password: 'now-admin', role: 'admin' });
    expect(users.clusterCredentials('admin')).toEqual({ login: 'guard', password: 'now-admin' });
    await users.update('guard', { login: 'guard', password: 'now-admin', role: 'operator' });
    expect(store.has('admin_secrets', 'guard')).toBe(false);
    expect(users.clusterCredentials('admin')?.login).toBe('installer');
  });

  it('knows no password in a folder that kept none, so the start-up one is used', async () => {
    await store.put('auth_users', 'admin', {
      login: 'admin',
      role: 'admin',
      password_hash: 'scrypt$1$1$1$x$y',
    });
    expect(users.clusterCredentials('admin')).toBeUndefined();
  });
});
