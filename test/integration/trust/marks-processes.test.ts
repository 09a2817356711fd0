/**
 * The trust store's gathered marks across processes (src/core/trust/known-controllers-file.ts):
 * a process that marks and exits at once still writes them, writers marking at the same time keep
 * each other's marks, and another process's pin is seen beside this process's unwritten marks.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { certificateInfo } from '../../unit/discovery/test-certificate-info';
import type { KnownControllersFile } from '../../../src/core/trust/known-controller.schema';
import { KnownControllersStore } from '../../../src/core/trust/known-controllers.store';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const STORE = join(ROOT, 'src', 'core', 'trust', 'known-controllers.store.ts');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-marks-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function fingerprint(n: number): string {
  return n.toString(16).padStart(64, '0').toUpperCase().match(/../g)!.join(':');
}
const cert = (n: number) => certificateInfo(fingerprint(n));
const address = (n: number) => ({
  host: `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`,
  port: 443,
});

/** A child process (Node running TypeScript through tsx) running `body` with `store` open. */
async function child(name: string, body: string): Promise<void> {
  const script = join(dir, `${name}.mts`);
  await writeFile(
    script,
    `import { KnownControllersStore } from ${JSON.stringify(STORE)};
const store = new KnownControllersStore(${JSON.stringify(dir)});
const fingerprint = (n: number) => n.toString(16).padStart(64, '0').toUpperCase().match(/../g)!.join(':');
${body}
`,
  );
  const running = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    stdio: 'pipe',
  });
  let errors = '';
  running.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) =>
    running.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(errors)))),
  );
}

/** Marks controllers `from` to `to - 1` one after another, a few milliseconds apart. */
const marking = (from: number, to: number, inUse: boolean) =>
  `for (let n = ${from}; n < ${to}; n++) {
  await store.update(fingerprint(n), { factoryPassword: ${inUse}, factoryPasswordAt: new Date().toISOString() });
  await new Promise((resolve) => setTimeout(resolve, 3));
}`;

async function onDisk(): Promise<KnownControllersFile> {
  return JSON.parse(
    await readFile(join(dir, 'known-controllers.json'), 'utf8'),
  ) as KnownControllersFile;
}

async function pinned(count: number): Promise<KnownControllersStore> {
  const store = new KnownControllersStore(dir);
  for (let n = 0; n < count; n++) await store.trust(cert(n), address(n));
  return store;
}

describe('the trust store marks of several processes', () => {
  it('writes the marks of a process ended by process.exit right after marking', async () => {
    await pinned(5);
    await child('exit', `${marking(0, 5, true)}\nprocess.exit(0);`);
    const file = await onDisk();
    expect(file.controllers.map((c) => c.factoryPassword)).toEqual([true, true, true, true, true]);
  }, 30_000);

  it('writes the marks of a process that ends by itself', async () => {
    await pinned(3);
    await child('end', marking(0, 3, false));
    expect((await onDisk()).controllers.every((c) => c.factoryPassword === false)).toBe(true);
  }, 30_000);

  it('keeps every mark of three processes marking at the same time', async () => {
    const store = await pinned(90);
    const mine = (async () => {
      for (let n = 60; n < 90; n++) {
        await store.update(fingerprint(n), {
          factoryPassword: true,
          factoryPasswordAt: new Date().toISOString(),
        });
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
      await store.flush();
    })();
    await Promise.all([
      child('one', marking(0, 30, true)),
      child('two', `${marking(30, 60, true)}\nprocess.exit(0);`),
      mine,
    ]);
    const file = await onDisk();
    expect(file.controllers).toHaveLength(90);
    expect(file.controllers.filter((c) => c.factoryPassword === true)).toHaveLength(90);
  }, 60_000);

  it("sees another process's pin beside its own unwritten marks, and writes both", async () => {
    const store = await pinned(2);
    expect(await store.get(fingerprint(7))).toBeUndefined();
    await child(
      'pin',
      `await store.trust(${JSON.stringify(cert(7))}, ${JSON.stringify(address(7))});`,
    );
    await store.update(fingerprint(0), { factoryPassword: true, factoryPasswordAt: 'now' });
    expect((await store.get(fingerprint(7)))?.address).toEqual(address(7));
    expect((await store.get(fingerprint(0)))?.factoryPassword).toBe(true);
    await store.flush();
    const file = await onDisk();
    expect(file.controllers.map((c) => c.fingerprint256).sort()).toEqual(
      [0, 1, 7].map(fingerprint),
    );
    expect(file.controllers.find((c) => c.fingerprint256 === fingerprint(0))).toMatchObject({
      factoryPassword: true,
    });
  }, 30_000);
});
