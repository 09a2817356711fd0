/**
 * A site diff as the Plan screen's table (screens guide, "Wizards": controller, field, now,
 * after, unchanged fields hidden): one row per field that changes, grouped by controller (its
 * cell spans its rows), the VPN cluster's under its master; the controllers with nothing to
 * change, and those missing or unreadable, apart, to be said in words.
 */
import type {
  ControllerDiff,
  PlanChange,
  SiteDiff,
} from '../../../../shared/plans/site-diff.schema';

export type DiffSection = SiteDiff['controllers'][number]['sections'][number]['section'];

/** One change of the diff (field, now, after, their words) with where it is. */
export interface PlanDiffRow extends PlanChange {
  key: string;
  serial: string;
  address: string | undefined;
  section: DiffSection;
  /** Rows of this controller from this one on (the first of each controller spans them). */
  span: number;
}

export function diffRows(diff: SiteDiff): PlanDiffRow[] {
  const groups: Omit<PlanDiffRow, 'span'>[][] = [];
  const bySerial = new Map<string, Omit<PlanDiffRow, 'span'>[]>();
  const group = (serial: string) => {
    let rows = bySerial.get(serial);
    if (!rows) {
      rows = [];
      bySerial.set(serial, rows);
      groups.push(rows);
    }
    return rows;
  };
  for (const c of diff.controllers) {
    for (const s of c.sections)
      for (const change of s.changes)
        group(c.serial).push({
          key: `${c.serial}:${s.section}:${change.field}`,
          serial: c.serial,
          address: c.address,
          section: s.section,
          ...change,
        });
  }
  if (diff.vpn) {
    const master = diff.controllers.find((c) => c.serial === diff.vpn?.master);
    for (const change of diff.vpn.changes)
      group(diff.vpn.master).push({
        key: `${diff.vpn.master}:vpn:${change.field}`,
        serial: diff.vpn.master,
        address: master?.address,
        section: 'vpn',
        ...change,
      });
  }
  return groups.flatMap((rows) =>
    rows.map((row, i) => ({ ...row, span: i === 0 ? rows.length : 0 })),
  );
}

/** The controllers something would be changed on (the cluster's master among them). */
export function changingSerials(diff: SiteDiff): string[] {
  return [...new Set(diffRows(diff).map((r) => r.serial))];
}

/** Read, and already as the plan says. */
export function unchangedSerials(diff: SiteDiff): string[] {
  const changing = new Set(changingSerials(diff));
  return diff.controllers
    .filter((c) => c.state === 'unchanged' && !changing.has(c.serial))
    .map((c) => c.serial);
}

/** Planned controllers the site does not hold, or that could not be read. */
export function troubled(diff: SiteDiff): ControllerDiff[] {
  return diff.controllers.filter((c) => c.state === 'missing' || c.state === 'unreadable');
}
