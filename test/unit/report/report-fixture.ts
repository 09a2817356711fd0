/**
 * A site folder crafted for the handover report's unit tests: three controllers, a journal with
 * an entry of every kind the report reads (time, network, access points, password, VPN,
 * migration, transfer, a failed change) and a failed job, written through the site's own code.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Job } from '../../../src/shared/ipc/job.schema';
import { JobStore } from '../../../src/core/jobs/job-store';
import type { Site } from '../../../src/core/site/site';
import { SiteStore } from '../../../src/core/site/site-store';
import { buildHandoverReport } from '../../../src/core/report/build-report';
import type { HandoverReport } from '../../../src/shared/report/handover-report.schema';

export const FP = (n: number): string =>
  Array.from({ length: 32 }, (_, i) => ((i * 7 + n * 13) % 256).toString(16).padStart(2, '0'))
    .join(':')
    .toUpperCase();

export const SECRET = 'S3cret-Pa55word!';
/** The key of the access point "Турникет 1": the report says its name, never this. */
export const GATE_UUID = '4cf33526-c7c4-4e64-bda1-e135344f3252';

export async function craftedSite(): Promise<{ dataDir: string; site: Site }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'turnkey-report-'));
  const site = await new SiteStore(dataDir, { shell: 'cli', user: 'engineer' }).create(
    'Завод 4, корпус Б',
  );
  const ids = ['a', 'b', 'c'];
  for (const [i, id] of ids.entries()) {
    await site.upsertController({
      id: FP(i),
      fingerprint256: FP(i),
      address: { host: `10.0.0.${10 + i}`, port: 443 },
      serial: `SN-00${i + 1}`,
      model: 'AC-2000',
      firmware: '1.7.0',
      addressing: 'static',
    });
    void id;
  }
  const [a, b, c] = [FP(0), FP(1), FP(2)];
  await site.moveController(a, { host: '10.0.0.50', port: 443 });
  const j = site.journal;
  await j.append({
    action: 'time.changed',
    controllerId: a,
    controllerLabel: 'SN-001',
    outcome: 'succeeded',
    before: { timezone: 'UTC', ntp: false, ntp_server: '', driftSeconds: 40 },
    after: { timezone: 'Europe/Moscow', ntp: true, ntp_server: 'pool.ntp.org', driftSeconds: 0 },
    summary: {
      en: 'Time zone Europe/Moscow; verified.',
      ru: 'Часовой пояс Europe/Moscow; проверено.',
    },
  });
  await j.append({
    action: 'network.changed',
    controllerId: a,
    controllerLabel: 'SN-001',
    outcome: 'succeeded',
    before: { ip: '10.0.0.10', mask: '255.255.255.0' },
    after: { ip: '10.0.0.50', mask: '255.255.255.0', gateway: '10.0.0.1' },
  });
  await j.append({
    action: 'accessPoint.created',
    controllerId: a,
    controllerLabel: 'SN-001',
    outcome: 'succeeded',
    after: { uuid: GATE_UUID, name: 'Турникет 1', type: 'turnstile', kind: 'turnstile' },
  });
  await j.append({
    action: 'record.updated',
    controllerId: a,
    controllerLabel: 'SN-001',
    outcome: 'succeeded',
    summary: { en: 'Access profiles: changed', ru: 'Профили доступа: изменена' },
    before: { uuid: '017d80da-c39b-4e76-a27b-78e5a1498ab2', name: 'Day shift', access_points: [] },
    after: {
      uuid: '017d80da-c39b-4e76-a27b-78e5a1498ab2',
      name: 'Day shift',
      access_points: [GATE_UUID],
      planned_at: '2026-12-31T21:00:00.000Z',
    },
  });
  await j.append({
    action: 'accessPoint.created',
    controllerId: a,
    controllerLabel: 'SN-001',
    outcome: 'succeeded',
    after: { name: 'Door 2', type: 'door', kind: 'door' },
  });
  await j.append({
    action: 'accessPoint.deleted',
    controllerId: a,
    controllerLabel: 'SN-001',
    outcome: 'succeeded',
    before: { name: 'Door 2', type: 'door' },
  });
  await j.append({
    action: 'password.changed',
    controllerId: a,
    controllerLabel: 'SN-001',
    outcome: 'succeeded',
    before: { login: 'admin', role: 'admin', factoryPassword: true },
    after: { login: 'admin', role: 'admin', factoryPassword: false },
  });
  await j.append({
    action: 'session.login',
    controllerId: b,
    controllerLabel: 'SN-002',
    outcome: 'succeeded',
    actor: { login: 'admin' },
    after: { factoryPassword: true },
  });
  await j.append({
    action: 'vpn.shared',
    controllerId: a,
    controllerLabel: 'SN-001',
    outcome: 'succeeded',
    // A read back that held a secret: the report must hide it.
    after: { enabled: true, comment: 'site-vpn', psk: SECRET, token: 'tok-123456' },
  });
  await j.append({
    action: 'vpn.synced',
    controllerId: b,
    controllerLabel: 'SN-002',
    outcome: 'succeeded',
    after: { master: 'SN-001', equal: true, differences: 0 },
  });
  await j.append({
    action: 'migration.completed',
    controllerId: b,
    controllerLabel: 'SN-002',
    outcome: 'succeeded',
    after: { status: 'completed', processedRecords: 1200, totalRecords: 1200 },
  });
  await j.append({
    action: 'transfer.written',
    controllerId: b,
    controllerLabel: 'SN-002',
    outcome: 'succeeded',
    after: {
      transfer: 't1',
      source: 'SN-001',
      parts: { staff: { created: 10, updated: 2, kept: 1, refused: 0 } },
    },
  });
  await j.append({
    action: 'transfer.verified',
    controllerId: b,
    controllerLabel: 'SN-002',
    outcome: 'succeeded',
    after: { transfer: 't1', equal: true },
  });
  await j.append({
    action: 'time.changed',
    controllerId: b,
    controllerLabel: 'SN-002',
    outcome: 'failed',
    after: { timezone: 'Europe/Moscow' },
    error: { code: 'time_not_verified', message: { en: 'Clock off.', ru: 'Часы не совпали.' } },
  });
  await new JobStore(site.jobsDir).save(failedJob(site.id, c));
  return { dataDir, site };
}

function failedJob(siteId: string, controllerId: string): Job {
  const at = '2026-01-01T10:00:00.000Z';
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'time',
    title: { en: 'Set time', ru: 'Настройка времени' },
    siteId,
    state: 'failed',
    createdAt: at,
    owner: { pid: 1, shell: 'cli' },
    progress: { done: 1, total: 1, unit: 'controllers' },
    controllers: [{ controllerId, label: 'SN-003', state: 'failed' }],
  };
}

/** The crafted site's report, made at a fixed time, with the folder to remove after. */
export async function craftedReport(): Promise<{ dataDir: string; report: HandoverReport }> {
  const crafted = await craftedSite();
  const report = await buildHandoverReport({
    site: crafted.site,
    pinned: () => Promise.resolve(true),
    version: '1.2.3',
    now: () => new Date('2026-02-01T12:00:00Z'),
  });
  // A site gathers its controllers' marks for a moment before writing them (docs/decisions.md,
  // "Job state and the controllers file at the size of a site"): written now, so the folder can
  // be removed when the test ends.
  await crafted.site.flush();
  return { dataDir: crafted.dataDir, report };
}
