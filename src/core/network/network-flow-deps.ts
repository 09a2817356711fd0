/**
 * What the network and locate flows need, from the engine: the open site's controllers and their
 * connections, its job runner, this computer's interfaces, a probe of the addresses to give,
 * discovery to find a controller by its certificate, and the announcement of where a moved
 * controller answers now (its connection's: the shell's records follow it there,
 * connection/address-follower.ts).
 */
import { discover, type DiscoveryDeps } from '../discovery/discovery.service';
import { listInterfaces, type LaptopInterfaces } from '../discovery/interfaces';
import type { Engine } from '../engine/engine';
import { openSiteController } from '../engine/site-controller';
import { answeringHosts } from './address-probe';
import { locateController } from './locate-controller';
import type { ControllerAddress } from '../client/controller-address';
import type { Locate } from './follow-controller';
import type { LocateFlowDeps } from './locate.flow';
import type { NetworkFlowDeps } from './network.flow';
import type { NewJournalEntry } from '../../shared/ipc/journal.schema';
import { appDataDir } from '../app-paths';
import { ReachService } from '../reach/reach.service';
import type { ReachJournal } from '../reach/reach-entries';
import { TemporaryAddresses } from '../reach/temporary-addresses';
import { serviceReach, type NetworkReach } from './temporary-reach';

export interface NetworkFlowOptions {
  laptop?: () => Promise<LaptopInterfaces>;
  /** Discovery's deps (interfaces, known controllers, settings); default: this computer's. */
  discovery?: DiscoveryDeps;
  followTimeoutMs?: number;
  /**
   * This computer's temporary addresses; `false`: none, only notes. By default this computer's,
   * recorded in `dataDir` (default the app data folder), unless `laptop` stands in for its
   * interfaces: an address is never added to an interface that is not there.
   */
  reach?: NetworkReach | false;
  dataDir?: string;
}

const osInterfaces = (): Promise<LaptopInterfaces> => listInterfaces({ allowLargeRanges: false });

function locateWith(options: NetworkFlowOptions): Locate {
  const discovery: DiscoveryDeps = options.discovery ?? {
    interfaces: listInterfaces,
    knownControllers: () => Promise.resolve([]),
  };
  return (request) =>
    locateController(request, {
      discover: (discoveryRequest, control) => discover(discoveryRequest, control, discovery),
      laptop: () => discovery.interfaces({ allowLargeRanges: false }),
    });
}

/**
 * A controller verified at a new address: how the site reaches it (DHCP or static) is the site's
 * alone; where it answers is announced by its connection, and resolves once the site, the trust
 * store and the pages follow (connection/address-follower.ts), before the flow reads it back.
 */
async function recordMove(
  engine: Engine,
  controllerId: string,
  address: ControllerAddress,
  addressing: 'dhcp' | 'static',
): Promise<void> {
  const site = await engine.requireSite();
  // Written first, so the pages told of the move read both.
  await site.updateController(controllerId, { addressing });
  const stored = await site.controller(controllerId);
  await engine.connections.open(stored?.fingerprint256 ?? controllerId, address).moved(address);
}

/** The open site's journal, for the temporary addresses the wizard adds. */
function engineJournal(engine: Engine): ReachJournal {
  return {
    openSite: async () => (await engine.requireSite().catch(() => undefined))?.id,
    write: async (entry: NewJournalEntry, siteId: string) => {
      const site = await engine.requireSite().catch(() => undefined);
      if (site?.id === siteId) await site.journal.append(entry);
    },
  };
}

function reachOf(engine: Engine, options: NetworkFlowOptions): NetworkReach | undefined {
  if (options.reach !== undefined) return options.reach === false ? undefined : options.reach;
  if (options.laptop) return undefined;
  const addresses = new TemporaryAddresses({
    dataDir: options.dataDir ?? appDataDir(),
    journal: engineJournal(engine),
  });
  return serviceReach(new ReachService({ addresses, interfaces: osInterfaces }));
}

export function networkFlowDeps(engine: Engine, options: NetworkFlowOptions = {}): NetworkFlowDeps {
  const laptop = options.laptop ?? osInterfaces;
  const reach = reachOf(engine, options);
  return {
    async controller(controllerId) {
      const { connection, label } = await openSiteController(engine, controllerId);
      return { connection, label };
    },
    async siteAddresses() {
      const site = await engine.requireSite();
      return (await site.controllers()).map((c) => ({
        controllerId: c.id,
        host: c.address.host,
        serial: c.serial,
      }));
    },
    laptop,
    async probe(hosts) {
      const answering = new Set<string>();
      for (const port of new Set(hosts.map((h) => h.port))) {
        const at = hosts.filter((h) => h.port === port).map((h) => h.host);
        for (const host of await answeringHosts(at, port)) answering.add(host);
      }
      return answering;
    },
    locate: locateWith(options),
    jobs: () => engine.jobs(),
    moved: (controllerId, address, addressing) =>
      recordMove(engine, controllerId, address, addressing),
    ...(options.followTimeoutMs ? { followTimeoutMs: options.followTimeoutMs } : {}),
    ...(reach ? { reach } : {}),
  };
}

/** The "search for it again" flow's deps, over the same engine and discovery. */
export function locateFlowDeps(
  engine: Engine,
  options: NetworkFlowOptions & { locateTimeoutMs?: number } = {},
): LocateFlowDeps {
  return {
    async controller(controllerId) {
      const { connection, label, stored } = await openSiteController(engine, controllerId);
      return { connection, label, addresses: [stored.address, ...stored.addresses] };
    },
    async journal(controllerId) {
      const site = await engine.requireSite();
      return (await site.journal.read({ controllerId, limit: 200 })).entries;
    },
    locate: locateWith(options),
    jobs: () => engine.jobs(),
    ...(options.locateTimeoutMs ? { timeoutMs: options.locateTimeoutMs } : {}),
  };
}
