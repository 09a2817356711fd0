/**
 * The commissioning engine through the app's channels, as the page drives it, against three real
 * simulators: a site created, controllers added from what was found, the factory-password flow
 * walked step by step (a refused form, back, a plan, the job) on three controllers at once, and
 * the journal holding every change without the password. Another engine on the same folder (the
 * app restarted, or the CLI) sees the same site.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServices, type AppServices } from '../../../src/core/app/app-services';
import { acceptsFactoryAccount } from '../../../src/core/password/factory-account';
import { openArchive } from '../../../src/core/transfer/archive/archive-reader';
import { openVault } from '../../../src/core/vault/keychain-vault';
import type { CredentialVault } from '../../../src/core/vault/credential-vault';
import type { IpcResult } from '../../../src/shared/ipc/channel';
import type { ChannelName, ChannelOutput } from '../../../src/shared/ipc/channels';
import { createDispatcher } from '../../../src/shared/ipc/dispatch';
import { createEventSink } from '../../../src/shared/ipc/event-sink';
import type { Job } from '../../../src/shared/ipc/job.schema';
import { TaskRunner } from '../../../src/shared/ipc/task-runner';
import { Fleet } from '../../../src/simulator/fleet/fleet';
import { NEEDS_KEYCHAIN, noKeychain } from '../helpers/os-keychain';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';

const NEW_PASSWORD = 'Site-4B-2026!';
let dataDir: string;
let vault: CredentialVault;
const sims: StartedSimulator[] = [];
const jobs: Job[] = [];
const answers: string[] = [];
const changes: Array<{ siteId: string; reason: string }> = [];

function app(): {
  services: AppServices;
  call: <N extends ChannelName>(n: N, i: unknown) => Promise<ChannelOutput<N>>;
} {
  const sink = createEventSink((event, payload) => {
    if (event === 'job:event') jobs.push(payload as Job);
    if (event === 'site:changed') changes.push(payload as { siteId: string; reason: string });
  });
  const services = createAppServices({
    shell: 'browser',
    version: '0.0.0',
    platform: process.platform,
    dataDir,
    openVault: () => Promise.resolve(vault),
    events: sink,
    tasks: new TaskRunner(sink),
    demo: { startFleet: (options) => Fleet.start(options), size: 1, mdns: false },
    log: (message) => answers.push(`logged: ${message}`),
  });
  const dispatch = createDispatcher(services.handlers);
  const call = async <N extends ChannelName>(channel: N, input: unknown) => {
    const result = (await dispatch(channel, input)) as IpcResult<ChannelOutput<N>>;
    answers.push(JSON.stringify(result));
    if (!result.ok) throw new Error(`${channel}: ${JSON.stringify(result.error)}`);
    return result.value;
  };
  return { services, call };
}

let first: ReturnType<typeof app>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-commissioning-'));
  vault = await openVault(`Turnkey-test-engine-${process.pid}-${Date.now()}`);
  for (let i = 0; i < 3; i++) sims.push(await startSimulator({ serial: `TKSITE0${i + 1}` }));
  first = app();
});

afterAll(async () => {
  await first.services.dispose();
  for (const sim of sims) await vault.remove(sim.fingerprint, 'admin').catch(() => false);
  await Promise.all(sims.map((sim) => sim.stop()));
  await rm(dataDir, { recursive: true, force: true });
  for (const answer of answers) expect(answer).not.toContain(NEW_PASSWORD);
});

describe('a site commissioned through the app’s channels', () => {
  it('is created, and takes the controllers this shell trusted and logged into', async () => {
    const { call } = first;
    await expect(call('site:current', {})).resolves.toEqual({});
    const created = await call('site:create', { name: 'Plant 4, building B' });
    expect(created.site).toMatchObject({ id: 'plant-4-building-b', controllerCount: 0 });
    for (const sim of sims) {
      const probe = await call('trust:probe', { address: { host: sim.host, port: sim.port } });
      await call('trust:accept', {
        controllerId: probe.controllerId,
        fingerprint256: probe.certificate.fingerprint256,
      });
      await call('session:login', {
        controllerId: probe.controllerId,
        login: 'admin',
        password: 'admin',
        remember: false,
      });
    }
    const view = await call('site:addControllers', {
      controllerIds: sims.map((s) => s.fingerprint),
    });
    expect(view.controllers.map((c) => [c.address.host, c.trust, c.session?.user.login])).toEqual(
      sims.map((s) => [s.host, 'trusted', 'admin']),
    );
    // The pages hear that the site changed (logins journalled, controllers added).
    expect(changes).toContainEqual({ siteId: 'plant-4-building-b', reason: 'controllers' });
    const journal = await call('journal:list', {});
    expect(journal.entries.map((e) => e.action)).toEqual([
      'controller.added',
      'controller.added',
      'controller.added',
      'site.created',
    ]);
  });

  it('walks the password flow: a refused form, back, the plan, the job on three at once', async () => {
    const { call } = first;
    const ids = sims.map((s) => s.fingerprint);
    const form = await call('flow:start', { flowType: 'password', controllerIds: ids });
    expect(form).toMatchObject({ kind: 'form', stepId: 'password', values: { login: 'admin' } });
    if (form.kind !== 'form') throw new Error('a form first');
    expect(form.fields.map((f) => [f.name, f.kind])).toEqual([
      ['login', 'text'],
      ['password', 'password'],
      ['repeat', 'password'],
    ]);
    const differ = await call('flow:step', {
      flowId: form.flowId,
      values: { login: 'admin', password: NEW_PASSWORD, repeat: 'something else' },
    });
    expect(differ).toMatchObject({
      kind: 'form',
      errors: { repeat: { en: 'The two passwords differ.' } },
    });
    const plan = await call('flow:step', {
      flowId: form.flowId,
      values: { login: 'admin', password: NEW_PASSWORD, repeat: NEW_PASSWORD },
    });
    expect(plan).toMatchObject({
      kind: 'plan',
      canGoBack: true,
      confirmLabel: { en: 'Change 3 controllers' },
    });
    if (plan.kind !== 'plan') throw new Error('a plan next');
    expect(plan.rows.map((r) => r.controllerLabel)).toEqual(['TKSITE01', 'TKSITE02', 'TKSITE03']);
    const back = await call('flow:back', { flowId: form.flowId });
    expect(back).toMatchObject({ kind: 'form', values: { login: 'admin' } });
    await call('flow:step', {
      flowId: form.flowId,
      values: { login: 'admin', password: NEW_PASSWORD, repeat: NEW_PASSWORD },
    });
    const job = await call('flow:step', { flowId: form.flowId, values: { confirmed: true } });
    expect(job.kind).toBe('job');
    if (job.kind !== 'job') throw new Error('a job next');
    await expect
      .poll(() => jobs.find((j) => j.id === job.jobId && j.state === 'succeeded'), {
        timeout: 20_000,
      })
      .toBeDefined();
    const done = await call('flow:get', { flowId: form.flowId });
    expect(done).toMatchObject({ kind: 'done', jobId: job.jobId });
    const attached = await call('job:attach', { jobId: job.jobId });
    expect(attached.controllers.map((c) => c.state)).toEqual([
      'succeeded',
      'succeeded',
      'succeeded',
    ]);

    for (const sim of sims) {
      await expect(
        acceptsFactoryAccount(sim.fingerprint, { host: sim.host, port: sim.port }),
      ).resolves.toBe(false);
    }
    const journal = await call('journal:list', {});
    const changed = journal.entries.filter((e) => e.action === 'password.changed');
    expect(
      changed.map((e) => [e.controllerLabel, e.outcome, e.after?.['factoryPassword']]).sort(),
    ).toEqual([
      ['TKSITE01', 'succeeded', false],
      ['TKSITE02', 'succeeded', false],
      ['TKSITE03', 'succeeded', false],
    ]);
    const files = await readdir(join(dataDir, 'sites', 'plant-4-building-b'), { recursive: true });
    for (const file of files.filter((f) => f.endsWith('.json') || f.endsWith('.jsonl'))) {
      const text = await readFile(join(dataDir, 'sites', 'plant-4-building-b', file), 'utf8');
      expect(text, file).not.toContain(NEW_PASSWORD);
    }
  });

  it.skipIf(noKeychain)(`keeps each new password in the keychain ${NEEDS_KEYCHAIN}`, async () => {
    expect(vault.status.persistent).toBe(true);
    for (const sim of sims)
      await expect(vault.read(sim.fingerprint, 'admin'), sim.url).resolves.toBe(NEW_PASSWORD);
  });

  it("backs a controller up with the app's version in the backup's manifest", async () => {
    const { call } = first;
    const form = await call('flow:start', {
      flowType: 'backup',
      controllerIds: [sims[0]!.fingerprint],
    });
    const plan = await call('flow:step', {
      flowId: form.flowId,
      values: { includeSecrets: false },
    });
    expect(plan.kind).toBe('plan');
    const job = await call('flow:step', { flowId: form.flowId, values: { confirmed: true } });
    if (job.kind !== 'job') throw new Error(`a job next, not ${job.kind}`);
    await expect
      .poll(() => jobs.find((j) => j.id === job.jobId && j.state === 'succeeded'), {
        timeout: 20_000,
      })
      .toBeDefined();
    const siteDir = join(dataDir, 'sites', 'plant-4-building-b');
    const files = (await readdir(siteDir, { recursive: true })).filter((f) =>
      f.endsWith('.tkbackup'),
    );
    expect(files).toHaveLength(1);
    const opened = await openArchive(join(siteDir, files[0]!));
    expect(opened.manifest.source.serial).toBe('TKSITE01');
    expect(opened.manifest.app).toBe('0.0.0');
  });

  it('cancels a flow before anything is sent', async () => {
    const { call } = first;
    const form = await call('flow:start', {
      flowType: 'password',
      controllerIds: [sims[0]!.fingerprint],
    });
    await expect(call('flow:cancel', { flowId: form.flowId })).resolves.toEqual({
      cancelled: true,
    });
    await expect(call('flow:get', { flowId: form.flowId })).rejects.toThrow(/flow_not_found/);
  });

  it('is the same site for another engine on the same folder (a restart, or the CLI)', async () => {
    const second = app();
    try {
      const current = await second.call('site:current', {});
      expect(current.view?.site).toMatchObject({ name: 'Plant 4, building B', controllerCount: 3 });
      const listed = await second.call('job:list', {});
      expect(listed.jobs.map((j) => [j.kind, j.state])).toEqual([
        ['backup', 'succeeded'],
        ['password', 'succeeded'],
      ]);
      const journal = await second.call('journal:list', { limit: 3 });
      expect(journal.entries[0]?.action).toBe('job.ended');
    } finally {
      await second.services.dispose();
    }
  });
});
