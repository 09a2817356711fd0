/**
 * What the network flow needs, from the engine: the open site's controllers and their
 * connections, its job runner, this computer's interfaces, a probe of the addresses to give,
 * discovery to find a controller by its certificate, and the site's record of where each
 * controller answers.
 */
import { discover, type DiscoveryDeps } from '../discovery/discovery.service';
import { listInterfaces, type LaptopInterfaces } from '../discovery/interfaces';
import type { Engine } from '../engine/engine';
import { openSiteController } from '../engine/site-controller';
import { answeringHosts } from './address-probe';
import { locateController } from './locate-controller';
import type { NetworkFlowDeps } from './network.flow';

export interface NetworkFlowOptions {
  laptop?: () => Promise<LaptopInterfaces>;
  /** Discovery's deps (interfaces, known controllers, settings); default: this computer's. */
  discovery?: DiscoveryDeps;
  followTimeoutMs?: number;
  /** Told when a controller answers at a new address (the pages read the site again). */
  changed?: (siteId: string) => void;
}

const osInterfaces = (): Promise<LaptopInterfaces> => listInterfaces({ allowLargeRanges: false });

export function networkFlowDeps(engine: Engine, options: NetworkFlowOptions = {}): NetworkFlowDeps {
  const laptop = options.laptop ?? osInterfaces;
  const discovery: DiscoveryDeps = options.discovery ?? {
    interfaces: listInterfaces,
    knownControllers: () => Promise.resolve([]),
  };
  return {
    async controller(controllerId) {
      const { connection, label } = await openSiteController(engine, controllerId);
      return { connection, label };
    },
    async siteAddresses() {
      const site = await engine.requireSite();
      return (await site.controllers()).map((c) => ({ controllerId: c.id, host: c.address.host }));
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
    locate: (request) =>
      locateController(request, {
        discover: (discoveryRequest, control) => discover(discoveryRequest, control, discovery),
        laptop: () => discovery.interfaces({ allowLargeRanges: false }),
      }),
    jobs: () => engine.jobs(),
    async moved(controllerId, address, addressing) {
      const site = await engine.requireSite();
      await site.moveController(controllerId, address);
      await site.updateController(controllerId, { addressing });
      options.changed?.(site.id);
    },
    ...(options.followTimeoutMs ? { followTimeoutMs: options.followTimeoutMs } : {}),
  };
}
