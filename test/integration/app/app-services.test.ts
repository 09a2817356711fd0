/**
 * The app's channels as both shells register them (core/app/app-services.ts), through the real
 * dispatcher (strict input and output) against a real demo fleet of simulators, a real
 * known-controllers store in a temporary folder and the OS keychain when there is one.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServices, type AppServices } from '../../../src/core/app/app-services';
import type { DemoController } from '../../../src/core/app/demo-site.service';
import type { CredentialVault } from '../../../src/core/vault/credential-vault';
import { openVault } from '../../../src/core/vault/keychain-vault';
import type { IpcResult } from '../../../src/shared/ipc/channel';
import type { ChannelName, ChannelOutput } from '../../../src/shared/ipc/channels';
import { createDispatcher } from '../../../src/shared/ipc/dispatch';
import { createEventSink } from '../../../src/shared/ipc/event-sink';
import type { ErrorData } from '../../../src/shared/errors/error-data';
import { TaskRunner } from '../../../src/shared/ipc/task-runner';
import { Fleet } from '../../../src/simulator/fleet/fleet';
import { NEEDS_KEYCHAIN, noKeychain } from '../helpers/os-keychain';
import { testHost } from '../helpers/start-simulator';

const PASSWORD = 'admin';
let dataDir: string;
let services: AppServices;
let vault: CredentialVault;
let fleet: DemoController[];
const events: Array<{ kind: string; result?: unknown }> = [];
const answers: string[] = [];
const logged: string[] = [];
let dispatch: ReturnType<typeof createDispatcher>;

async function ok<N extends ChannelName>(channel: N, input: unknown): Promise<ChannelOutput<N>> {
  const result = (await dispatch(channel, input)) as IpcResult<ChannelOutput<N>>;
  answers.push(JSON.stringify(result));
  if (!result.ok) throw new Error(`${channel}: ${JSON.stringify(result.error)}`);
  return result.value;
}

async function failure(channel: ChannelName, input: unknown): Promise<ErrorData> {
  const result = await dispatch(channel, input);
  answers.push(JSON.stringify(result));
  if (result.ok) throw new Error(`${channel} answered ${JSON.stringify(result.value)}`);
  return result.error;
}

function member(serial: string): DemoController {
  const found = fleet.find((m) => m.serial === serial);
  if (!found) throw new Error(`no ${serial}`);
  return found;
}

async function discoverDemo(): Promise<ChannelOutput<'discovery:start'> & { ids: string[] }> {
  const demo = await ok('demo:start', {});
  events.length = 0;
  const started = await ok('discovery:start', {
    ranges: demo.ranges,
    ports: demo.ports,
    localNetworks: false,
    mdns: false,
  });
  await expect.poll(() => events.some((e) => e.kind === 'done'), { timeout: 15_000 }).toBe(true);
  const done = events.find((e) => e.kind === 'done') as {
    result: { controllers: Array<{ id: string }> };
  };
  return { ...started, ids: done.result.controllers.map((c) => c.id) };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-app-'));
  vault = await openVault(`Turnkey-test-${process.pid}-${Date.now()}`);
  const sink = createEventSink((_event, payload) => events.push(payload as { kind: string }));
  const tasks = new TaskRunner(sink);
  services = createAppServices({
    shell: 'browser',
    version: '0.0.0',
    platform: process.platform,
    dataDir,
    openVault: () => Promise.resolve(vault),
    events: sink,
    tasks,
    demo: {
      startFleet: (options) => Fleet.start(options),
      // A fixed port, as in the app: a restarted fleet comes back at the same addresses.
      first: { host: testHost(), port: 20_000 + Math.floor(Math.random() * 10_000) },
      size: 3,
      mdns: false,
    },
    log: (message) => logged.push(message),
  });
  dispatch = createDispatcher(services.handlers, {
    onUnexpected: (c, e) => logged.push(`${c}: ${String(e)}`),
  });
});

afterAll(async () => {
  await services.dispose();
  await rm(dataDir, { recursive: true, force: true });
  // Passwords went in; none comes back in any answer, nor a field that could carry one.
  for (const answer of answers) {
    expect(answer).not.toContain('"password"');
    expect(answer).not.toContain('not the password');
  }
  expect(logged).toEqual([]);
});

describe('the demo site', () => {
  it('starts the fleet in the app data folder and answers exactly its addresses and ports', async () => {
    const demo = await ok('demo:start', {});
    fleet = (await services.demo.controllers()) ?? [];
    expect(fleet.map((m) => m.serial)).toEqual(['TKDEMO01', 'TKDEMO02', 'TKDEMO03']);
    expect(demo.controllers).toBe(3);
    expect(demo.ports).toEqual([...new Set(fleet.map((m) => m.address.port))]);
    expect(services.demo.dataRoot).toBe(join(dataDir, 'demo'));
    // Started again while it runs: the same fleet.
    await expect(ok('demo:start', {})).resolves.toEqual(demo);
  });

  it('is found by a discovery of those ranges, each controller by its own certificate', async () => {
    const { ids } = await discoverDemo();
    expect(ids.sort()).toEqual(fleet.map((m) => m.fingerprint256).sort());
  });
});

describe('trust on first use from the screens', () => {
  it('shows the certificate presented now and pins exactly the fingerprint shown', async () => {
    const first = member('TKDEMO01');
    const probe = await ok('trust:probe', { address: first.address });
    expect(probe).toMatchObject({ controllerId: first.fingerprint256, trust: 'new' });
    expect(probe.certificate.fingerprint256).toBe(first.fingerprint256);

    const other = member('TKDEMO02').fingerprint256;
    const refused = await failure('trust:accept', {
      controllerId: first.fingerprint256,
      fingerprint256: other,
    });
    expect(refused.code).toBe('tls_pin_mismatch');

    const trusted = await ok('trust:accept', {
      controllerId: first.fingerprint256,
      fingerprint256: first.fingerprint256,
    });
    expect(trusted.fingerprint256).toBe(first.fingerprint256);
    await expect(ok('trust:probe', { address: first.address })).resolves.toMatchObject({
      trust: 'trusted',
    });
  });
});

describe('sessions', () => {
  it('refuses to log in to a controller not trusted yet, sending nothing', async () => {
    const error = await failure('session:login', {
      controllerId: member('TKDEMO02').fingerprint256,
      login: 'admin',
      password: PASSWORD,
      remember: false,
    });
    expect(error.code).toBe('unknown_certificate');
  });

  it('refuses a wrong password with the message in both languages', async () => {
    const error = await failure('session:login', {
      controllerId: member('TKDEMO01').fingerprint256,
      login: 'admin',
      password: 'not the password',
      remember: false,
    });
    expect(error.code).toBe('login_refused');
    expect(error.message.ru).toContain('Контроллер не принял вход «admin»');
  });

  it('logs in, detects the firmware era and capabilities, and remembers only in a keychain', async () => {
    const first = member('TKDEMO01');
    const session = await ok('session:login', {
      controllerId: first.fingerprint256,
      login: 'admin',
      password: PASSWORD,
      remember: true,
    });
    expect(session.user).toEqual({ login: 'admin', role: 'admin' });
    expect(session.capabilities).toMatchObject({ apiVersion: '1.7.0', staffFieldSet: 'modern' });
    expect(session.capabilities.areas.staff).toBe('available');
    if (vault.status.persistent) {
      expect(session).toMatchObject({ remembered: true });
      await expect(vault.read(first.fingerprint256, 'admin')).resolves.toBe(PASSWORD);
      await vault.remove(first.fingerprint256, 'admin');
    } else {
      expect(session.remembered).toBe(false);
      expect(session.keychainProblem?.code).toBe('keychain_unavailable');
      await expect(vault.read(first.fingerprint256, 'admin')).resolves.toBeUndefined();
    }

    const view = await ok('controller:view', { controllerId: first.fingerprint256 });
    expect(view.summary).toMatchObject({ trust: 'trusted', serial: 'TKDEMO01', firmware: '1.7.0' });
    expect(view.session?.capabilities.apiVersion).toBe('1.7.0');
  });

  it('shows the legacy era of the 1.5 controller', async () => {
    const legacy = member('TKDEMO02');
    await ok('trust:probe', { address: legacy.address });
    await ok('trust:accept', {
      controllerId: legacy.fingerprint256,
      fingerprint256: legacy.fingerprint256,
    });
    const session = await ok('session:login', {
      controllerId: legacy.fingerprint256,
      login: 'admin',
      password: PASSWORD,
      remember: false,
    });
    expect(session.capabilities).toMatchObject({ apiVersion: '1.5.0', staffFieldSet: 'legacy' });
    expect(session.capabilities.areas.auth_users).toBe('missing');
  });

  it('logs out, after which the view has no session', async () => {
    const id = member('TKDEMO02').fingerprint256;
    await expect(ok('session:logout', { controllerId: id })).resolves.toEqual({
      controllerId: id,
      loggedOut: true,
    });
    const view = await ok('controller:view', { controllerId: id });
    expect(view.session).toBeUndefined();
    await expect(failure('controller:view', { controllerId: 'unknown' })).resolves.toMatchObject({
      code: 'unknown_controller',
    });
  });
});

describe('saved passwords', () => {
  // Without a keychain nothing is saved: the first login test checks that instead.
  it.skipIf(noKeychain)(
    `logs in with the keychain’s password, keeps a session through a refused login, and forgets ${NEEDS_KEYCHAIN}`,
    async () => {
      expect(vault.status.persistent).toBe(true);
      const id = member('TKDEMO01').fingerprint256;
      await ok('session:login', {
        controllerId: id,
        login: 'admin',
        password: PASSWORD,
        remember: true,
      });
      await expect(ok('session:saved', { controllerId: id })).resolves.toEqual({
        login: 'admin',
        saved: true,
      });
      await ok('session:logout', { controllerId: id });
      const saved = await ok('session:login', {
        controllerId: id,
        login: 'admin',
        useSaved: true,
        remember: false,
      });
      expect(saved).toMatchObject({ user: { login: 'admin' }, remembered: true });

      // A mistyped password does not end the session that works.
      const refused = await failure('session:login', {
        controllerId: id,
        login: 'admin',
        password: 'mistyped',
        remember: false,
      });
      expect(refused.code).toBe('login_refused');
      expect((await ok('controller:view', { controllerId: id })).session?.user.login).toBe('admin');

      await expect(ok('session:forget', { controllerId: id, what: 'password' })).resolves.toEqual({
        controllerId: id,
        keychain: true,
        pin: false,
      });
      await expect(vault.read(id, 'admin')).resolves.toBeUndefined();
      await expect(ok('session:saved', { controllerId: id })).resolves.toEqual({ saved: false });
      const none = await failure('session:login', {
        controllerId: id,
        login: 'admin',
        useSaved: true,
        remember: false,
      });
      expect(none.code).toBe('no_saved_password');
      expect(none.message.ru).toContain('Введите пароль');
    },
  );

  it('forgets a controller: its pin and its password go, and its session ends', async () => {
    const legacy = member('TKDEMO02');
    const id = legacy.fingerprint256;
    await ok('session:login', {
      controllerId: id,
      login: 'admin',
      password: PASSWORD,
      remember: true,
    });
    const forgotten = await ok('session:forget', { controllerId: id, what: 'controller' });
    expect(forgotten).toMatchObject({ pin: true, keychain: vault.status.persistent });
    await expect(vault.read(id, 'admin')).resolves.toBeUndefined();
    expect((await ok('controller:view', { controllerId: id })).session).toBeUndefined();
    expect((await ok('trust:probe', { address: legacy.address })).trust).toBe('new');
    await ok('trust:accept', { controllerId: id, fingerprint256: id });
  });
});

describe('a controller whose certificate was regenerated', () => {
  it('blocks login with the pin mismatch until it is trusted again explicitly', async () => {
    const old = member('TKDEMO01');
    // Its password is saved, as a user would have it: replacing its pin must remove it.
    await ok('session:login', {
      controllerId: old.fingerprint256,
      login: 'admin',
      password: PASSWORD,
      remember: true,
    });
    await ok('session:logout', { controllerId: old.fingerprint256 });
    await services.demo.stop();
    await rm(join(services.demo.dataRoot, 'TKDEMO01'), { recursive: true, force: true });
    await discoverDemo();
    const fresh = (await services.demo.controllers())?.find((m) => m.serial === 'TKDEMO01');
    expect(fresh?.fingerprint256).toBeDefined();
    expect(fresh?.fingerprint256).not.toBe(old.fingerprint256);
    const changed = fresh as DemoController;
    // The other controllers kept their data folders, and with them their certificates.
    expect((await services.demo.controllers())?.find((m) => m.serial === 'TKDEMO02')).toMatchObject(
      { fingerprint256: member('TKDEMO02').fingerprint256 },
    );

    const probe = await ok('trust:probe', { address: changed.address });
    expect(probe).toMatchObject({ trust: 'changed', pinned: old.fingerprint256 });

    for (const controllerId of [old.fingerprint256, changed.fingerprint256]) {
      const blocked = await failure('session:login', {
        controllerId,
        login: 'admin',
        password: PASSWORD,
        remember: false,
      });
      expect(blocked.code).toBe('tls_pin_mismatch');
    }

    const implicit = await failure('trust:accept', {
      controllerId: changed.fingerprint256,
      fingerprint256: changed.fingerprint256,
    });
    expect(implicit.code).toBe('tls_pin_mismatch');
    // Without a keychain nothing was saved; with one, the refused accept must keep the password.
    await expect(vault.read(old.fingerprint256, 'admin')).resolves.toBe(
      vault.status.persistent ? PASSWORD : undefined,
    );
    await ok('trust:accept', {
      controllerId: changed.fingerprint256,
      fingerprint256: changed.fingerprint256,
      replace: true,
    });
    await expect(vault.read(old.fingerprint256, 'admin')).resolves.toBeUndefined();
    await expect(
      ok('session:login', {
        controllerId: changed.fingerprint256,
        login: 'admin',
        password: PASSWORD,
        remember: false,
      }),
    ).resolves.toMatchObject({ user: { login: 'admin' } });
  });

  it('stops the fleet when the shell is disposed', async () => {
    const address = member('TKDEMO02').address;
    await services.dispose();
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(address.port, address.host);
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
  });
});
