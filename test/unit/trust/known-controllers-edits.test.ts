/**
 * What the known-controllers store keeps through its edits (D14): when a controller was first
 * trusted, controllers that lost their address beside those that have one, a change of a name
 * or login on disk before it is answered (a mark alone waits for its batch), a field cleared
 * for good, and a refusal to edit a controller that is not pinned.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KnownControllersStore } from '../../../src/core/trust/known-controllers.store';
import { cert, fp } from './test-certificates';

const at = (host: string) => ({ host, port: 443 });

let dir: string;
let clock: Date;
let store: KnownControllersStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-store-edits-'));
  clock = new Date('2026-03-01T10:00:00.000Z');
  store = new KnownControllersStore(dir, () => clock);
});
afterEach(async () => {
  await store.flush();
  await rm(dir, { recursive: true, force: true });
});

/** The controllers as the file on disk holds them now. */
async function onDisk(): Promise<Record<string, unknown>[]> {
  const file = JSON.parse(await readFile(store.path, 'utf8')) as {
    controllers: Record<string, unknown>[];
  };
  return file.controllers;
}

describe('the known-controllers store through its edits', () => {
  it('keeps when a controller was first trusted through a trust again', async () => {
    expect((await store.trust(cert('AA'), at('10.0.0.1'))).trustedAt).toBe(clock.toISOString());
    const first = clock.toISOString();
    clock = new Date('2026-04-01T10:00:00.000Z');
    expect((await store.trust(cert('AA'), at('10.0.0.2'))).trustedAt).toBe(first);
    expect((await store.trust(cert('BB'), at('10.0.0.3'))).trustedAt).toBe(clock.toISOString());
  });

  it('keeps controllers without an address beside those with one', async () => {
    await store.trust(cert('AA'), at('10.0.0.1'));
    await store.trust(cert('BB'), at('10.0.0.1'));
    // AA lost its address to BB: it is edited, found and passed over without one.
    expect((await store.update(fp('AA'), { login: 'admin' })).address).toBeUndefined();
    await store.trust(cert('CC'), at('10.0.0.2'));
    expect((await store.findByAddress(at('10.0.0.2')))?.fingerprint256).toBe(fp('CC'));
    expect((await store.findByAddress(at('10.0.0.1')))?.fingerprint256).toBe(fp('BB'));
    const listed = (await store.list()).map((c) => [c.fingerprint256, c.address?.host]);
    expect(listed.sort()).toEqual([
      [fp('AA'), undefined],
      [fp('BB'), '10.0.0.1'],
      [fp('CC'), '10.0.0.2'],
    ]);
  });

  it('writes a change of a name or login before answering, even with a mark in it', async () => {
    await store.trust(cert('AA'), at('10.0.0.1'));
    await store.update(fp('AA'), { name: 'Hall', factoryPassword: true });
    expect(await onDisk()).toMatchObject([{ name: 'Hall', factoryPassword: true }]);
    await store.update(fp('AA'), { factoryPassword: false, factoryPasswordAt: '2026-03-01' });
    expect(await onDisk()).toMatchObject([{ name: 'Hall', factoryPassword: true }]);
    expect((await store.get(fp('AA')))?.factoryPassword).toBe(false);
  });

  it('clears a field given as undefined', async () => {
    await store.trust(cert('AA'), at('10.0.0.1'));
    await store.update(fp('AA'), { name: 'Hall', login: 'admin' });
    const cleared = await store.update(fp('AA'), { name: undefined });
    expect(Object.keys(cleared)).not.toContain('name');
    expect(cleared.login).toBe('admin');
    expect(Object.keys((await store.get(fp('AA'))) ?? {})).not.toContain('name');
  });

  it('refuses to edit or move a controller that is not pinned', async () => {
    await store.trust(cert('AA'), at('10.0.0.1'));
    await expect(store.update(fp('BB'), { login: 'admin' })).rejects.toThrow(
      `no trusted controller has the fingerprint ${fp('BB')}`,
    );
    await expect(store.moveTo(fp('BB'), at('10.0.0.2'))).rejects.toThrow(/no trusted controller/);
    await expect(
      Promise.resolve().then(() => store.update('not a fingerprint', { login: 'x' })),
    ).rejects.toThrow(/SHA-256/);
    expect(await onDisk()).toHaveLength(1);
  });
});
