/**
 * The records another one points at, by name (access points and schedules for a profile, access
 * points and providers for a biometry link): editors show names, never bare uuids. One read of
 * the whole list (D13 limit); a reference the list does not hold is said to be missing, its key
 * kept in the tooltip.
 */
import { ref, watch, type Ref } from 'vue';
import type { EndpointId } from '../../../../shared/api';
import type { ErrorData } from '../../../../shared/errors/error-data';
import { errorData } from '../../api/call';
import { readResource, rowsOf } from '../resources/resource-calls';

export interface NamedRecord {
  key: string;
  name: string;
}

/** Enough for the references of one controller (eight access points, a few schedules). */
const REFERENCE_LIMIT = 1000;

/** A record's name: its `name`, else its login or key. */
export function nameOf(row: Record<string, unknown>, keyField: string): NamedRecord | undefined {
  const key = row[keyField] ?? row['uuid'];
  if (typeof key !== 'string' && typeof key !== 'number') return undefined;
  const name = typeof row['name'] === 'string' && row['name'] !== '' ? row['name'] : String(key);
  return { key: String(key), name };
}

export interface NamedRecords {
  records: Ref<NamedRecord[]>;
  loading: Ref<boolean>;
  error: Ref<ErrorData | undefined>;
  reload(): Promise<void>;
}

export function useNamedRecords(
  controllerId: () => string,
  endpointId: EndpointId,
  keyField = 'uuid',
): NamedRecords {
  const records = ref<NamedRecord[]>([]);
  const loading = ref(false);
  const error = ref<ErrorData | undefined>();
  async function reload(): Promise<void> {
    loading.value = true;
    error.value = undefined;
    try {
      const answer = await readResource(controllerId(), endpointId, {
        query: { limit: REFERENCE_LIMIT },
      });
      records.value = rowsOf(answer)
        .map((row) => nameOf(row, keyField))
        .filter((r): r is NamedRecord => r !== undefined)
        .sort((a, b) => a.name.localeCompare(b.name));
    } catch (thrown) {
      error.value = errorData(thrown, 'resource:read');
    } finally {
      loading.value = false;
    }
  }
  watch(controllerId, () => void reload(), { immediate: true });
  return { records, loading, error, reload };
}

/** Names of the keys, in the order given; a missing one as `missing` (the caller's words). */
export function namesOf(
  keys: readonly string[],
  records: readonly NamedRecord[],
  missing: string,
): string[] {
  const byKey = new Map(records.map((r) => [r.key, r.name]));
  return keys.map((key) => byKey.get(key) ?? missing);
}
