/**
 * A site folder with a long journal for the handover report's benchmark: `controllers`
 * controllers and `entries` journal entries in the mix a commissioning produces (logins and job
 * bookkeeping, time, network, access points, passwords, the VPN, migrations, transfers, a few
 * failures), each checked against the journal's schema and written in one go (appending them
 * one by one, each synced, would measure the disk rather than the report).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Site } from '../../src/core/site/site';
import { SiteStore } from '../../src/core/site/site-store';
import {
  journalEntry,
  type JournalEntry,
  type NewJournalEntry,
} from '../../src/shared/ipc/journal.schema';

const fingerprint = (n: number): string =>
  Array.from({ length: 32 }, (_, i) => ((i * 31 + n * 17 + (n >> 8)) % 256).toString(16))
    .map((h) => h.padStart(2, '0').toUpperCase())
    .join(':');

type Kind = (i: number, label: string) => Omit<NewJournalEntry, 'controllerId' | 'controllerLabel'>;

const KINDS: readonly Kind[] = [
  () => ({ action: 'session.login', outcome: 'succeeded', actor: { login: 'admin' } }),
  (i) => ({
    action: 'time.changed',
    outcome: 'succeeded',
    before: { timezone: 'UTC', ntp: false, ntp_server: '', driftSeconds: 12.5 },
    after: { timezone: 'Europe/Moscow', ntp: true, ntp_server: `ntp${i % 3}.site.local` },
    summary: { en: 'Time zone Europe/Moscow, NTP on; verified.', ru: 'Europe/Moscow; проверено.' },
  }),
  (i) => ({
    // Four gates a controller, created and then changed again and again.
    action: i < 2_000 ? 'accessPoint.created' : 'accessPoint.updated',
    outcome: 'succeeded',
    after: {
      uuid: randomUUID(),
      name: `Gate ${(i % 4) + 1}`,
      type: 'staff',
      kind: 'turnstile',
      ext_parameters: { pass_time: 5, anti_passback: false, forced_open_alarm: true },
    },
    summary: {
      en: `Gate ${(i % 4) + 1} (turnstile) verified.`,
      ru: `Gate ${(i % 4) + 1}: проверено.`,
    },
  }),
  (i) => ({
    action: 'network.changed',
    outcome: i % 41 === 0 ? 'failed' : 'succeeded',
    before: { dhcp: true, ip: `10.0.${i % 200}.20`, mask: '255.255.255.0', gateway: '10.0.0.1' },
    after: { dhcp: false, ip: `10.1.${i % 200}.20`, mask: '255.255.255.0', gateway: '10.1.0.1' },
    ...(i % 41 === 0
      ? {
          error: {
            code: 'network_not_back',
            message: { en: 'Not back within 30 s.', ru: 'Не вернулся за 30 с.' },
          },
        }
      : {}),
  }),
  (_, label) => ({
    action: 'vpn.synced',
    outcome: 'succeeded',
    after: { master: label === 'BENCH-0001' ? 'BENCH-0002' : 'BENCH-0001', equal: true },
  }),
  () => ({
    action: 'password.changed',
    outcome: 'succeeded',
    before: { login: 'admin', role: 'admin', factoryPassword: true },
    after: { login: 'admin', role: 'admin', factoryPassword: false },
  }),
  (i) => ({
    action: 'migration.completed',
    outcome: 'succeeded',
    after: { status: 'completed', processedRecords: 1000 + i, totalRecords: 1000 + i },
  }),
  (i) => ({
    action: 'transfer.written',
    outcome: 'succeeded',
    after: {
      transfer: `t${i}`,
      source: 'BENCH-0001',
      parts: { staff: { created: i % 300, updated: 2, kept: 10, refused: 0 } },
    },
  }),
  () => ({ action: 'job.started', outcome: 'info', after: { kind: 'time', controllers: 1 } }),
  () => ({ action: 'job.ended', outcome: 'succeeded', after: { succeeded: 1, failed: 0 } }),
];

/**
 * Which of KINDS the `round`-th entry of a controller is: logins and job bookkeeping half of
 * them, access points and time most of the rest, one migration and one transfer a controller.
 */
function kindOf(round: number): number {
  if (round === 7) return 6;
  if (round === 13) return 7;
  const pattern = [0, 8, 1, 9, 0, 2, 8, 2, 9, 0, 3, 0, 2, 8, 4, 9, 0, 5, 2, 1];
  return pattern[round % pattern.length]!;
}

export async function siteWithJournal(
  controllers: number,
  entries: number,
): Promise<{ dataDir: string; site: Site }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'turnkey-report-bench-'));
  const site = await new SiteStore(dataDir, { shell: 'cli', user: 'engineer' }).create(
    'Бенчмарк, корпус 50',
  );
  for (let n = 0; n < controllers; n++) {
    await site.upsertController({
      id: fingerprint(n),
      fingerprint256: fingerprint(n),
      address: { host: `10.0.${Math.floor(n / 200)}.${20 + (n % 200)}`, port: 443 },
      serial: `BENCH-${String(n + 1).padStart(4, '0')}`,
      model: 'AC-2000',
      firmware: '1.7.0',
      addressing: 'static',
    });
  }
  const start = Date.parse('2026-03-01T08:00:00Z');
  const lines: string[] = [];
  for (let i = 0; i < entries; i++) {
    const n = i % controllers;
    const label = `BENCH-${String(n + 1).padStart(4, '0')}`;
    const kind = KINDS[kindOf(Math.floor(i / controllers))]!(i, label);
    const entry: JournalEntry = journalEntry.parse({
      ...kind,
      id: randomUUID(),
      at: new Date(start + i * 7_000).toISOString(),
      actor: { shell: 'cli', user: 'engineer', ...kind.actor },
      controllerId: fingerprint(n),
      controllerLabel: label,
    });
    lines.push(JSON.stringify(entry));
  }
  await writeFile(site.journal.path, `${lines.join('\n')}\n`);
  return { dataDir, site };
}
