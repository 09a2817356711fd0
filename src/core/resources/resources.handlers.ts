/**
 * The data screens' channels (shared/ipc/resource.schema.ts) over the open site's controllers:
 * reads as the controller answers them, changes through writeResource (lock, before, send, read
 * back, journal), and the shared live tail of the event logs.
 */
import type { Handlers } from '../../shared/ipc/handlers';
import { collectionById } from '../../shared/resources/resource-collections';
import type { Engine } from '../engine/engine';
import { openSiteController } from '../engine/site-controller';
import { EventTail } from './event-tail';
import { readResource } from './resource-reading';
import { writeResource } from './resource-write';

export function resourceHandlers(engine: Engine, tail = new EventTail()): Handlers {
  const client = async (controllerId: string) =>
    (await openSiteController(engine, controllerId)).connection.ready();
  return {
    'resource:read': async ({ controllerId, ...request }) =>
      readResource(await client(controllerId), request),
    'resource:write': async ({ controllerId, ...request }) =>
      writeResource(
        {
          controller: (id) => openSiteController(engine, id),
          locks: engine.locks,
          journal: (entry) => engine.journal(entry),
        },
        controllerId,
        request,
      ),
    'resource:tail': async ({ controllerId, collection, after, limit }) => {
      const c = collectionById(collection);
      if (!c?.count) throw new Error(`${collection} is not an event log`);
      return tail.tail(
        `${controllerId} ${collection}`,
        await client(controllerId),
        { list: c.list, count: c.count },
        after,
        limit,
      );
    },
  };
}
