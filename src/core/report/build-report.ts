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
import { controllerState } from '../state/controller-facts';
import type { KnownController } from '../trust/known-controller.schema';
import { JobStore } from '../jobs/job-store';
import type { Site } from '../site/site';
import type { StoredController } from '../site/site-controller';
import { controllerFacts, optional } from './report-controller-facts';
import { reportNames } from './report-names';
import { openFailures } from './report-open-failures';
import { controllerOpenItems, failureItem } from './report-open-items';
import {
  reportChanges,
  reportClusters,
  reportMigrations,
  reportTransfers,
} from './report-site-facts';
import { reportTimeZone } from './report-time-zone';
import { networkWords } from './report-values';

export interface ReportSources {
  site: Site;
  /** The fingerprints this computer pins (the known-controllers store). */
  pinned: (fingerprint256: string) => Promise<boolean>;
  /**
   * The pin itself, where this computer has it: its factory-password mark counts when newer
   * than the site's (a login made before the controller was on the site).
   */
  pin?: (fingerprint256: string) => Promise<KnownController | undefined>;
  version: string;
  now?: () => Date;
  /** The IANA zone to say times in; by default the site's (report-time-zone.ts). */
  timeZone?: string;
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
  const failures = openFailures(entries, jobs);
  const failuresOf = (id: string) => failures.filter((f) => f.controllerId === id);
  const controllers: ReportController[] = [];
  for (const c of stored) {
    const facts = controllerFacts(
      byController.get(c.id) ?? [],
      c.factoryPassword,
      failuresOf(c.id),
    );
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
      ...withoutFactory(facts),
      ...(await stateFacts(c, facts.factoryPassword, sources)),
    });
  }
  controllers.sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }));
  const timeZone = reportTimeZone(controllers, sources.timeZone);
  const ctx = { timeZone, names: reportNames(entries, controllers) };
  for (const c of controllers) {
    const words = c.network ? networkWords(c.network, ctx, c.addressing) : undefined;
    if (words) c.networkText = words;
  }
  // Per controller, in the report's order; a failure on a controller the site no longer holds
  // is not handed over.
  const openItems = controllers.flatMap((c) =>
    controllerOpenItems(
      c,
      failuresOf(c.id).map((f) => failureItem(f, c, timeZone)),
    ),
  );
  const changes = reportChanges(entries, ctx);
  // Parsed on the way out: the JSON file and the preview are always what the schema publishes.
  return handoverReport.parse({
    schemaVersion: HANDOVER_REPORT_VERSION,
    generatedAt: (sources.now?.() ?? new Date()).toISOString(),
    generator: { app: 'Turnkey', version: sources.version },
    timeZone,
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

/**
 * The factory password and the certificate as the site's state says them (one derivation for
 * every view: docs/decisions.md, "The state of a site controller"); the report is made offline,
 * so nothing observed live counts, only what the site and the pin keep.
 */
async function stateFacts(
  c: StoredController,
  /** The journal's own account, for a site kept before the site held the mark. */
  journalled: boolean | undefined,
  sources: ReportSources,
): Promise<
  Pick<ReportController, 'factoryPassword' | 'factoryPasswordState' | 'identity' | 'presented'>
> {
  const pin = await sources.pin?.(c.fingerprint256);
  const pinned = pin !== undefined || (await sources.pinned(c.fingerprint256));
  const kept = c.factoryPassword === undefined ? { ...c, factoryPassword: journalled } : c;
  const state = controllerState(kept, { pin, pinned });
  const factory = state.factoryPassword.state;
  const works =
    factory === 'in_use' ? true : factory === 'changed' ? false : state.factoryPassword.works;
  return {
    ...(works === undefined ? {} : { factoryPassword: works }),
    factoryPasswordState: factory,
    identity: state.identity.state,
    ...(state.identity.presented ? { presented: state.identity.presented } : {}),
  };
}

/** The journal's own fold of the factory password gives way to the state's. */
function withoutFactory<T extends { factoryPassword?: boolean }>(
  facts: T,
): Omit<T, 'factoryPassword'> {
  const { factoryPassword: _state, ...rest } = facts;
  return rest;
}
