/**
 * The vault against the real OS keychain: on Linux the Secret Service of the gnome-keyring that
 * `npm test` starts in a D-Bus session of its own. No fake: if the keychain is not there, these
 * tests fail and say how to get it, they never skip.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { KeychainVault, openVault } from '../../../src/core/vault/keychain-vault';

const service = `Turnkey test ${randomBytes(4).toString('hex')}`;
const identity = Array.from({ length: 32 }, (_, i) =>
  (i * 7).toString(16).padStart(2, '0').toUpperCase(),
).join(':');

/** Runs a small script in another Node process: what it sees is in the OS store, not our memory. */
function inChild(script: string, env: NodeJS.ProcessEnv = process.env): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env,
  }).trim();
}

const vault = new KeychainVault(service);
afterAll(async () => {
  for (const login of ['admin', 'operator', 'viewer'])
    await vault.remove(identity, login).catch(() => false);
});

describe('credentials in the OS keychain', () => {
  it('has a keychain to talk to (on Linux: run through `npm test`, which starts gnome-keyring)', async () => {
    const opened = await openVault(service);
    const how =
      'On Linux run the tests through `npm test`: it starts gnome-keyring in a D-Bus session ' +
      '(apt-get install gnome-keyring libsecret-1-0 dbus-x11).';
    expect(opened.status.persistent, `${opened.status.problem?.message.en ?? ''} ${how}`).toBe(
      true,
    );
    expect(opened.status).toEqual({ persistent: true, backend: 'os-keychain' });
  });

  it('saves, reads back, replaces and removes a password per controller and login', async () => {
    await vault.save(identity, 'admin', 'first secret');
    await vault.save(identity, 'admin', 'second secret');
    await vault.save(identity, 'operator', 'other secret');
    expect(await vault.read(identity, 'admin')).toBe('second secret');
    expect(await vault.read(identity, 'operator')).toBe('other secret');
    expect(await vault.read(identity, 'viewer')).toBeUndefined();
    expect(await vault.remove(identity, 'operator')).toBe(true);
    expect(await vault.remove(identity, 'operator')).toBe(false);
    expect(await vault.read(identity, 'operator')).toBeUndefined();
  });

  it('keeps the password in the OS store, where another process finds it', async () => {
    await vault.save(identity, 'admin', 'shared secret');
    const seen = inChild(
      `import { AsyncEntry } from '@napi-rs/keyring';
       const e = new AsyncEntry(${JSON.stringify(service)}, ${JSON.stringify(`admin@${identity}`)}, { linux: { store: 'secret-service' } });
       console.log(await e.getPassword());`,
    );
    expect(seen).toBe('shared secret');
  });

  it('tells which accounts hold a password in one look, as another vault and process left them', async () => {
    await vault.save(identity, 'admin', 'a secret');
    await vault.save(identity, 'operator', 'a secret');
    await vault.remove(identity, 'operator');
    const account = (login: string) => `${login}@${identity}`;
    expect(await vault.savedAccounts()).toEqual(new Set([account('admin')]));
    // A vault of its own looks at the keychain itself: the same store the passwords are in.
    expect(await new KeychainVault(service).savedAccounts()).toEqual(new Set([account('admin')]));
    // Another process saves one; a fresh look finds it, a read by this vault at once.
    inChild(
      `import { AsyncEntry } from '@napi-rs/keyring';
       const e = new AsyncEntry(${JSON.stringify(service)}, ${JSON.stringify(account('viewer'))}, { linux: { store: 'secret-service' } });
       await e.setPassword('theirs');`,
    );
    expect(await new KeychainVault(service).savedAccounts()).toEqual(
      new Set([account('admin'), account('viewer')]),
    );
    expect(await vault.read(identity, 'viewer')).toBe('theirs');
    expect((await vault.savedAccounts()).has(account('viewer'))).toBe(true);
    expect(await vault.remove(identity, 'viewer')).toBe(true);
    expect((await vault.savedAccounts()).has(account('viewer'))).toBe(false);
  });

  it('says so, and keeps passwords for the session only, when there is no keychain backend', () => {
    if (process.platform !== 'linux') return;
    const out = inChild(
      `const { openVault } = await import(${JSON.stringify(new URL('../../../src/core/vault/keychain-vault.ts', import.meta.url).href)});
       const v = await openVault('x');
       await v.save('AA', 'admin', 'pw');
       console.log(JSON.stringify({ status: v.status, read: await v.read('AA', 'admin') }));`,
      {
        ...process.env,
        DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/bus',
        NODE_OPTIONS: '--import tsx',
      },
    );
    const { status, read } = JSON.parse(out) as { status: Record<string, unknown>; read: string };
    expect(status).toMatchObject({
      persistent: false,
      backend: 'session-only',
      problem: { code: 'keychain_unavailable' },
    });
    expect(read).toBe('pw');
  });
});
