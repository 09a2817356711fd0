/**
 * The plan shown before a temporary address is added (architecture, "The commissioning
 * engine": the plan before the change, and the way back said before it is taken): the
 * interface, the address, what it affects, and the commands that add and remove it by hand.
 * A controller already inside one of this computer's networks needs nothing.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import { appFailureData } from '../../shared/errors/app-failures';
import { AppFailure } from '../../shared/errors/error-data';
import { parseCidr } from '../discovery/cidr-range';
import type { LaptopInterfaces } from '../discovery/interfaces';
import { fromRange, inNetwork, networkText } from '../network/ipv4-network';
import { findFreeAddress, type FreeAddressChecks, type FreeCheck } from './free-address';
import type { HeardController } from './heard-controller';
import { maskOfPrefix, reachCommand, type ElevationContext } from './reach-commands';
import { REACH_WORDS } from './reach.words';

/** A factory network's usual size, when nothing says otherwise. */
export const DEFAULT_PREFIX = 24;

export interface ReachPlan {
  controller: HeardController;
  /** The serial, else the address: how the journal names it. */
  label: string;
  interface: string;
  address: string;
  prefix: number;
  mask: string;
  network: string;
  /** The checks that found `address` free. */
  checks: FreeCheck[];
  affects: LocalizedText;
  /** What to type as an administrator to add and to remove it by hand. */
  manual: { add: string; remove: string };
}

export type ReachAnswer =
  | { reachable: true; controller: HeardController; interface: string }
  | ({ reachable: false } & ReachPlan);

function affects(plan: Omit<ReachPlan, 'affects' | 'manual'>): LocalizedText {
  const { address, prefix, network } = plan;
  return REACH_WORDS.addsSoComputerReaches(address, prefix, plan.interface, network, plan.label);
}

/** The interface of this computer whose network holds `host`, if one does. */
function reachingInterface(laptop: LaptopInterfaces, host: string): string | undefined {
  return laptop.interfaces.find((entry) => {
    const range = parseCidr(entry.network);
    return entry.skipped !== 'loopback' && range !== undefined && inNetwork(fromRange(range), host);
  })?.name;
}

export async function planReach(
  controller: HeardController,
  context: {
    laptop: LaptopInterfaces;
    elevation: ElevationContext;
    prefix?: number;
    checks?: FreeAddressChecks;
    /** Other controllers heard in the same network: never offered. */
    heard?: readonly string[];
  },
): Promise<ReachAnswer> {
  const reaching = reachingInterface(context.laptop, controller.host);
  if (reaching) return { reachable: true, controller, interface: reaching };
  const prefix = context.prefix ?? DEFAULT_PREFIX;
  const range = parseCidr(`${controller.host}/${prefix}`);
  if (!range) throw new Error(`not an IPv4 address: ${controller.host}`);
  const target = fromRange(range);
  const network = networkText(target);
  const own = context.laptop.interfaces.map((entry) => entry.address);
  const taken = [controller.host, ...(context.heard ?? []), ...own];
  const free = await findFreeAddress(target, controller.interface, taken, context.checks);
  if (!free) {
    throw new AppFailure(
      appFailureData('reach_no_free_address', { network, interface: controller.interface }),
    );
  }
  const base = {
    controller,
    label: controller.serial ?? controller.host,
    interface: controller.interface,
    address: free.address,
    prefix,
    mask: maskOfPrefix(prefix),
    network,
    checks: free.checks,
  };
  const temporary = { interface: base.interface, address: base.address, prefix };
  return {
    reachable: false,
    ...base,
    affects: affects(base),
    manual: {
      add: reachCommand(context.elevation, 'add', temporary).manual,
      remove: reachCommand(context.elevation, 'remove', temporary).manual,
    },
  };
}
