/**
 * The names a list's reference fields are shown with (reference-fields.ts): each list pointed at
 * is read once per controller when a shown field needs it (D13 limit), people through the staff
 * names cache the logs share. A read that fails (an older firmware, a login without the right)
 * leaves the keys on screen: a name is a help, never a reason to refuse the list.
 */
import { shallowRef, watch } from 'vue';
import type { JsonValue } from '../../../../shared/ipc/journal.schema';
import { peopleNames } from '../logs/people-names';
import { nameOf } from '../rules/named-records';
import {
  referenceList,
  referenceText,
  REFERENCE_READS,
  type ReferenceList,
} from './reference-fields';
import { readResource, rowsOf } from './resource-calls';

/** Enough for the access points, schedules and providers of one controller. */
const LIMIT = 1000;

type Names = Partial<Record<ReferenceList, ReadonlyMap<string, string>>>;

export interface ReferenceNames {
  /** The value with names in place of keys, or undefined for a field that is no reference. */
  text(field: string, value: JsonValue | undefined): string | undefined;
}

export function useReferenceNames(
  controllerId: () => string,
  fields: () => readonly string[],
): ReferenceNames {
  const names = shallowRef<Names>({});
  let readFor = '';
  const asked = new Set<ReferenceList>();

  async function read(id: string, list: Exclude<ReferenceList, 'people'>): Promise<void> {
    const { endpointId, keyField } = REFERENCE_READS[list];
    try {
      const answer = await readResource(id, endpointId, { query: { limit: LIMIT } });
      const map = new Map<string, string>();
      for (const row of rowsOf(answer)) {
        const named = nameOf(row, keyField);
        if (named) map.set(named.key, named.name);
      }
      if (id === readFor) names.value = { ...names.value, [list]: map };
    } catch {
      // The keys stay on screen (see above).
    }
  }

  watch(
    () => [controllerId(), fields().join('\u0000')] as const,
    ([id]) => {
      if (id !== readFor) {
        readFor = id;
        asked.clear();
        names.value = {};
      }
      for (const field of fields()) {
        const list = referenceList(field);
        if (!list || asked.has(list)) continue;
        asked.add(list);
        if (list === 'people') void peopleNames(id).list();
        else void read(id, list);
      }
    },
    { immediate: true },
  );

  return {
    text(field, value) {
      const list = referenceList(field);
      if (!list) return undefined;
      if (list === 'people') {
        const people = peopleNames(controllerId());
        return referenceText(value, (key) => people.name(key));
      }
      const map = names.value[list];
      return referenceText(value, (key) => map?.get(key));
    },
  };
}
