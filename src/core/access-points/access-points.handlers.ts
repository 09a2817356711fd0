/**
 * The access point screen's channels (shared/ipc/access-points.schema.ts) over the open site's
 * controllers: their access points and automations, people to pick for a test passage, and the
 * test passage itself. Every change goes through the flows, not here.
 */
import type { Handlers } from '../../shared/ipc/handlers';
import { allOf } from '../client/read-all';
import type { Engine } from '../engine/engine';
import { openSiteController } from '../engine/site-controller';
import { readAccessPoints, readAutomations, type AccessPointView } from './access-point-reading';
import { testPassage } from './test-passage';

function item(view: AccessPointView) {
  return {
    uuid: view.uuid,
    name: view.name,
    type: view.type,
    ...(view.kind ? { kind: view.kind } : {}),
    ...(view.state ? { state: view.state } : {}),
    extParameters: view.extParameters,
  };
}

/** A person's name in either staff field set (D12). */
function personName(row: Record<string, unknown>): string {
  const parts = [row['surname'] ?? row['last_name'], row['name'] ?? row['first_name']];
  const name = parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' ');
  return name || String(row['uuid']);
}

export function accessPointHandlers(engine: Engine): Handlers {
  const client = async (controllerId: string) =>
    (await openSiteController(engine, controllerId)).connection.ready();
  return {
    'accessPoints:list': async ({ controllerId }) => {
      const ready = await client(controllerId);
      const [points, automations] = await Promise.all([
        readAccessPoints(ready),
        readAutomations(ready),
      ]);
      return { points: points.map(item), automations: automations.map(item) };
    },
    'accessPoints:people': async ({ controllerId, q }) => {
      const ready = await client(controllerId);
      const people: Array<{ uuid: string; name: string }> = [];
      for await (const row of allOf(ready, 'staff.search', q ? { query: { q } } : {}, {
        pageSize: 50,
      })) {
        const record = row as Record<string, unknown>;
        if (typeof record['uuid'] === 'string') {
          people.push({ uuid: record['uuid'], name: personName(record) });
        }
        if (people.length >= 50) break;
      }
      return { people };
    },
    'accessPoints:testPass': async ({ controllerId, ...pass }) =>
      testPassage(await client(controllerId), pass),
  };
}
