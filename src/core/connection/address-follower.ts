/**
 * The one follower of a shell's controller moves (connections.ts): a connection verified at a
 * new address announces it, and every other record of where the controller answers follows it
 * here, in this order: the open site's record (when the site holds it), what the app saw of it
 * (the app only), the trust store (when it pins it); then the pages read the site again. No
 * other path writes a controller's address after a move (docs/decisions.md, "Commissioning
 * engine: connections"). Each shell wires it once: core/app/commissioning.ts for the app and the
 * browser host, cli/controller/cli-engine.ts for the `turnkey` command.
 */
import { emitEvent, type EventSink } from '../../shared/ipc/event-sink';
import type { ControllerAddress } from '../client/controller-address';
import type { Site } from '../site/site';
import { normalizeFingerprint } from '../trust/fingerprint';
import type { KnownControllersStore } from '../trust/known-controllers.store';
import type { MoveFollower } from './connections';

export interface AddressFollowerDeps {
  /** The open site, if any (the engine's). */
  site: () => Promise<Pick<Site, 'id' | 'moveController'> | undefined>;
  /** The shell's trust store. */
  store: () => Promise<Pick<KnownControllersStore, 'get' | 'moveTo'>>;
  /** What the app saw of its controllers (core/app/controller-registry.ts); the CLI has none. */
  seen?: { recordMove(id: string, address: ControllerAddress): void };
  /** The shell's push events to its pages; the CLI's drops them. */
  events: EventSink;
}

export function addressFollower(deps: AddressFollowerDeps): MoveFollower {
  return async (id, address) => {
    const site = await deps.site();
    // Written before the flow goes on (its read back and journal entry follow the move).
    const onSite = site ? await site.moveController(id, address) : undefined;
    deps.seen?.recordMove(id, address);
    const store = await deps.store();
    if (normalizeFingerprint(id) && (await store.get(id))) await store.moveTo(id, address);
    if (site && onSite) {
      emitEvent(deps.events, 'site:changed', { siteId: site.id, reason: 'controllers' });
    }
  };
}
