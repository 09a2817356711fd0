/**
 * A controller's address has one owner, its connection, in the app as both shells wire it
 * (core/app/app-services.ts): the network wizard's move, a search that finds it again and a login
 * where it was seen last are each announced by the connection, and the site, what the app saw
 * and the trust store all follow, before the wizard reads it back and journals, with the pages
 * told. A real simulator that moves; passwords in memory only (no keychain is needed).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../../src/core/app/app-services';
import { KnownControllersStore } from '../../../src/core/trust/known-controllers.store';
import type { IpcResult } from '../../../src/shared/ipc/channel';
import type { ChannelName, ChannelOutput } from '../../../src/shared/ipc/channels';
import { createDispatcher } from '../../../src/shared/ipc/dispatch';
import { createEventSink } from '../../../src/shared/ipc/event-sink';
import { FINAL_JOB_STATES, type Job } from '../../../src/shared/ipc/job.schema';
import { laptopOn } from '../network/network-support';
import { testAppServices } from '../helpers/test-app-services';
import type { StartedSimulator } from '../helpers/start-simulator';
import { simulatorPool, testPort, testSubnet, waitFor } from '../simulator-cluster/cluster-support';

/** What the pages were told, in order: a job's end, and each change of the site. */
const told: string[] = [];
const jobs = new Map<string, Job>();
const pool = simulatorPool();
const net = testSubnet();
const port = testPort();
let dataDir: string;
let services: AppServices;
let sim: StartedSimulator;
let id: string;

async function call<N extends ChannelName>(channel: N, input: unknown): Promise<ChannelOutput<N>> {
  const result = (await createDispatcher(services.handlers)(channel, input)) as IpcResult<
    ChannelOutput<N>
  >;
  if (!result.ok) throw new Error(`${channel}: ${JSON.stringify(result.error)}`);
  return result.value;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-address-moves-'));
  const sink = createEventSink((event, payload) => {
    if (event === 'job:event') {
      const job = payload as Job;
      jobs.set(job.id, job);
      if (FINAL_JOB_STATES.includes(job.state)) told.push(`job ${job.state}`);
    }
    if (event === 'site:changed') told.push(`site ${(payload as { reason: string }).reason}`);
  });
  const laptop = laptopOn('127.0.0.1', '255.0.0.0');
  services = testAppServices({
    dataDir,
    events: sink,
    interfaces: () => Promise.resolve(laptop),
    demo: { size: 1 },
  });
  sim = await pool.start({ host: `${net}.10`, port, serial: 'MOVES-1' });
  await call('site:create', { name: 'Moves' });
  id = (await call('trust:probe', { address: { host: sim.host, port } })).controllerId;
  await call('trust:accept', { controllerId: id, fingerprint256: id });
  await call('session:login', {
    controllerId: id,
    login: 'admin',
    password: 'admin',
    remember: false,
  });
  await call('site:addControllers', { controllerIds: [id] });
});

afterAll(async () => {
  await services.dispose();
  await pool.stopAll();
  await rm(dataDir, { recursive: true, force: true });
});

/** Where the site, the app's view of the controller and the trust store say it answers. */
async function whereRecorded(): Promise<Record<'site' | 'view' | 'pin', string | undefined>> {
  const site = await call('site:current', {});
  const view = await call('controller:view', { controllerId: id });
  const pin = await new KnownControllersStore(dataDir).get(id);
  return {
    site: site.view?.controllers.find((c) => c.id === id)?.address.host,
    view: view.summary.address.host,
    pin: pin?.address?.host,
  };
}

async function ended(jobId: string): Promise<Job> {
  return waitFor(() => {
    const job = jobs.get(jobId);
    return job && FINAL_JOB_STATES.includes(job.state) ? job : undefined;
  }, 'the job to end');
}

async function journalled(action: string) {
  const { entries } = await call('journal:list', { controllerId: id, limit: 50 });
  return entries.filter((e) => e.action === action).map((e) => [e.outcome, e.after]);
}

describe('a controller moved, as the app records it', () => {
  it('by the network wizard: every record follows before the read back, the pages are told', async () => {
    told.length = 0;
    const start = await call('flow:start', { flowType: 'network', controllerIds: [id] });
    const values = { mode: 'static', ip: `${net}.20`, mask: '255.0.0.0', gateway: '127.0.0.1' };
    expect((await call('flow:step', { flowId: start.flowId, values })).kind).toBe('plan');
    const step = await call('flow:step', {
      flowId: start.flowId,
      values: { confirmed: true, acknowledged: true },
    });
    if (step.kind !== 'job') throw new Error(`a job next: ${JSON.stringify(step)}`);
    expect((await ended(step.jobId)).state).toBe('succeeded');

    expect(await whereRecorded()).toEqual({
      site: `${net}.20`,
      view: `${net}.20`,
      pin: `${net}.20`,
    });
    expect((await call('site:current', {})).view?.controllers[0]?.addressing).toBe('static');
    // The move was told while the job ran, before its end.
    expect(told.indexOf('site controllers')).toBeGreaterThanOrEqual(0);
    expect(told.indexOf('site controllers')).toBeLessThan(told.indexOf('job succeeded'));
    expect(await journalled('network.changed')).toEqual([
      ['succeeded', expect.objectContaining({ ip: `${net}.20` })],
    ]);
  });

  it('found again by its certificate: every record follows, the journal says where', async () => {
    await sim.simulator.moveTo(`${net}.31`);
    told.length = 0;
    const search = await call('flow:start', { flowType: 'locate', controllerIds: [id] });
    if (search.kind !== 'job') throw new Error(`a job at once: ${JSON.stringify(search)}`);
    expect((await ended(search.jobId)).state).toBe('succeeded');

    expect(await whereRecorded()).toEqual({
      site: `${net}.31`,
      view: `${net}.31`,
      pin: `${net}.31`,
    });
    expect(told.indexOf('site controllers')).toBeLessThan(told.indexOf('job succeeded'));
    expect(await journalled('controller.found')).toEqual([
      ['succeeded', { address: `${net}.31:${port}` }],
    ]);
  });

  it('logged in to where it was seen last: the pin and the site follow the login', async () => {
    await sim.simulator.moveTo(`${net}.40`);
    // Seen there (a probe, as the controller page does); nothing is recorded yet but the sighting.
    await call('trust:probe', { address: { host: `${net}.40`, port } });
    expect(await whereRecorded()).toEqual({
      site: `${net}.31`,
      view: `${net}.40`,
      pin: `${net}.31`,
    });

    told.length = 0;
    await call('session:login', {
      controllerId: id,
      login: 'admin',
      password: 'admin',
      remember: false,
    });
    expect(await whereRecorded()).toEqual({
      site: `${net}.40`,
      view: `${net}.40`,
      pin: `${net}.40`,
    });
    expect(told).toContain('site controllers');
    const overview = await call('controller:overview', { controllerId: id });
    expect(JSON.stringify(overview)).toContain(`${net}.40`);
  });
});
