/**
 * What the screen makes of a transfer's report (`TransferReport`, shared/ipc/transfer.schema.ts):
 * the verdict on top (verified equal, differences left, or only the dry run so far), which parts
 * have something to show, and the part names the screen has words for. Left over is counted as
 * the engine counts it (core/transfer/transfer-run.ts `leftOver`): a record the target holds
 * otherwise and kept on purpose is not a difference, a record still to create is missing.
 */
import {
  transferLeftOver,
  type TransferPart,
  type TransferReport,
} from '../../../../shared/ipc/transfer.schema';

/** The parts of a controller in the order a transfer writes them (core controller-reading.ts). */
export const TRANSFER_PART_NAMES = [
  'schedules',
  'access_points',
  'automations',
  'directories',
  'access_profiles',
  'staff_properties',
  'visitor_properties',
  'staff',
  'visitors',
  'identifiers',
  'tmp_access',
  'auth_users',
  'biometry_providers',
  'biometry_links',
  'tt_export_configs',
  'tt_report_configs',
  'access_events',
  'audit_events',
  'notifications',
] as const;
export type TransferPartName = (typeof TRANSFER_PART_NAMES)[number];

export function isKnownPart(part: string): part is TransferPartName {
  return (TRANSFER_PART_NAMES as readonly string[]).includes(part);
}

export type LeftOver = ReturnType<typeof transferLeftOver>;

/** Differences left after a run, counted as the engine counts them. */
export const leftOver = transferLeftOver;

export type Verdict =
  | { kind: 'equal' }
  | ({ kind: 'different' } & LeftOver)
  /** Only the dry run is known: nothing verified yet. */
  | { kind: 'plan' };

export function verdictOf(report: TransferReport): Verdict {
  if (report.mode !== 'verify') return { kind: 'plan' };
  const left = leftOver(report.parts);
  if (report.equal ?? (left.differences === 0 && left.missing === 0)) return { kind: 'equal' };
  return { kind: 'different', ...left };
}

/** True when a part has more to say than its counts: a reason, fields, notes or samples. */
export function hasDetails(part: TransferPart): boolean {
  return (
    part.notCarried !== undefined ||
    Object.keys(part.dropped).length > 0 ||
    Object.keys(part.defaulted).length > 0 ||
    part.notes.length > 0 ||
    part.samples.length > 0
  );
}

/** Parts worth a row (records in the source, or something to say); the rest only named. */
export function splitParts(report: TransferReport): {
  shown: TransferPart[];
  empty: TransferPart[];
} {
  const shown: TransferPart[] = [];
  const empty: TransferPart[] = [];
  for (const part of report.parts) (part.source > 0 || hasDetails(part) ? shown : empty).push(part);
  return { shown, empty };
}

/** True when the run's own counts mean something (the job wrote; a dry run has none). */
export function hasRunCounts(report: TransferReport): boolean {
  return (
    report.mode !== 'plan' ||
    report.parts.some((p) => p.created + p.updated + p.kept + p.refused > 0)
  );
}
