/**
 * "Reach it from this computer" as one service for the shells (docs/decisions.md, "Reaching a
 * controller on another network"): hear the controller, plan the temporary address, and keep
 * the record of what was added so it is removed when asked, when the run closes, or at the next
 * start. The CLI's `turnkey reach` and the app's shutdown use it; the plan is confirmed by the
 * engineer between `plan` and `add`.
 */
import type { JournalActor } from '../../shared/ipc/journal.schema';
import { listInterfaces, type LaptopInterfaces } from '../discovery/interfaces';
import { parseCidr } from '../discovery/cidr-range';
import { fromRange, inNetwork } from '../network/ipv4-network';
import type { RecordedAddress } from './address-record';
import type { FreeAddressChecks } from './free-address';
import {
  hearController,
  systemHearing,
  type HearRequest,
  type HearingDeps,
} from './heard-controller';
import { siteJournal } from './reach-entries';
import { planReach, type ReachAnswer } from './reach-plan';
import {
  TemporaryAddresses,
  type Removal,
  type TemporaryAddressesDeps,
} from './temporary-addresses';

export interface ReachServiceDeps {
  addresses: TemporaryAddresses;
  interfaces?: () => Promise<LaptopInterfaces>;
  hearing?: HearingDeps;
  checks?: FreeAddressChecks;
}

export interface ReachRequest extends HearRequest {
  /** The controller network's prefix length (default /24). */
  prefix?: number;
}

export class ReachService {
  readonly addresses: TemporaryAddresses;

  constructor(private readonly deps: ReachServiceDeps) {
    this.addresses = deps.addresses;
  }

  /** Hears the controller and plans the address that reaches it (nothing is changed). */
  async plan(request: ReachRequest): Promise<ReachAnswer> {
    const interfaces = this.deps.interfaces ?? (() => listInterfaces());
    const heard = await hearController(request, this.deps.hearing ?? systemHearing(interfaces));
    const recorded = await this.addresses.list();
    return planReach(heard, {
      laptop: await interfaces(),
      elevation: this.addresses.elevation,
      ...(request.prefix !== undefined ? { prefix: request.prefix } : {}),
      ...(this.deps.checks ? { checks: this.deps.checks } : {}),
      heard: recorded.map((entry) => entry.address),
    });
  }

  /** The recorded addresses that reach `controller` (an address in their network, or its label). */
  async reaching(controller: string): Promise<RecordedAddress[]> {
    return (await this.addresses.list()).filter((entry) => reaches(entry, controller));
  }

  removeFor(controller: string): Promise<Removal[]> {
    return this.addresses.removeAsked((entry) => reaches(entry, controller));
  }
}

/** Whether a recorded address reaches `controller`: its label, or an address in its network. */
export function reaches(entry: RecordedAddress, controller: string): boolean {
  if (entry.controller === controller) return true;
  const range = parseCidr(`${entry.address}/${entry.prefix}`);
  return range !== undefined && inNetwork(fromRange(range), controller);
}

/** The service as a shell wires it: the app data folder's record and its sites' journals. */
export function reachService(
  dataDir: string,
  shell: JournalActor['shell'],
  overrides: Omit<Partial<TemporaryAddressesDeps>, 'dataDir'> = {},
): ReachService {
  const addresses = new TemporaryAddresses({
    dataDir,
    journal: siteJournal(dataDir, shell),
    ...overrides,
  });
  return new ReachService({ addresses });
}
