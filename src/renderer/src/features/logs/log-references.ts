/**
 * What a log screen names its cells with (spec 4.7, 4.2, 4.12): the titles of the log's event
 * types from its `types` reference (alerts carry access event types), access point names from
 * the access point list, and the controller's time zone, in which the times are shown (events
 * are stamped by the controller's clock). Each read may fail on its own (an older firmware, a
 * login without the right): the screen then shows codes, uuids and this computer's zone.
 */
import { shallowRef, type ShallowRef } from 'vue';
import type { EndpointId } from '../../../../shared/api';
import { readResource, rowsOf } from '../resources/resource-calls';
import type { LogCollection } from './event-row';

const TYPES: Record<LogCollection, EndpointId> = {
  accessEvents: 'accessEvents.types',
  auditEvents: 'auditEvents.types',
  notifications: 'notifications.types',
  alerts: 'accessEvents.types',
};

export interface LogReferences {
  typeTitles: ShallowRef<ReadonlyMap<string, string>>;
  pointNames: ShallowRef<ReadonlyMap<string, string>>;
  zone: ShallowRef<string | undefined>;
}

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

export function useLogReferences(controllerId: string, collection: LogCollection): LogReferences {
  const refs: LogReferences = {
    typeTitles: shallowRef(new Map()),
    pointNames: shallowRef(new Map()),
    zone: shallowRef(undefined),
  };
  void readResource(controllerId, TYPES[collection]).then(
    (answer) => {
      const titles = new Map<string, string>();
      for (const row of rowsOf(answer)) {
        const type = str(row['type']) ?? str(row['name']) ?? str(row['code']);
        const title = str(row['title']) ?? str(row['description']);
        if (type && title) titles.set(type, title);
      }
      refs.typeTitles.value = titles;
    },
    () => undefined,
  );
  void readResource(controllerId, 'accessPoints.list').then(
    (answer) => {
      const names = new Map<string, string>();
      for (const row of rowsOf(answer)) {
        const uuid = str(row['uuid']);
        const name = str(row['name']);
        if (uuid && name) names.set(uuid, name);
      }
      refs.pointNames.value = names;
    },
    () => undefined,
  );
  void readResource(controllerId, 'dateTime.get').then(
    (answer) => {
      const body = answer.body;
      if (body && typeof body === 'object' && !Array.isArray(body))
        refs.zone.value = str(body['timezone']);
    },
    () => undefined,
  );
  return refs;
}
