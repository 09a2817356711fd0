/**
 * What the network flow needs, from the engine: the open site's controllers and their
 * connections, its job runner, this computer's interfaces, and the site's record of where each
 * controller answers.
 */
import {
  describeInterfaces,
  readInterfaceSource,
  type LaptopInterfaces,
} from '../discovery/interfaces';
import type { Engine } from '../engine/engine';
import { openSiteController } from '../engine/site-controller';
import type { NetworkFlowDeps } from './network.flow';

async function osInterfaces(): Promise<LaptopInterfaces> {
  return describeInterfaces(await readInterfaceSource());
}

export function networkFlowDeps(
  engine: Engine,
  options: {
    laptop?: () => Promise<LaptopInterfaces>;
    followTimeoutMs?: number;
    /** Told when a controller answers at a new address (the pages read the site again). */
    changed?: (siteId: string) => void;
  } = {},
): NetworkFlowDeps {
  return {
    async controller(controllerId) {
      const { connection, label } = await openSiteController(engine, controllerId);
      return { connection, label };
    },
    async siteAddresses() {
      const site = await engine.requireSite();
      return (await site.controllers()).map((c) => ({ controllerId: c.id, host: c.address.host }));
    },
    laptop: options.laptop ?? osInterfaces,
    jobs: () => engine.jobs(),
    async moved(controllerId, address) {
      const site = await engine.requireSite();
      await site.moveController(controllerId, address);
      await site.updateController(controllerId, { addressing: 'static' });
      options.changed?.(site.id);
    },
    ...(options.followTimeoutMs ? { followTimeoutMs: options.followTimeoutMs } : {}),
  };
}
