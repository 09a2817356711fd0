/**
 * Two processes, one trust store: the app and `turnkey trust` may pin controllers at the same
 * time. Writes are serialised by the file's lock and re-read the file inside it, so every pin of
 * both survives; a lock left by a killed process is taken over once stale.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { certificateInfo } from '../../unit/discovery/test-certificate-info';
import { STALE_MS } from '../../../src/core/files/file-lock';
import { KnownControllersStore } from '../../../src/core/trust/known-controllers.store';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const STORE = join(ROOT, 'src', 'core', 'trust', 'known-controllers.store.ts');
const LOCK = join(ROOT, 'src', 'core', 'files', 'file-lock.ts');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-race-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A fingerprint of its own for controller `n` of process `p`. */
function fingerprint(p: number, n: number): string {
  const hex = (p * 1000 + n).toString(16).padStart(64, '0').toUpperCase();
  return hex.match(/../g)!.join(':');
}

/** A child process (Node running TypeScript through tsx) that pins `count` controllers. */
async function pinner(p: number, count: number): Promise<number> {
  const script = join(dir, `pin-${p}.mts`);
  await writeFile(
    script,
    `import { KnownControllersStore } from ${JSON.stringify(STORE)};
const store = new KnownControllersStore(${JSON.stringify(dir)});
const fps = ${JSON.stringify(Array.from({ length: count }, (_, n) => fingerprint(p, n)))};
for (const [n, fp] of fps.entries()) {
  await store.trust(
    { fingerprint256: fp, subject: 'CN=c', issuer: 'CN=c', validFrom: '2026-01-01T00:00:00.000Z',
      validTo: '2036-01-01T00:00:00.000Z', serialNumber: '01', selfSigned: true },
    { host: '10.${p}.' + Math.floor(n / 250) + '.' + (n % 250 + 1), port: 443 },
  );
}
`,
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, stdio: 'pipe' });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve(code) : reject(new Error(errors)))),
  );
}

describe('the trust store shared by two processes', () => {
  it('keeps every pin of two processes pinning at the same time', async () => {
    await Promise.all([pinner(1, 50), pinner(2, 50)]);
    const pinned = await new KnownControllersStore(dir).list();
    expect(pinned).toHaveLength(100);
    expect(new Set(pinned.map((c) => c.fingerprint256)).size).toBe(100);
  });

  it('takes over a lock left by a killed process once it is stale', async () => {
    const path = join(dir, 'known-controllers.json');
    const script = join(dir, 'hold.mts');
    await writeFile(
      script,
      `import { withFileLock } from ${JSON.stringify(LOCK)};
await withFileLock(${JSON.stringify(path)}, async () => {
  process.stdout.write('held\\n');
  // A pending promise keeps no process alive, and the lock's refresh timer does not either: the
  // holder would end by itself, its lock removed at exit, unless something holds it here.
  setInterval(() => undefined, 60_000);
  await new Promise(() => undefined);
});
`,
    );
    const holder = spawn(process.execPath, ['--import', 'tsx', script], { cwd: ROOT });
    await new Promise<void>((resolve) =>
      holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve()),
    );
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));

    // The dead holder's last refresh of the lock: the lock is stale STALE_MS after it.
    const refreshed = (await stat(`${path}.lock`)).mtimeMs;
    const store = new KnownControllersStore(dir);
    await store.trust(certificateInfo(fingerprint(3, 1)), { host: '10.3.0.1', port: 443 });
    expect(await store.list()).toHaveLength(1);
    // It took the lock over, and only once it was stale (file times, not a stopwatch; a few
    // milliseconds for the rounding of the times the lock sets). The test's limit guards a hang.
    expect((await stat(path)).mtimeMs).toBeGreaterThanOrEqual(refreshed + STALE_MS - 5);
  }, 60_000);

  it('still writes when an earlier run left the lock folder behind long ago', async () => {
    await mkdir(join(dir, 'known-controllers.json.lock'));
    const old = new Date(Date.now() - 60_000);
    const { utimes } = await import('node:fs/promises');
    await utimes(join(dir, 'known-controllers.json.lock'), old, old);
    const store = new KnownControllersStore(dir);
    await expect(store.forget(fingerprint(4, 1))).resolves.toBe(false);
  });
});
