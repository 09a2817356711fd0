/**
 * An address table's rows as each named controller's static setting, checked against the site:
 * a serial the site does not hold, and an address something else holds (another controller, this
 * computer, a host that answered the probe), are refused at their line (docs/decisions.md,
 * "Network wizard: addresses by serial"). The rows' own checks are address-table.ts's.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { StaticSetting } from './address-checks';
import { parseAddressTable } from './address-table';
import { TABLE_WORDS, tableProblem, tableProblemsText } from './address-table-problems';
import { formatIpv4, parseIpv4 } from './ipv4-network';
import { addressValues } from './range-assignment';

/** A controller a table may name: the site's, by serial. */
export interface TableTarget {
  controllerId: string;
  serial?: string | undefined;
  /** The host it answers at now: keeping it is no clash with itself. */
  currentHost: string;
}

export type TableSettings =
  | { ok: true; settings: Map<string, StaticSetting> }
  | { ok: false; errors: Record<string, LocalizedText> };

/**
 * The setting of each controller the table names, or the problems at the form's `table` field,
 * one per line. `inUse` are addresses held by anything but the named controllers.
 */
export function settingsFromTable(
  text: string,
  targets: readonly TableTarget[],
  inUse: Iterable<string>,
): TableSettings {
  const { rows, problems } = parseAddressTable(text);
  const bySerial = new Map(targets.map((t) => [t.serial, t]));
  const taken = addressValues(inUse);
  const heldBy = new Map<number, string>();
  for (const t of targets) {
    const value = parseIpv4(t.currentHost);
    if (value !== undefined) heldBy.set(value, t.controllerId);
  }
  const settings = new Map<string, StaticSetting>();
  for (const row of rows) {
    const target = bySerial.get(row.serial);
    if (!target) {
      const words = TABLE_WORDS.serialUnknown(row.serial);
      problems.push(tableProblem(row.line, 'serial', 'serial_unknown', words));
      continue;
    }
    const value = parseIpv4(row.address);
    // Another named controller's address now is taken too: it may not have left when this one
    // arrives (the same rule as a range's, "Network wizard: the checks before anything is sent").
    const holder = value === undefined ? undefined : heldBy.get(value);
    const held = holder !== undefined && holder !== target.controllerId;
    const own = value !== undefined && value === parseIpv4(target.currentHost);
    if (value !== undefined && (held || (taken.has(value) && !own))) {
      const words = TABLE_WORDS.inUse(formatIpv4(value));
      problems.push(tableProblem(row.line, 'address', 'address_in_use', words));
    }
    settings.set(target.controllerId, { ip: row.address, mask: row.mask, gateway: row.gateway });
  }
  if (problems.length > 0) return { ok: false, errors: { table: tableProblemsText(problems) } };
  return { ok: true, settings };
}

/** The serials a table names, in its order (to find the site's controllers before checking). */
export function tableSerials(text: string): string[] {
  return parseAddressTable(text).rows.map((row) => row.serial);
}
