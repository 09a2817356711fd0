import { readFile, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobStore } from '../../../src/core/jobs/job-store';
import { buildHandoverReport } from '../../../src/core/report/build-report';
import { maskSecrets } from '../../../src/core/report/report-secrets';
import type { Site } from '../../../src/core/site/site';
import type { Job } from '../../../src/shared/ipc/job.schema';
import {
  handoverReport,
  type HandoverReport,
} from '../../../src/shared/report/handover-report.schema';
import { craftedSite, FP, SECRET } from './report-fixture';

let dataDir: string;
let site: Site;
let report: HandoverReport;

beforeAll(async () => {
  ({ dataDir, site } = await craftedSite());
  report = await buildHandoverReport({
    site,
    pinned: (fp) => Promise.resolve(fp === FP(0)),
    version: '1.2.3',
    now: () => new Date('2026-02-01T12:00:00Z'),
  });
});
afterAll(async () => {
  await site.flush();
  await rm(dataDir, { recursive: true, force: true });
});

const byLabel = (label: string) => report.controllers.find((c) => c.label === label);

describe('the handover report made from a site folder', () => {
  it('names the site and is what its schema publishes', () => {
    expect(handoverReport.parse(report)).toEqual(report);
    expect(report.site.name).toBe('Завод 4, корпус Б');
    expect(report.generatedAt).toBe('2026-02-01T12:00:00.000Z');
    expect(report.counts).toEqual({ controllers: 3, verified: 1, changes: 14, openItems: 5 });
    // The zone SN-001 was verified in: the site's wall clock.
    expect(report.timeZone).toBe('Europe/Moscow');
  });

  it('lists every controller with its identity, addresses, time, VPN role and pin', () => {
    const a = byLabel('SN-001');
    expect(a).toMatchObject({
      serial: 'SN-001',
      model: 'AC-2000',
      firmware: '1.7.0',
      fingerprint256: FP(0),
      address: { host: '10.0.0.50', port: 443 },
      pinned: true,
      vpnRole: 'master',
      factoryPassword: false,
      time: { timezone: 'Europe/Moscow', ntp: true, ntpServer: 'pool.ntp.org' },
      network: { ip: '10.0.0.50', gateway: '10.0.0.1' },
    });
    expect(a?.addresses.map((x) => x.host)).toEqual(['10.0.0.50', '10.0.0.10']);
    expect(a?.accessPoints.map((p) => p.name)).toEqual(['Турникет 1']);
    expect(a?.verification.state).toBe('verified');
    expect(byLabel('SN-002')).toMatchObject({ vpnRole: 'member', vpnMaster: 'SN-001' });
    expect(byLabel('SN-002')?.verification.state).toBe('failed');
    // Its time job failed before anything was journalled: nothing verified, and time failed.
    expect(byLabel('SN-003')?.verification).toEqual({
      state: 'failed',
      checks: [
        {
          area: 'time',
          outcome: 'failed',
          at: '2026-01-01T10:00:00.000Z',
          summary: { en: 'Set time', ru: 'Настройка времени' },
        },
      ],
    });
  });

  it('has the cluster, migrations and transfers with their counts', () => {
    expect(report.cluster).toEqual([
      expect.objectContaining({
        master: { label: 'SN-001', controllerId: FP(0) },
        comment: 'site-vpn',
        members: [expect.objectContaining({ label: 'SN-002', equal: true, differences: 0 })],
      }),
    ]);
    expect(report.migrations).toEqual([
      expect.objectContaining({ label: 'SN-002', processedRecords: 1200, totalRecords: 1200 }),
    ]);
    expect(report.transfers).toEqual([
      expect.objectContaining({
        label: 'SN-002',
        source: 'SN-001',
        verified: true,
        parts: { staff: { created: 10, updated: 2, kept: 1, refused: 0 } },
      }),
    ]);
  });

  it('lists changes with who, when, before and after, without logins and job bookkeeping', () => {
    const time = report.changes.find((c) => c.action === 'time.changed');
    expect(time).toMatchObject({
      actor: { shell: 'cli', user: 'engineer' },
      before: { timezone: 'UTC' },
      after: { timezone: 'Europe/Moscow' },
    });
    expect(report.changes.some((c) => c.action === 'session.login')).toBe(false);
  });

  it('says what is left open: not verified, a failed check, the factory password (in use or never checked), a failed job', () => {
    expect(report.openItems.map((i) => [i.kind, i.label])).toEqual([
      ['verification_failed', 'SN-002'],
      ['factory_password', 'SN-002'],
      ['not_verified', 'SN-003'],
      ['job_failed', 'SN-003'],
      ['factory_password_not_checked', 'SN-003'],
    ]);
    expect(report.controllers.map((c) => c.factoryPasswordState)).toEqual([
      'changed',
      'in_use',
      'not_checked',
    ]);
    for (const item of report.openItems) expect(item.text.ru).not.toBe(item.text.en);
  });

  it('holds no secret, while the journal on disk is what it was given', async () => {
    const text = JSON.stringify(report);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('tok-123456');
    expect(text).toContain('(hidden)');
    expect(await readFile(site.journal.path, 'utf8')).toContain('tok-123456');
  });

  it('masks secret names at any depth and keeps yes-or-no flags', () => {
    expect(
      maskSecrets({ a: { password: 'x', list: [{ api_key: 'k' }] }, factoryPassword: true }),
    ).toEqual({
      a: { password: '(hidden)', list: [{ api_key: '(hidden)' }] },
      factoryPassword: true,
    });
    // An access point's parameters (spec 4.5) are not secrets for holding "pass".
    expect(maskSecrets({ pass_time: 5, anti_passback: 'soft', passphrase: 'p' })).toEqual({
      pass_time: 5,
      anti_passback: 'soft',
      passphrase: '(hidden)',
    });
  });
});

describe('what is left open, from a site folder', () => {
  const JOIN = '00000000-0000-4000-8000-0000000000a1';
  const PLAN = '00000000-0000-4000-8000-0000000000a2';
  let other: { dataDir: string; site: Site };
  // The site's gathered marks are written before its folder goes (docs/decisions.md, "Job state
  // and the controllers file at the size of a site"), as a shell does when it lets a site go.
  afterAll(async () => {
    await other.site.flush();
    await rm(other.dataDir, { recursive: true, force: true });
  });

  /** A job of the crafted site on SN-003, ended now. */
  const job = (id: string, kind: string, state: Job['state']): Job => {
    const at = new Date().toISOString();
    return {
      id,
      kind,
      title: { en: 'Build a VPN cluster', ru: 'Собрать кластер VPN' },
      siteId: other.site.id,
      state,
      createdAt: at,
      endedAt: at,
      owner: { pid: 1, shell: 'cli' },
      progress: { done: 1, total: 1, unit: 'controllers' },
      controllers: [{ controllerId: FP(2), label: 'SN-003', state, endedAt: at }],
    };
  };

  it('closes a failed cluster build once the member was synced and verified later', async () => {
    other = await craftedSite();
    const { site: s } = other;
    const jobs = new JobStore(s.jobsDir);
    const member = { controllerId: FP(2), controllerLabel: 'SN-003' };
    const make = () =>
      buildHandoverReport({ site: s, pinned: () => Promise.resolve(true), version: '1' });
    await s.journal.append({
      ...member,
      action: 'vpn.synced',
      jobId: JOIN,
      outcome: 'failed',
      after: { master: 'SN-001', equal: false, differences: 2 },
      error: { code: 'vpn_not_equal', message: { en: 'Differs in 2.', ru: 'Расхождений: 2.' } },
    });
    await jobs.save(job(JOIN, 'vpn-join', 'failed'));
    const open = async () => (await make()).openItems.map((i) => [i.kind, i.label, i.jobId]);
    expect(await open()).toContainEqual(['job_failed', 'SN-003', JOIN]);

    // Built again by the site plan, then compared with its master: both succeeded.
    await s.journal.append({
      ...member,
      action: 'vpn.synced',
      jobId: PLAN,
      outcome: 'succeeded',
      after: { master: 'SN-001', equal: true, differences: 0 },
    });
    await jobs.save(job(PLAN, 'plan-vpn', 'succeeded'));
    await s.journal.append({
      ...member,
      action: 'vpn.verified',
      outcome: 'succeeded',
      after: { master: 'SN-001', equal: true, differences: 0 },
    });
    const now = await make();
    expect(now.openItems.map((i) => i.jobId)).not.toContain(JOIN);
    // The failed time job on SN-003 was not done again: it stays, named by its serial.
    expect(now.openItems.find((i) => i.kind === 'job_failed')).toMatchObject({
      label: 'SN-003',
      jobId: '00000000-0000-4000-8000-000000000001',
    });
    const checks = now.controllers.find((c) => c.label === 'SN-003')?.verification.checks;
    expect(checks?.map((k) => [k.area, k.outcome])).toEqual([
      ['time', 'failed'],
      ['vpn', 'succeeded'],
    ]);
    expect(now.cluster[0]?.members.map((m) => [m.label, m.outcome])).toContainEqual([
      'SN-003',
      'succeeded',
    ]);
  });
});
