/**
 * The network wizard's plan step: what each controller gets (checked, with the addresses it
 * would take tried first: address-probe.ts), the rows now -> after, and, for static addresses,
 * whether this computer still reaches the controllers afterwards (laptop-reach.ts). A plan
 * that would cut this computer off names each controller and how to reach it again, and asks
 * for a second confirmation (architecture, "The commissioning engine").
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { PlanRow } from '../../shared/ipc/flow.schema';
import type { LaptopInterfaces } from '../discovery/interfaces';
import type { StaticSetting } from './address-checks';
import { networkOf, networkText } from './ipv4-network';
import { laptopReach } from './laptop-reach';
import type { NetworkChange, NetworkSettingsRead } from './move-controller';
import type { NetworkFormValues } from './network-form';
import { settingsForTargets, type NetworkTarget } from './network-targets';
import { NETWORK_WORDS } from './network.words';

export interface PlannedMove extends NetworkTarget {
  port: number;
  change: NetworkChange;
}

export interface NetworkPlanInput {
  form: NetworkFormValues;
  targets: readonly (NetworkTarget & { port: number })[];
  laptop: LaptopInterfaces;
  /** Addresses taken by something other than the targets (other controllers of the site). */
  others: readonly string[];
  /** The hosts among these where something answers now (address-probe.ts). */
  probe: (hosts: readonly { host: string; port: number }[]) => Promise<Set<string>>;
  /**
   * This computer may add a temporary address on a new network it has none in (temporary-reach.ts):
   * such a network does not cut it off, and its suggested address is answered instead of a note.
   */
  temporary?: boolean;
}

/** A free address for this computer on a new network, and the new addresses it reaches there. */
export interface AfterSuggestion {
  interface: string;
  address: string;
  mask: string;
  prefix: number;
  network: string;
  hosts: string[];
}

export type NetworkPlanOutcome =
  | { ok: false; errors: Record<string, LocalizedText> }
  | {
      ok: true;
      moves: PlannedMove[];
      /** True when this computer would not reach the controllers at their new addresses. */
      cutsOff: boolean;
      notes: LocalizedText[];
      /** With `temporary`: the addresses to add for the new networks this computer is not on. */
      after: AfterSuggestion[];
    };

/** A change takes at most this many probe rounds (each skips what answered in the last). */
const PROBE_ROUNDS = 4;

const DHCP_NOTE: LocalizedText = NETWORK_WORDS.dhcpAddressesUnknown;

export async function planNetwork(input: NetworkPlanInput): Promise<NetworkPlanOutcome> {
  const { form, targets, laptop } = input;
  if (form.mode === 'dhcp') {
    return {
      ok: true,
      moves: targets.map((t) => ({ ...t, change: { dhcp: true } })),
      cutsOff: false,
      notes: [DHCP_NOTE],
      after: [],
    };
  }
  const inUse = [...input.others, ...laptop.interfaces.map((i) => i.address)];
  const current = new Set(targets.map((t) => t.currentHost));
  const answering = new Set<string>();
  let found = settingsForTargets(form, targets, inUse);
  for (let round = 0; found.ok && round < PROBE_ROUNDS; round++) {
    const settings = found.settings;
    const fresh = targets
      .map((t) => ({ host: settings.get(t.controllerId)!.ip, port: t.port }))
      .filter(({ host }) => !current.has(host) && !answering.has(host));
    const now = await input.probe(fresh);
    if (now.size === 0) break;
    for (const host of now) answering.add(host);
    found = settingsForTargets(form, targets, [...inUse, ...answering]);
  }
  if (!found.ok) return found;
  const settings = found.settings;
  const moves = targets.map((t) => ({ ...t, change: settings.get(t.controllerId)! }));
  const reach = reachByNetwork(moves, laptop, [...inUse, ...answering], input.temporary === true);
  const notes = reach.warnings.map((w) => w.message);
  if (answering.size > 0) {
    const list = [...answering].join(', ');
    notes.push(NETWORK_WORDS.passedOverAddressesWhere(list));
  }
  return { ok: true, moves, cutsOff: !reach.reachable, notes, after: reach.after };
}

/**
 * Whether this computer reaches every moved controller, one network at a time: a table may put
 * controllers on several networks (docs/decisions.md, "Network wizard: addresses by serial").
 */
function reachByNetwork(
  moves: readonly PlannedMove[],
  laptop: LaptopInterfaces,
  inUse: readonly string[],
  temporary: boolean,
): { reachable: boolean; warnings: { message: LocalizedText }[]; after: AfterSuggestion[] } {
  const groups = new Map<string, { setting: StaticSetting; ips: string[]; now: string[] }>();
  for (const move of moves) {
    if ('dhcp' in move.change) continue;
    const network = networkOf(move.change.ip, move.change.mask)!;
    const key = `${network.network}/${network.prefix}`;
    const group = groups.get(key) ?? { setting: move.change, ips: [], now: [] };
    group.ips.push(move.change.ip);
    group.now.push(move.currentHost);
    groups.set(key, group);
  }
  let reachable = true;
  const warnings: { message: LocalizedText }[] = [];
  const after: AfterSuggestion[] = [];
  for (const { setting, ips, now } of groups.values()) {
    const target = networkOf(setting.ip, setting.mask)!;
    const reach = laptopReach({
      laptop,
      target,
      controllerAddresses: ips,
      currentAddresses: now,
      gateway: setting.gateway,
      inUse,
    });
    if (temporary && reach.suggestion) {
      after.push({ ...reach.suggestion, network: networkText(target), hosts: ips });
      warnings.push(...reach.warnings.filter((w) => w.code !== 'add_address'));
      continue;
    }
    reachable &&= reach.reachable;
    warnings.push(...reach.warnings);
  }
  return { reachable, warnings, after };
}

export function describeSetting(read: NetworkSettingsRead): LocalizedText {
  if (read.dhcp) {
    const at = read.ip ? ` (${read.ip})` : '';
    return NETWORK_WORDS.dhcpAt(at);
  }
  return NETWORK_WORDS.staticSettings(read.ip, read.mask, read.gateway);
}

const FOUND_AGAIN: LocalizedText = NETWORK_WORDS.dhcpFoundAgainBy;

/** One plan row: the settings read now and those the move gives. */
export function planRow(move: PlannedMove, now: NetworkSettingsRead, cutsOff: boolean): PlanRow {
  const change = move.change;
  const after = 'dhcp' in change ? FOUND_AGAIN : describeSetting({ dhcp: false, ...change });
  const ip = 'dhcp' in change ? undefined : change.ip;
  return {
    controllerId: move.controllerId,
    controllerLabel: move.label,
    field: 'network',
    fieldLabel: NETWORK_WORDS.networkSettings,
    now: describeSetting(now),
    after,
    ...(cutsOff && ip
      ? {
          cutsOff,
          warning: NETWORK_WORDS.computerWillNotReach(move.label, ip),
        }
      : {}),
  };
}
