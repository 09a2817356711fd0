/**
 * Backing up whole controllers through the backup flow (docs/decisions.md, "Backup"), from real
 * demo-seeded simulators: a 1.7 controller on the modern staff set and a 1.5 one on the legacy
 * set (D11, D12). The archive opens whole, its counts equal the controller's own count reads,
 * the parts a 1.5 controller lacks are marked missing; the site lists it and the journal has
 * `backup.written` with the file's SHA-256. A biometry provider's secrets are never in the file
 * in clear: left out without a passphrase, and (from a controller that reads them back) sealed
 * and opened again with one. A cancel leaves no file.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Engine } from '../../../src/core/engine/engine';
import { backupParts } from '../../../src/core/transfer/backup/backup-parts';
import { backUp, backupSource } from '../../../src/core/transfer/backup/backup-run';
import { backupsFolder, listSiteBackups } from '../../../src/core/transfer/backup/site-backups';
import { openArchive } from '../../../src/core/transfer/archive/archive-reader';
import type { PartPage } from '../../../src/core/transfer/controller-reading';
import { demoSeed } from '../../../src/simulator/seed/demo/demo-seed';
import { siteEngine } from '../helpers/site-engine';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';
import { PROVIDER, providerSecrets, secretsReadBack } from './backup-support';

vi.setConfig({ testTimeout: 60_000 });

const cleanup: Array<() => Promise<void>> = [];
const sims: StartedSimulator[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  await Promise.all(sims.splice(0).map((sim) => sim.stop()));
});

async function started(options: Parameters<typeof startSimulator>[0]) {
  const sim = await startSimulator(options);
  sims.push(sim);
  return sim;
}

/** Runs the backup flow on one controller to its end; answers the job and its result. */
async function backUpThroughFlow(engine: Engine, id: string, form: Record<string, unknown>) {
  const first = await engine.flows.start('backup', [id]);
  if (first.kind !== 'form') throw new Error(`a form: ${JSON.stringify(first)}`);
  const plan = await engine.flows.submit(first.flowId, form);
  if (plan.kind !== 'plan') throw new Error(`a plan: ${JSON.stringify(plan)}`);
  const step = await engine.flows.submit(plan.flowId, { confirmed: true });
  if (step.kind !== 'job') throw new Error(`a job: ${JSON.stringify(step)}`);
  const job = await (await engine.jobs()).waitFor(step.jobId);
  const result = job.controllers[0]?.result as { file: string; sha256: string } | undefined;
  return { plan, job, result };
}

const count = async (sim: StartedSimulator, token: string, path: string) =>
  ((await sim.request('GET', path, { token })).body as { count: number }).count;

/** Every record line's text in the archive (decompressed). */
async function archiveText(file: string) {
  return gunzipSync(await readFile(file)).toString('utf8');
}

describe('backing up a controller', () => {
  it('writes a 1.7 modern controller whole, counts equal to its own, listed and journalled', async () => {
    const sim = await started({ serial: 'BACK-17', seed: demoSeed({ staff: 230 }) });
    const feature = backupParts({ app: '0.1.0' });
    const { engine, site } = await siteEngine([sim], cleanup, (self) => feature.flows(self));
    const token = await sim.login();

    const { plan, job, result } = await backUpThroughFlow(engine, sim.fingerprint, {});
    expect(plan.rows.find((r) => r.field === 'staff')?.now).toEqual({
      en: '230 records',
      ru: '230 записей',
    });
    expect(plan.rows[0]?.after).toMatch(/backups\/BACK-17-\d{8}T\d{6}Z\.tkbackup$/);
    expect(job.state, JSON.stringify(job.controllers[0]?.error)).toBe('succeeded');
    expect(job.progress.done).toBe(job.progress.total);

    const opened = await openArchive(result!.file);
    const counts = Object.fromEntries(opened.manifest.parts.map((p) => [p.part, p.count]));
    expect(counts['staff']).toBe(await count(sim, token, '/staff/count'));
    expect(counts['identifiers']).toBe(await count(sim, token, '/identifiers/count'));
    expect(counts['visitors']).toBe(await count(sim, token, '/visitors/count'));
    expect(counts['access_events']).toBe(await count(sim, token, '/access_events/count'));
    expect(counts['access_events']).toBeGreaterThan(50);
    expect(opened.manifest.parts.every((p) => !p.missing)).toBe(true);
    expect(opened.manifest.source).toMatchObject({
      serial: 'BACK-17',
      firmware: '1.7.0',
      fieldSet: 'modern',
      fingerprint256: sim.fingerprint,
      address: `${sim.host}:${sim.port}`,
    });
    expect(opened.manifest.app).toBe('0.1.0');
    expect(job.progress.done).toBe(opened.manifest.parts.reduce((s, p) => s + p.count, 0));

    // The file's checksum is the journal's and the job's.
    const sha256 = createHash('sha256')
      .update(await readFile(result!.file))
      .digest('hex');
    expect(result!.sha256).toBe(sha256);
    const { entries } = await site.journal.read({ limit: 50 });
    const written = entries.find((e) => e.action === 'backup.written');
    expect(written?.after).toMatchObject({ file: result!.file, sha256, secrets: 'left out' });
    expect(written?.controllerId).toBe(sim.fingerprint);

    const listed = await listSiteBackups(site, { check: 'whole' });
    expect(listed.map((b) => b.file)).toEqual([result!.file]);
    expect(listed[0]?.records).toBe(job.progress.done);
  });

  it('marks what a 1.5 legacy controller lacks as missing and keeps its staff as it speaks them', async () => {
    const sim = await started({
      serial: 'BACK-15',
      firmware: '1.5',
      staffFields: 'legacy',
      seed: demoSeed({ staff: 60, legacy: true }),
    });
    const feature = backupParts();
    const { engine } = await siteEngine([sim], cleanup, (self) => feature.flows(self));
    const token = await sim.login();
    const { plan, job, result } = await backUpThroughFlow(engine, sim.fingerprint, {});
    expect(plan.notes.map((n) => n.en).join(' ')).toContain('its firmware has no schedules');
    expect(job.state).toBe('succeeded');

    const opened = await openArchive(result!.file);
    expect(opened.manifest.source).toMatchObject({ firmware: '1.5.0', fieldSet: 'legacy' });
    const missing = opened.manifest.parts.filter((p) => p.missing).map((p) => p.part);
    expect(missing).toEqual(
      expect.arrayContaining([
        'schedules',
        'identifiers',
        'tmp_access',
        'auth_users',
        'audit_events',
      ]),
    );
    expect(missing).not.toContain('staff');
    const staff: Record<string, unknown>[] = [];
    const pages: PartPage[] = [];
    for await (const page of opened.pages()) {
      pages.push(page);
      if (page.part === 'staff' && 'records' in page) staff.push(...page.records);
    }
    expect(staff).toHaveLength(await count(sim, token, '/staff/count'));
    expect(staff[0]).toHaveProperty('last_name');
    expect(pages.find((p) => p.part === 'schedules')).toEqual({ part: 'schedules', missing: true });
  });

  it('never writes a provider secret in clear; seals and opens it with a passphrase', async () => {
    const sim = await started({ serial: 'BACK-SEC', seed: demoSeed({ staff: 20 }) });
    await providerSecrets(sim);
    const feature = backupParts();
    const { engine, site } = await siteEngine([sim], cleanup, (self) => feature.flows(self));
    const plain = await backUpThroughFlow(engine, sim.fingerprint, { includeSecrets: false });
    const plainText = await archiveText(plain.result!.file);
    expect(plainText).toContain(PROVIDER.clientId);
    expect(plainText).not.toContain(PROVIDER.clientSecret);
    expect(plainText).not.toContain(PROVIDER.password);

    // A controller that reads its provider's secrets back (the spec does not say it never does).
    const proxy = await secretsReadBack(sim);
    cleanup.push(proxy.stop);
    const controller = { host: proxy.host, port: proxy.port };
    await site.upsertController({
      id: proxy.fingerprint256,
      fingerprint256: proxy.fingerprint256,
      address: controller,
      serial: 'BACK-SEC-RB',
    });
    await engine.connections
      .open(proxy.fingerprint256, controller)
      .login({ login: 'admin', password: 'admin' });
    const passphrase = 'a long passphrase, длинная';
    const sealed = await backUpThroughFlow(engine, proxy.fingerprint256, {
      includeSecrets: true,
      passphrase,
      repeat: passphrase,
    });
    expect(sealed.job.state, JSON.stringify(sealed.job.controllers[0]?.error)).toBe('succeeded');
    expect(sealed.plan.rows.find((r) => r.field === 'secrets')?.after).toEqual({
      en: 'encrypted with the passphrase',
      ru: 'зашифрованы парольной фразой',
    });
    const sealedText = await archiveText(sealed.result!.file);
    expect(sealedText).not.toContain(PROVIDER.clientSecret);
    expect(sealedText).not.toContain(PROVIDER.password);
    expect(sealedText).not.toContain(passphrase);
    const providers = async (options: { passphrase?: string }) => {
      const opened = await openArchive(sealed.result!.file, options);
      for await (const page of opened.pages({ parts: ['biometry_providers'] })) {
        if ('records' in page) return page.records;
      }
      return [];
    };
    expect((await providers({ passphrase }))[0]).toMatchObject({
      clientSecret: PROVIDER.clientSecret,
      password: PROVIDER.password,
    });
    expect((await providers({}))[0]).not.toHaveProperty('clientSecret');
    // Neither the journal nor the jobs hold the passphrase or a secret.
    for (const file of await readdir(site.dir, { recursive: true })) {
      if (file.endsWith('.tkbackup') || !/\.(json|jsonl)$/.test(file)) continue;
      const text = await readFile(`${site.dir}/${file}`, 'utf8');
      expect(text, file).not.toContain(passphrase);
      expect(text, file).not.toContain(PROVIDER.clientSecret);
    }
  });

  it('leaves no file when cancelled halfway', async () => {
    const sim = await started({ serial: 'BACK-CAN', seed: demoSeed({ staff: 300 }) });
    const feature = backupParts();
    const { engine, site, connections } = await siteEngine([sim], cleanup, (self) =>
      feature.flows(self),
    );
    await engine.requireSite();
    const client = await connections.get(sim.fingerprint)!.ready();
    const abort = new AbortController();
    const file = `${backupsFolder(site)}/cancelled.tkbackup`;
    const stored = (await site.controller(sim.fingerprint))!;
    const source = await backupSource(client, stored, 'BACK-CAN', {
      host: sim.host,
      port: sim.port,
    });
    const run = backUp(client, {
      file,
      source,
      signal: abort.signal,
      pageSize: 20,
      progress: (done) => {
        if (done > 100) abort.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ data: { code: 'cancelled' } });
    expect(await readdir(backupsFolder(site))).toEqual([]);
  });
});
