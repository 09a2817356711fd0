/**
 * An engine built without a shell follows its controllers' moves as a shell wires it
 * (core/connection/address-follower.ts): the open site's record follows a moved controller's
 * connection, over a trust store of the data folder's own. Without it the site never follows a
 * move, and the next job reopens the controller at its old address.
 */
import { createEventSink } from '../../../src/shared/ipc/event-sink';
import { addressFollower } from '../../../src/core/connection/address-follower';
import type { Connections } from '../../../src/core/connection/connections';
import type { Engine } from '../../../src/core/engine/engine';
import { KnownControllersStore } from '../../../src/core/trust/known-controllers.store';

export function followMovesAsAShell(connections: Connections, engine: Engine, dataDir: string) {
  const store = new KnownControllersStore(dataDir);
  return connections.followMoves(
    addressFollower({
      site: () => engine.site(),
      store: () => Promise.resolve(store),
      events: createEventSink(() => undefined),
    }),
  );
}
