/**
 * Where a person's or a door's last events are: the controller page on the Events tab, the
 * access events log, filtered by `person` (staff uuid) and/or `point` (access point uuid), as the
 * data screens' URL scheme says (docs/decisions.md, "Data screens: event logs"). The staff editor
 * and the access points tab link here; the log reads the same query back.
 */
import type { RouteLocationRaw } from 'vue-router';

export interface EventsFilter {
  /** A staff uuid (spec 2.1): the person's events. */
  person?: string;
  /** An access point uuid (spec 4.2): the door's events. */
  point?: string;
}

/** The route of a controller's access events, filtered by person and/or access point. */
export function accessEventsLocation(
  controllerId: string,
  filter: EventsFilter = {},
): RouteLocationRaw {
  return {
    name: 'controller',
    params: { id: controllerId },
    query: {
      tab: 'events',
      collection: 'accessEvents',
      ...(filter.person ? { person: filter.person } : {}),
      ...(filter.point ? { point: filter.point } : {}),
    },
  };
}
