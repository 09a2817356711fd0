/**
 * Every channel of the app's contract, sent inputs made from its own schema with odd values in
 * them (test/integration/helpers/schema-arbitrary.ts), through the dispatcher both shells use, in
 * front of a real simulator that is trusted, logged into and on a site. Whatever comes in, the
 * answer is a value or a described error: never `internal`, nothing the shell would have to log
 * as a bug, no unhandled rejection, no file outside the data folder, and the app still answers.
 * The search and the demo site (which would sweep or start a fleet) are sent malformed input only.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openVault } from '../../../src/core/vault/keychain-vault';
import type { CredentialVault } from '../../../src/core/vault/credential-vault';
import { createHostContainer, type HostContainer } from '../../../src/host/container';
import { CHANNELS, type ChannelName } from '../../../src/shared/ipc/channels';
import { inputsFor } from '../helpers/schema-arbitrary';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';

/** Channels whose valid input starts real work far beyond one request (a sweep, a fleet). */
const MALFORMED_ONLY = new Set<ChannelName>(['discovery:start', 'demo:start']);
const RUNS = 40;

let root: string;
let dataDir: string;
let vault: CredentialVault;
let sim: StartedSimulator;
let container: HostContainer;
const logged: string[] = [];
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
let known: string[] = [];

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  root = await mkdtemp(join(tmpdir(), 'turnkey-fuzz-'));
  dataDir = join(root, 'data');
  vault = await openVault(`Turnkey-test-fuzz-${process.pid}-${Date.now()}`);
  sim = await startSimulator({ serial: 'TKFUZZ01' });
  container = createHostContainer({
    version: '0.0.0',
    platform: process.platform,
    log: (message) => logged.push(message),
    dataDir,
    openVault: () => Promise.resolve(vault),
    interfaces: () => Promise.resolve({ interfaces: [], inactive: [] }),
  });
  const call = async (channel: ChannelName, input: unknown) => {
    const answer = await container.dispatch(channel, input);
    if (!answer.ok) throw new Error(`${channel}: ${JSON.stringify(answer.error)}`);
    return answer.value;
  };
  await call('trust:probe', { address: { host: sim.host, port: sim.port } });
  await call('site:join', {
    controllerId: sim.fingerprint,
    fingerprint256: sim.fingerprint,
    login: { login: 'admin', password: 'admin', remember: false },
  });
  const site = (await call('site:current', {})) as { view: { site: { id: string; name: string } } };
  known = [
    sim.fingerprint,
    sim.host,
    `${sim.host}:${sim.port}`,
    site.view.site.id,
    site.view.site.name,
    'admin',
    'password',
  ];
});

afterAll(async () => {
  await container.dispose();
  await vault.remove(sim.fingerprint, 'admin').catch(() => false);
  await sim.stop();
  process.off('unhandledRejection', onUnhandled);
  await rm(root, { recursive: true, force: true });
});

describe('every channel, sent odd input', () => {
  it.each(Object.keys(CHANNELS) as ChannelName[])('%s answers, never `internal`', async (name) => {
    const schema = CHANNELS[name].input;
    logged.length = 0;
    const inputs = MALFORMED_ONLY.has(name)
      ? inputsFor(schema, known).filter((input) => !schema.safeParse(input).success)
      : inputsFor(schema, known);
    await fc.assert(
      fc.asyncProperty(inputs, async (input) => {
        const answer = await container.dispatch(name, input);
        expect(answer.ok || answer.error.code).not.toBe('internal');
      }),
      { numRuns: RUNS },
    );
    expect(logged).toEqual([]);
  });

  it('answers a controller id that is no fingerprint as an unknown controller', async () => {
    const saved = await container.dispatch('session:saved', { controllerId: ' ' });
    const forget = await container.dispatch('session:forget', {
      controllerId: '00:11',
      what: 'password',
    });
    expect([saved.ok || saved.error.code, forget.ok || forget.error.code]).toEqual([
      'unknown_controller',
      'unknown_controller',
    ]);
  });

  it('leaves nothing outside the data folder, and the app still answers', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
    expect(await readdir(root)).toEqual(['data']);
    const info = await container.dispatch('app:info', {});
    expect(info.ok).toBe(true);
  });
});
