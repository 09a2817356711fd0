/**
 * One state per site controller, through the app's channels against real simulators: the
 * factory password marked whatever path the login took (typed before the controller was on the
 * site, or from the keychain on the connection), a controller restarted at its address with a
 * new certificate shown as changed with its session ended and refused by a wizard, and
 * `turnkey`'s own path (the connection's `ready`) saying certificate mismatch, not "no password".
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServices, type AppServices } from '../../../src/core/app/app-services';
import { ClientError } from '../../../src/core/client/client-error';
import { Connections } from '../../../src/core/connection/connections';
import { SessionVault } from '../../../src/core/vault/session-vault';
import type { ChannelName, ChannelOutput } from '../../../src/shared/ipc/channels';
import { createDispatcher } from '../../../src/shared/ipc/dispatch';
import { createEventSink } from '../../../src/shared/ipc/event-sink';
import type { SiteController } from '../../../src/shared/ipc/site.schema';
import { TaskRunner } from '../../../src/shared/ipc/task-runner';
import { Fleet } from '../../../src/simulator/fleet/fleet';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';

let dataDir: string;
let services: AppServices;
let call: <N extends ChannelName>(n: N, i: unknown) => Promise<ChannelOutput<N>>;
let failure: (n: ChannelName, i: unknown) => Promise<{ code: string; details?: unknown }>;
const sims: StartedSimulator[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-state-'));
  for (let i = 0; i < 2; i++) sims.push(await startSimulator({ serial: `TKSTATE0${i + 1}` }));
  const sink = createEventSink(() => undefined);
  services = createAppServices({
    shell: 'browser',
    version: '0.0.0',
    platform: process.platform,
    dataDir,
    openVault: () => Promise.resolve(new SessionVault('test')),
    events: sink,
    tasks: new TaskRunner(sink),
    demo: { startFleet: (options) => Fleet.start(options), size: 1, mdns: false },
    log: () => undefined,
  });
  const dispatch = createDispatcher(services.handlers);
  const result = async (channel: ChannelName, input: unknown) => await dispatch(channel, input);
  call = async <N extends ChannelName>(channel: N, input: unknown) => {
    const answer = await result(channel, input);
    if (!answer.ok) throw new Error(`${channel}: ${JSON.stringify(answer.error)}`);
    return answer.value as ChannelOutput<N>;
  };
  failure = async (channel, input) => {
    const answer = await result(channel, input);
    if (answer.ok) throw new Error(`${channel} was expected to fail`);
    return answer.error;
  };
});

afterAll(async () => {
  await services.dispose();
  await Promise.all(sims.map((sim) => sim.stop()));
  await rm(dataDir, { recursive: true, force: true });
});

async function row(id: string, until?: (c: SiteController) => boolean): Promise<SiteController> {
  for (let i = 0; i < 100; i++) {
    const view = (await call('site:current', {})).view;
    const found = view?.controllers.find((c) => c.id === id);
    if (found && (!until || until(found))) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the site never showed ${id} as expected`);
}

async function trustAndLogIn(sim: StartedSimulator, password: string): Promise<string> {
  const probe = await call('trust:probe', { address: { host: sim.host, port: sim.port } });
  await call('trust:accept', {
    controllerId: probe.controllerId,
    fingerprint256: probe.certificate.fingerprint256,
  });
  await call('session:login', {
    controllerId: probe.controllerId,
    login: 'admin',
    password,
    remember: false,
  });
  return probe.controllerId;
}

describe('the state of a site controller', () => {
  it('marks the factory password from a login made before it was on the site', async () => {
    await call('site:create', { name: 'State site' });
    const [a, b] = [await trustAndLogIn(sims[0]!, 'admin'), await trustAndLogIn(sims[1]!, 'admin')];
    await call('site:addControllers', { controllerIds: [a, b] });
    const shown = await row(a);
    expect(shown.state.factoryPassword.state).toBe('in_use');
    expect(shown.factoryPassword).toBe(true);
    expect(shown.state.identity.state).toBe('trusted');
    expect(shown.state.session).toMatchObject({
      state: 'logged_in',
      login: 'admin',
      role: 'admin',
    });
  });

  it('shows a controller restarted with another certificate as changed, its session ended', async () => {
    const sim = sims[0]!;
    const id = sim.fingerprint;
    const { host, port } = sim;
    await sim.stop();
    // Another device answers at the same address: a new data folder makes a new key.
    const impostor = await startSimulator({ host, port, serial: 'TKSTATE01' });
    sims[0] = impostor;
    expect(impostor.fingerprint).not.toBe(id);
    const shown = await row(id, (c) => c.state.identity.state === 'changed');
    expect(shown.trust).toBe('changed');
    expect(shown.state.identity.presented).toBe(impostor.fingerprint);
    expect(shown.state.session.state).toBe('ended');
    expect(shown.session).toBeUndefined();
    expect(shown.state.refusal).toBe('certificate_changed');

    // Every wizard refuses it, with both fingerprints, before anything is sent.
    const refused = await failure('flow:start', { flowType: 'time', controllerIds: [id] });
    expect(refused).toMatchObject({ code: 'tls_pin_mismatch' });
    expect(JSON.stringify(refused)).toContain(impostor.fingerprint);
    const journal = await call('journal:list', { controllerId: id });
    expect(journal.entries[0]).toMatchObject({ action: 'certificate.changed', outcome: 'info' });
  });

  it('says certificate mismatch, not a missing password, when nothing is saved', async () => {
    const sim = sims[0]!;
    const connections = new Connections();
    const old = (await call('site:current', {})).view!.controllers.find(
      (c) => c.serial === 'TKSTATE01',
    )!;
    const connection = connections.open(old.fingerprint256, { host: sim.host, port: sim.port });
    const error = await connection.ready().catch((thrown: unknown) => thrown);
    expect(ClientError.is(error, 'tls_pin_mismatch')).toBe(true);
    expect((error as ClientError<'tls_pin_mismatch'>).details).toMatchObject({
      expected: old.fingerprint256,
      actual: sim.fingerprint,
    });
    connections.closeAll();
  });

  it('marks the factory password when the keychain logs the connection in', async () => {
    const sim = sims[1]!;
    const connections = new Connections({
      savedCredentials: () => Promise.resolve({ login: 'admin', password: 'admin' }),
    });
    const seen: string[] = [];
    connections.observe((_, event) => seen.push(event.kind));
    await connections.open(sim.fingerprint, { host: sim.host, port: sim.port }).ready();
    expect(seen).toContain('login');
    connections.closeAll();
  });
});
