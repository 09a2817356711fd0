/**
 * Fields of a record that point at other records of the same controller, by the names the
 * description gives them (spec 2.1, 4.4, 4.5, 4.11): an access profile's `access_points` and
 * `schedule_uuid`, a temporary access's `user_uuid` and `access_point_uuid`, a biometry link's
 * `provider_service_id`. Lists show the names of what they point at, the keys on hover.
 */
import type { EndpointId } from '../../../../shared/api';
import type { JsonValue } from '../../../../shared/ipc/journal.schema';

/** The lists a reference is looked up in; people come from the staff names cache. */
export type ReferenceList = 'accessPoints' | 'schedules' | 'providers' | 'people';

export const REFERENCE_FIELDS: Readonly<Record<string, ReferenceList>> = {
  access_point_uuid: 'accessPoints',
  access_points: 'accessPoints',
  schedule_uuid: 'schedules',
  provider_service_id: 'providers',
  user_uuid: 'people',
};

/** Where each list other than people is read, and the field its records are keyed by. */
export const REFERENCE_READS: Readonly<
  Record<Exclude<ReferenceList, 'people'>, { endpointId: EndpointId; keyField: string }>
> = {
  accessPoints: { endpointId: 'accessPoints.list', keyField: 'uuid' },
  schedules: { endpointId: 'schedules.list', keyField: 'uuid' },
  providers: { endpointId: 'biometry.providers', keyField: 'id' },
};

export function referenceList(field: string): ReferenceList | undefined {
  return Object.hasOwn(REFERENCE_FIELDS, field) ? REFERENCE_FIELDS[field] : undefined;
}

/**
 * A reference's value with names in place of keys: one key or a list of them; a key with no
 * name stays as it is. Undefined when the value holds no key (empty, or not text).
 */
export function referenceText(
  value: JsonValue | undefined,
  name: (key: string) => string | undefined,
): string | undefined {
  const keys =
    typeof value === 'string' || typeof value === 'number'
      ? [String(value)]
      : Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')
        ? value.map(String)
        : [];
  if (keys.length === 0 || keys.every((key) => key === '')) return undefined;
  return keys.map((key) => name(key) ?? key).join(', ');
}
