import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KnownControllersStore } from '../../../src/core/trust/known-controllers.store';
import { cert, fp } from './test-certificates';

const at = (host: string, port = 8443) => ({ host, port });

let dir: string;
let store: KnownControllersStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-store-'));
  store = new KnownControllersStore(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('known-controllers store (D14)', () => {
  it('starts empty and pins a certificate at an address', async () => {
    expect(await store.list()).toEqual([]);
    await store.trust(cert('AA'), at('127.0.0.11'));
    expect((await store.findByAddress(at('127.0.0.11')))?.fingerprint256).toBe(fp('AA'));
    expect(await store.findByAddress(at('127.0.0.11', 9443))).toBeUndefined();
    expect((await store.get(fp('aa').replaceAll(':', '')))?.subject).toBe('CN=Controller AA');
  });

  it('keeps the pin when the controller moves, and an address has one controller', async () => {
    await store.trust(cert('AA'), at('127.0.0.11'));
    await store.moveTo(fp('AA'), at('127.0.0.12'));
    expect(await store.findByAddress(at('127.0.0.11'))).toBeUndefined();
    expect((await store.findByAddress(at('127.0.0.12')))?.fingerprint256).toBe(fp('AA'));
    await store.trust(cert('BB'), at('127.0.0.12'));
    expect((await store.findByAddress(at('127.0.0.12')))?.fingerprint256).toBe(fp('BB'));
    expect((await store.get(fp('AA')))?.address).toBeUndefined();
    expect(await store.list()).toHaveLength(2);
  });

  it('remembers a login name and forgets a controller', async () => {
    await store.trust(cert('AA'), at('127.0.0.11'));
    await store.update(fp('AA'), { login: 'admin' });
    await store.trust(cert('AA'), at('127.0.0.11'));
    expect((await store.get(fp('AA')))?.login).toBe('admin');
    expect(await store.forget(fp('AA'))).toBe(true);
    expect(await store.forget(fp('AA'))).toBe(false);
  });

  it('writes atomically: one private file, no temporary files left, parallel changes all kept', async () => {
    await Promise.all(
      ['AA', 'BB', 'CC', 'DD'].map((b, i) => store.trust(cert(b), at(`127.0.0.${i + 20}`))),
    );
    expect(await store.list()).toHaveLength(4);
    expect(await readdir(dir)).toEqual(['known-controllers.json']);
    expect((await stat(store.path)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(store.path, 'utf8'))).toMatchObject({ version: 1 });
  });

  it('sees at its next look-up what another process changed, and what it wrote itself', async () => {
    const other = new KnownControllersStore(dir);
    await store.trust(cert('AA'), at('127.0.0.11'));
    expect(await store.list()).toHaveLength(1);
    await other.trust(cert('BB'), at('127.0.0.12'));
    await other.update(fp('AA'), { login: 'installer' });
    expect((await store.get(fp('AA')))?.login).toBe('installer');
    expect((await store.findByAddress(at('127.0.0.12')))?.fingerprint256).toBe(fp('BB'));
    await store.forget(fp('BB'));
    expect((await other.list()).map((c) => c.fingerprint256)).toEqual([fp('AA')]);
    // Removed behind its back, the file reads as empty again; edited by hand, it is re-read.
    await rm(store.path);
    expect(await store.list()).toEqual([]);
    await other.trust(cert('CC'), at('127.0.0.13'));
    const text = await readFile(store.path, 'utf8');
    await writeFile(store.path, text.replace('CN=Controller CC', 'CN=Renamed by hand'));
    expect((await store.get(fp('CC')))?.subject).toBe('CN=Renamed by hand');
  });

  it('hands out lists a caller may change without changing what it keeps', async () => {
    await store.trust(cert('AA'), at('127.0.0.11'));
    const list = await store.list();
    list.pop();
    expect(await store.list()).toHaveLength(1);
  });

  it('refuses a damaged file instead of overwriting it', async () => {
    await writeFile(store.path, '{"version":1,"controllers":[{"fingerprint256":"x"}]}');
    await expect(store.list()).rejects.toThrow(/not a known-controllers file/);
    await writeFile(store.path, 'not json');
    await expect(store.trust(cert('AA'), at('127.0.0.11'))).rejects.toThrow(/not valid JSON/);
    expect(await readFile(store.path, 'utf8')).toBe('not json');
  });
});
