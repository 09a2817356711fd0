/**
 * The handover report's model, made offline from a site's folder (docs/decisions.md, "Handover
 * report"): `site.json`, `controllers.json`, the journal and the jobs, and this computer's
 * known-controllers store for whether each certificate is pinned. No controller is asked
 * anything, so the report can be made at the office, after the site.
 */
import type { JournalEntry } from '../../shared/ipc/journal.schema';
import {
  HANDOVER_REPORT_VERSION,
  handoverReport,
  type HandoverReport,
  type ReportController,
} from '../../shared/report/handover-report.schema';
import { controllerLabel } from '../engine/site-controller';
import { JobStore } from '../jobs/job-store';
import type { Site } from '../site/site';
import { controllerFacts, optional } from './report-controller-facts';
import { controllerOpenItems, jobOpenItems } from './report-open-items';
import {
  reportChanges,
  reportClusters,
  reportMigrations,
  reportTransfers,
} from './report-site-facts';

export interface ReportSources {
  site: Site;
  /** The fingerprints this computer pins (the known-controllers store). */
  pinned: (fingerprint256: string) => Promise<boolean>;
  version: string;
  now?: () => Date;
}

export async function buildHandoverReport(sources: ReportSources): Promise<HandoverReport> {
  const { site } = sources;
  const [info, stored, entries, jobs] = await Promise.all([
    site.info(),
    site.controllers(),
    site.journal.all(),
    new JobStore(site.jobsDir).list(),
  ]);
  const byController = new Map<string, JournalEntry[]>();
  for (const e of entries) {
    if (!e.controllerId) continue;
    byController.set(e.controllerId, [...(byController.get(e.controllerId) ?? []), e]);
  }
  const controllers: ReportController[] = [];
  for (const c of stored) {
    controllers.push({
      id: c.id,
      label: controllerLabel(c),
      ...optional('serial', c.serial),
      ...optional('model', c.model),
      ...optional('firmware', c.firmware),
      fingerprint256: c.fingerprint256,
      address: c.address,
      addresses: c.addresses,
      ...optional('addressing', c.addressing),
      pinned: await sources.pinned(c.fingerprint256),
      ...controllerFacts(byController.get(c.id) ?? [], c.factoryPassword),
    });
  }
  controllers.sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }));
  const openItems = [...controllers.flatMap(controllerOpenItems), ...jobOpenItems(jobs)];
  const changes = reportChanges(entries);
  // Parsed on the way out: the JSON file and the preview are always what the schema publishes.
  return handoverReport.parse({
    schemaVersion: HANDOVER_REPORT_VERSION,
    generatedAt: (sources.now?.() ?? new Date()).toISOString(),
    generator: { app: 'Turnkey', version: sources.version },
    site: { id: info.id, name: info.name, createdAt: info.createdAt, updatedAt: info.updatedAt },
    counts: {
      controllers: controllers.length,
      verified: controllers.filter((c) => c.verification.state === 'verified').length,
      changes: changes.length,
      openItems: openItems.length,
    },
    controllers,
    cluster: reportClusters(entries),
    migrations: reportMigrations(entries),
    transfers: reportTransfers(entries),
    changes,
    openItems,
  });
}
