/**
 * From the network form to each chosen controller's new settings, or the problems at the form's
 * fields: the pure checks of address-checks.ts, range-assignment.ts and, for a table of
 * addresses by serial, table-settings.ts, run before anything is
 * sent (docs/decisions.md, "Network wizard: the checks before anything is sent").
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import { checkStaticSetting, type StaticSetting } from './address-checks';
import type { NetworkFormValues } from './network-form';
import { problemsByField, type NetworkProblem } from './network-problems';
import { assignRange, checkManualAddresses } from './range-assignment';
import { settingsFromTable } from './table-settings';
import { NETWORK_WORDS } from './network.words';
import { FLOWS_WORDS } from '../flows/flows.words';

export interface NetworkTarget {
  controllerId: string;
  label: string;
  /** The host it answers at now. */
  currentHost: string;
  /** Its serial, by which an address table names it. */
  serial?: string | undefined;
}

export type TargetSettings =
  | { ok: true; settings: Map<string, StaticSetting> }
  | { ok: false; errors: Record<string, LocalizedText> };

const ONE_STATIC: LocalizedText = NETWORK_WORDS.oneStaticAddressOne;

const NO_STATIC: LocalizedText = NETWORK_WORDS.dhcpGivesNoStatic;

const REQUIRED: LocalizedText = FLOWS_WORDS.needsValue;

function failed(problems: readonly NetworkProblem[]): TargetSettings {
  return { ok: false, errors: problemsByField(problems) };
}

/**
 * Each target's static setting. `inUse` are addresses taken by something other than the
 * targets (other controllers of the site, this computer's own addresses).
 */
export function settingsForTargets(
  form: NetworkFormValues,
  targets: readonly NetworkTarget[],
  inUse: readonly string[],
): TargetSettings {
  if (form.mode === 'dhcp') return { ok: false, errors: { mode: NO_STATIC } };
  if (form.mode === 'table') {
    if (!form.table?.trim()) return { ok: false, errors: { table: REQUIRED } };
    return settingsFromTable(form.table, targets, inUse);
  }
  const { mask, gateway } = form;
  if (!mask || !gateway) {
    return {
      ok: false,
      errors: { ...(mask ? {} : { mask: REQUIRED }), ...(gateway ? {} : { gateway: REQUIRED }) },
    };
  }
  if (form.mode === 'static') {
    if (!form.ip) return { ok: false, errors: { ip: REQUIRED } };
    if (targets.length !== 1) return { ok: false, errors: { ip: ONE_STATIC } };
    const target = targets[0]!;
    const setting = { ip: form.ip, mask, gateway };
    const problems = [
      ...checkStaticSetting(setting),
      ...checkManualAddresses(
        [{ controller: target.label, ip: form.ip, current: target.currentHost }],
        inUse,
      ),
    ];
    if (problems.length > 0) return failed(problems);
    return { ok: true, settings: new Map([[target.controllerId, setting]]) };
  }
  if (!form.range_start) return { ok: false, errors: { range_start: REQUIRED } };
  // The first address is checked as a controller's address would be, at its own field.
  const startProblems = checkStaticSetting({ ip: form.range_start, mask, gateway }).map((p) =>
    p.field === 'ip' ? { ...p, field: 'range_start' as const } : p,
  );
  if (startProblems.length > 0) return failed(startProblems);
  // The targets' addresses now are taken too: one controller may move before another leaves.
  const assigned = assignRange({
    start: form.range_start,
    mask,
    gateway,
    count: targets.length,
    inUse: [...inUse, ...targets.map((t) => t.currentHost)],
  });
  if (!assigned.ok) return failed(assigned.problems);
  const settings = new Map<string, StaticSetting>();
  const problems: NetworkProblem[] = [];
  targets.forEach((target, index) => {
    const setting = { ip: assigned.addresses[index]!, mask, gateway };
    problems.push(...checkStaticSetting(setting));
    settings.set(target.controllerId, setting);
  });
  if (problems.length > 0) {
    return failed(problems.map((p) => (p.field === 'ip' ? { ...p, field: 'range_start' } : p)));
  }
  return { ok: true, settings };
}
