/**
 * The trust store's marks are gathered (src/core/trust/known-controllers-file.ts): seen at once
 * in this process, written together within a moment; a pin change is on disk when answered.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CertificateInfo } from '../../../src/core/trust/certificate-info';
import type { KnownControllersFile } from '../../../src/core/trust/known-controller.schema';
import { WRITE_DELAY_MS } from '../../../src/core/trust/known-controllers-file';
import { KnownControllersStore } from '../../../src/core/trust/known-controllers.store';

const writes = vi.hoisted(() => ({ count: 0, fail: 0 }));
vi.mock('../../../src/core/files/atomic-file', async (original) => {
  const actual = await original<typeof import('../../../src/core/files/atomic-file')>();
  return {
    ...actual,
    writeFileAtomic: (path: string, content: string, mode?: number) => {
      writes.count += 1;
      if (writes.fail > 0) {
        writes.fail -= 1;
        return Promise.reject(new Error('ENOSPC: no space left on device'));
      }
      return actual.writeFileAtomic(path, content, mode);
    },
  };
});

const fp = (n: number) => Array(32).fill(n.toString(16).padStart(2, '0').toUpperCase()).join(':');
const cert = (n: number): CertificateInfo => ({
  fingerprint256: fp(n),
  subject: `CN=Controller ${n}`,
  issuer: `CN=Controller ${n}`,
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: '2036-01-01T00:00:00.000Z',
  serialNumber: String(n),
  selfSigned: true,
});
const at = (n: number) => ({ host: `127.0.1.${n}`, port: 8443 });
const mark = (inUse: boolean, n = 0) => ({
  factoryPassword: inUse,
  factoryPasswordAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
});

let dir: string;
let store: KnownControllersStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-marks-'));
  store = new KnownControllersStore(dir);
  writes.count = 0;
});
afterEach(async () => {
  await store.flush();
  await rm(dir, { recursive: true, force: true });
});

async function onDisk(): Promise<KnownControllersFile> {
  return JSON.parse(await readFile(store.path, 'utf8')) as KnownControllersFile;
}
const diskRecord = async (n: number) =>
  (await onDisk()).controllers.find((c) => c.fingerprint256 === fp(n));

describe('the trust store gathers marks', () => {
  it('shows a mark at once to every store of the file, and writes the marks of a moment once', async () => {
    for (let n = 1; n <= 20; n++) await store.trust(cert(n), at(n));
    writes.count = 0;
    for (let n = 1; n <= 20; n++) await store.update(fp(n), mark(true, n));
    expect((await new KnownControllersStore(dir).get(fp(7)))?.factoryPassword).toBe(true);
    expect((await diskRecord(7))?.factoryPassword).toBeUndefined();
    expect(writes.count).toBe(0);
    await vi.waitFor(async () => expect((await diskRecord(20))?.factoryPassword).toBe(true), {
      timeout: WRITE_DELAY_MS * 50,
    });
    expect(writes.count).toBe(1);
    expect((await onDisk()).controllers.every((c) => c.factoryPassword === true)).toBe(true);
  });

  it('writes what it gathered when flushed, and nothing when there is nothing', async () => {
    await store.trust(cert(1), at(1));
    await store.update(fp(1), mark(true));
    await store.flush();
    expect(await diskRecord(1)).toMatchObject(mark(true));
    writes.count = 0;
    await store.flush();
    expect(writes.count).toBe(0);
  });

  it('writes a pin change before it answers, with the marks gathered so far', async () => {
    await store.trust(cert(1), at(1));
    await store.update(fp(1), mark(true));
    await store.trust(cert(2), at(2));
    expect(await diskRecord(2)).toBeDefined();
    expect(await diskRecord(1)).toMatchObject(mark(true));
    await store.update(fp(2), { login: 'installer' });
    expect((await diskRecord(2))?.login).toBe('installer');
    await store.moveTo(fp(2), at(9));
    expect((await diskRecord(2))?.address).toEqual(at(9));
    await store.update(fp(1), mark(false, 5));
    expect(await store.forget(fp(1))).toBe(true);
    expect(await diskRecord(1)).toBeUndefined();
  });

  it('refuses a mark of a controller that is not pinned, keeping nothing', async () => {
    await expect(store.update(fp(3), mark(true))).rejects.toThrow(/no trusted controller/);
    await store.flush();
    expect(writes.count).toBe(0);
  });

  it('writes its marks onto what another writer changed meanwhile, and drops a forgotten one', async () => {
    await store.trust(cert(1), at(1));
    await store.trust(cert(2), at(2));
    await store.update(fp(1), mark(true));
    await store.update(fp(2), mark(true));
    // Another process's write, by hand: controller 2 forgotten, controller 3 pinned.
    const other = await onDisk();
    const three = { ...other.controllers[0]!, fingerprint256: fp(3), address: at(3) };
    other.controllers = [other.controllers[0]!, three];
    await writeFile(store.path, JSON.stringify(other));
    expect((await store.list()).map((c) => c.fingerprint256).sort()).toEqual([fp(1), fp(3)]);
    expect((await store.get(fp(1)))?.factoryPassword).toBe(true);
    await store.flush();
    const written = await onDisk();
    expect(written.controllers.map((c) => c.fingerprint256).sort()).toEqual([fp(1), fp(3)]);
    expect(await diskRecord(1)).toMatchObject(mark(true));
  });

  it('keeps a mark whose write failed, and writes it at the next flush', async () => {
    await store.trust(cert(1), at(1));
    await store.update(fp(1), mark(true));
    writes.fail = 1;
    await expect(store.flush()).rejects.toThrow(/ENOSPC/);
    expect((await store.get(fp(1)))?.factoryPassword).toBe(true);
    expect((await diskRecord(1))?.factoryPassword).toBeUndefined();
    await store.flush();
    expect(await diskRecord(1)).toMatchObject(mark(true));
  });

  it('writes nothing back into a data folder removed meanwhile', async () => {
    await store.trust(cert(1), at(1));
    await store.update(fp(1), mark(true));
    await rm(dir, { recursive: true, force: true });
    await store.flush();
    await expect(readFile(store.path, 'utf8')).rejects.toThrow(/ENOENT/);
  });
});
