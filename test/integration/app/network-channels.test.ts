/**
 * A controller moved by the network wizard stays the same controller everywhere in the app:
 * through the app's channels, after the move the site, the controller's view and a new login
 * all use the new address (nothing sends the connection back to the old one), and the pages
 * were told the site's controllers changed while the job ran.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openVault } from '../../../src/core/vault/keychain-vault';
import type { CredentialVault } from '../../../src/core/vault/credential-vault';
import type { Job } from '../../../src/shared/ipc/job.schema';
import { appUnderTest, type AppUnderTest } from '../helpers/app-under-test';
import type { StartedSimulator } from '../helpers/start-simulator';
import { simulatorPool, testPort, testSubnet, waitFor } from '../simulator-cluster/cluster-support';

let dataDir: string;
let vault: CredentialVault;
let app: AppUnderTest;
const call: AppUnderTest['call'] = (channel, input) => app.call(channel, input);
const pool = simulatorPool();
const jobs = new Map<string, Job>();
const changes: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-network-app-'));
  vault = await openVault(`Turnkey-test-network-${process.pid}-${Date.now()}`);
  app = appUnderTest({
    dataDir,
    vault,
    onEvent: (event, payload) => {
      if (event === 'job:event') jobs.set((payload as Job).id, payload as Job);
      if (event === 'site:changed') changes.push((payload as { reason: string }).reason);
    },
  });
});

afterAll(async () => {
  await app.services.dispose();
  await pool.stopAll();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a controller moved through the app', () => {
  it('is the same controller at its new address: site, view and a new login', async () => {
    const net = testSubnet();
    const port = testPort();
    const sim: StartedSimulator = await pool.start({ host: `${net}.10`, port, serial: 'APPNET1' });
    await call('site:create', { name: 'Network move' });
    const probe = await call('trust:probe', { address: { host: sim.host, port } });
    const id = probe.controllerId;
    await call('trust:accept', { controllerId: id, fingerprint256: id });
    const login = { controllerId: id, login: 'admin', password: 'admin', remember: false };
    await call('session:login', login);
    await call('site:addControllers', { controllerIds: [id] });

    const form = await call('flow:start', { flowType: 'network', controllerIds: [id] });
    const values = { mode: 'static', ip: `${net}.20`, mask: '255.0.0.0', gateway: '127.0.0.1' };
    const plan = await call('flow:step', { flowId: form.flowId, values });
    expect(plan.kind).toBe('plan');
    const step = await call('flow:step', {
      flowId: form.flowId,
      values: { confirmed: true, acknowledged: true },
    });
    if (step.kind !== 'job') throw new Error(`a job next: ${JSON.stringify(step)}`);
    const job = await waitFor(() => {
      const seen = jobs.get(step.jobId);
      return seen?.state === 'succeeded' || seen?.state === 'failed' ? seen : undefined;
    }, 'the network job');
    expect(job.state).toBe('succeeded');
    expect(changes).toContain('controllers');

    const moved = { host: `${net}.20`, port };
    const site = await call('site:current', {});
    expect(site.view?.controllers[0]).toMatchObject({ id, address: moved });
    const view = await call('controller:view', { controllerId: id });
    expect(view.summary.address).toEqual(moved);
    // Logging in again goes to the new address, and the connection stays there.
    await call('session:login', login);
    expect((await call('controller:view', { controllerId: id })).summary.address).toEqual(moved);
    const overview = await call('controller:overview', { controllerId: id });
    expect(JSON.stringify(overview)).toContain(`${net}.20`);
    expect(sim.simulator.address).toEqual(moved);
  });
});
