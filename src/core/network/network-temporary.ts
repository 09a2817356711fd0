/**
 * The network wizard's part of temporary addresses (docs/decisions.md, "Reaching a controller
 * on another network"): which controllers need one, what the plan says of them, and a
 * controller's move done through them, removing them whichever way the move ends.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { LaptopInterfaces } from '../discovery/interfaces';
import type { SubJobContext, SubJobResult } from '../jobs/job-spec';
import type { AfterSuggestion, PlannedMove } from './network-plan';
import {
  laptopHolds,
  planHolds,
  temporaryNote,
  type HeldAddresses,
  type NetworkReach,
  type TemporaryAddressPlan,
} from './temporary-reach';
import { NETWORK_WORDS } from './network.words';

/**
 * Per controller, the temporary addresses its move needs: one on the network it answers on now
 * when this computer has none there (the first free one the reach plan finds), and one on its
 * new network when this computer has none there and the first does not cover it.
 */
export async function temporaryPlans(
  reach: NetworkReach | undefined,
  laptop: LaptopInterfaces,
  moves: readonly PlannedMove[],
  after: readonly AfterSuggestion[],
): Promise<Map<string, TemporaryAddressPlan[]>> {
  const plans = new Map<string, TemporaryAddressPlan[]>();
  if (!reach) return plans;
  const before: TemporaryAddressPlan[] = [];
  for (const move of moves) {
    if (laptopHolds(laptop, move.currentHost)) continue;
    const known = before.find((p) => planHolds(p, move.currentHost));
    const plan =
      known ?? (await reach.planFor(move.currentHost, move.port, move.serial ?? move.label));
    if (!plan) continue;
    if (!known) before.push(plan);
    plans.set(move.controllerId, [plan]);
  }
  for (const suggestion of after) {
    const movers = moves.filter((m) => 'ip' in m.change && suggestion.hosts.includes(m.change.ip));
    const covered = suggestion.hosts.every((host) => before.some((p) => planHolds(p, host)));
    if (covered || movers.length === 0) continue;
    const plan: TemporaryAddressPlan = {
      interface: suggestion.interface,
      address: suggestion.address,
      prefix: suggestion.prefix,
      mask: suggestion.mask,
      network: suggestion.network,
      label: movers.map((m) => m.serial ?? m.label).join(', '),
    };
    for (const move of movers)
      plans.set(move.controllerId, [...(plans.get(move.controllerId) ?? []), plan]);
  }
  return plans;
}

/** The plan's notes on the temporary addresses, each said once. */
export function temporaryNotes(
  plans: ReadonlyMap<string, TemporaryAddressPlan[]>,
  moves: readonly PlannedMove[],
): LocalizedText[] {
  const said = new Set<string>();
  const notes: LocalizedText[] = [];
  for (const move of moves) {
    for (const plan of plans.get(move.controllerId) ?? []) {
      const key = `${plan.interface} ${plan.address}`;
      if (said.has(key)) continue;
      said.add(key);
      notes.push(temporaryNote(plan, planHolds(plan, move.currentHost) ? 'now' : 'after'));
    }
  }
  return notes;
}

/** The plan's "now" for a controller read only once its temporary address is added. */
export function notYet(host: string): LocalizedText {
  return NETWORK_WORDS.notReachableComputerYet(host);
}

/**
 * Runs one controller's move with its temporary addresses added first and removed after,
 * whether it moved, failed or was stopped; a removal that fails is said in the job's step and
 * left to the run's close (temporary-addresses.ts), never hiding how the move ended.
 */
export async function throughTemporary(
  held: HeldAddresses | undefined,
  plans: readonly TemporaryAddressPlan[],
  ctx: Pick<SubJobContext, 'step'>,
  move: () => Promise<SubJobResult>,
): Promise<SubJobResult> {
  if (!held || plans.length === 0) return move();
  const added: TemporaryAddressPlan[] = [];
  try {
    for (const plan of plans) {
      ctx.step(NETWORK_WORDS.addingTemporaryAddressOn(plan.address, plan.prefix, plan.interface));
      await held.acquire(plan);
      added.push(plan);
    }
    return await move();
  } finally {
    for (const plan of added.reverse()) {
      ctx.step(NETWORK_WORDS.removingTemporaryAddress(plan.address, plan.prefix));
      await held
        .release(plan)
        .catch(() => ctx.step(NETWORK_WORDS.couldNotRemovedNow(plan.address, plan.prefix)));
    }
  }
}
