/**
 * The network wizard's temporary addresses (docs/decisions.md, "Reaching a controller on another
 * network", the wizard's paragraph): one on the network a controller answers on now, when this
 * computer has none there, and one on the network it moves to, when this computer has none
 * there either. They are part of the plan the engineer confirms, added by the job just before a
 * controller moves and removed once it is followed and read back (or failed), whichever way the
 * move ends. Controllers moved at once share an address: added for the first, removed after the
 * last.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import { parseCidr } from '../discovery/cidr-range';
import type { LaptopInterfaces } from '../discovery/interfaces';
import type { RecordedAddress } from '../reach/address-record';
import type { ReachService } from '../reach/reach.service';
import { fromRange, inNetwork } from './ipv4-network';
import { NETWORK_WORDS } from './network.words';

export interface TemporaryAddressPlan {
  interface: string;
  address: string;
  prefix: number;
  mask: string;
  /** The network it reaches, e.g. 10.99.0.0/24. */
  network: string;
  /** How the journal names the controller it is added for. */
  label: string;
}

/** What the wizard asks of this computer's temporary addresses (reach.service.ts). */
export interface NetworkReach {
  /** The address that would reach `host`, when no network of this computer holds it. */
  planFor(host: string, port: number, label: string): Promise<TemporaryAddressPlan | undefined>;
  add(plan: TemporaryAddressPlan): Promise<RecordedAddress>;
  remove(entry: RecordedAddress): Promise<void>;
}

/** The wizard's reach over the shell's ReachService. */
export function serviceReach(service: ReachService): NetworkReach {
  return {
    async planFor(host, port, label) {
      const answer = await service.plan({ host, port });
      if (answer.reachable) return undefined;
      const { interface: name, address, prefix, mask, network } = answer;
      return { interface: name, address, prefix, mask, network, label };
    },
    add: (plan) => service.addresses.add(plan),
    remove: async (entry) => {
      await service.addresses.remove(entry, 'asked');
    },
  };
}

/** Whether one of this computer's networks holds `host` (loopback too: a local simulator). */
export function laptopHolds(laptop: LaptopInterfaces, host: string): boolean {
  return laptop.interfaces.some((entry) => {
    const range = parseCidr(entry.network);
    return range !== undefined && inNetwork(fromRange(range), host);
  });
}

/** Whether the temporary address `plan` puts `host` on-link. */
export function planHolds(plan: TemporaryAddressPlan, host: string): boolean {
  const range = parseCidr(`${plan.address}/${plan.prefix}`);
  return range !== undefined && inNetwork(fromRange(range), host);
}

export function temporaryNote(plan: TemporaryAddressPlan, why: 'now' | 'after'): LocalizedText {
  const where = NETWORK_WORDS.temporaryAddressAt(
    plan.address,
    plan.prefix,
    plan.mask,
    plan.interface,
  );
  return why === 'now'
    ? NETWORK_WORDS.computerCannotReachOn(plan.label, plan.network, where)
    : NETWORK_WORDS.computerHasNoAddress(plan.network, where);
}

const keyOf = (plan: TemporaryAddressPlan) => `${plan.interface} ${plan.address}/${plan.prefix}`;

/** The temporary addresses of one run of the wizard, shared by the controllers that need them. */
export class HeldAddresses {
  readonly #held = new Map<string, { users: number; added: Promise<RecordedAddress> }>();

  constructor(private readonly reach: NetworkReach) {}

  /** Adds the address, or counts one more user of the one added already. */
  async acquire(plan: TemporaryAddressPlan): Promise<void> {
    const key = keyOf(plan);
    const held = this.#held.get(key);
    if (held) {
      held.users += 1;
      await held.added;
      return;
    }
    const added = this.reach.add(plan);
    this.#held.set(key, { users: 1, added });
    try {
      await added;
    } catch (error) {
      this.#held.delete(key);
      throw error;
    }
  }

  /** One user fewer; the last one removes the address. */
  async release(plan: TemporaryAddressPlan): Promise<void> {
    const key = keyOf(plan);
    const held = this.#held.get(key);
    if (!held) return;
    held.users -= 1;
    if (held.users > 0) return;
    this.#held.delete(key);
    await this.reach.remove(await held.added);
  }
}
