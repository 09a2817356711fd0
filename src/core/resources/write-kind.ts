/**
 * What a write of the data screens is to the record it touches: which collection, whether it
 * creates, changes, deletes or acts on one record (ban, a state), and the key of that record when
 * the request names it. A write outside every collection (a setting sent from the console) has
 * no record to read before and after.
 */
import type { Endpoint } from '../../shared/api';
import {
  RESOURCE_COLLECTIONS,
  type ResourceCollection,
} from '../../shared/resources/resource-collections';

export type WriteKind = 'created' | 'updated' | 'deleted' | 'action' | 'called';

export interface WriteTarget {
  kind: WriteKind;
  collection?: ResourceCollection;
  /** The record's key from the path, when the path names one. */
  key?: string;
}

export function writeTarget(endpoint: Endpoint, params: Record<string, string>): WriteTarget {
  for (const c of RESOURCE_COLLECTIONS as readonly ResourceCollection[]) {
    const key = params[c.key.param];
    if (c.create === endpoint.id) return { kind: 'created', collection: c };
    if (c.update === endpoint.id)
      return { kind: 'updated', collection: c, ...(key ? { key } : {}) };
    if (c.remove === endpoint.id)
      return { kind: 'deleted', collection: c, ...(key ? { key } : {}) };
    if (c.actions?.includes(endpoint.id as never) && key) {
      return { kind: 'action', collection: c, key };
    }
  }
  return { kind: 'called' };
}
