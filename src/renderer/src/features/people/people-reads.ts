/**
 * The reads the people editors make besides the record itself: the names of access points and
 * access profiles to pick from and show instead of uuids, people found by name (D13 `q`), the
 * controller's time zone (access profile periods are its days), and one record by its key.
 */
import type { EndpointId } from '../../../../shared/api';
import { readResource, rowsOf, type JsonRecord } from '../resources/resource-calls';

export type NamedOption = {
  value: string;
  label: string;
};

/** The rows of a read, an empty list when it failed (the field then shows the uuid it holds). */
export async function rowsOrNone(
  controllerId: string,
  endpointId: EndpointId,
  request: { params?: Record<string, string>; query?: Record<string, string | number> } = {},
): Promise<JsonRecord[]> {
  try {
    return rowsOf(await readResource(controllerId, endpointId, request));
  } catch {
    return [];
  }
}

/** `{ value: uuid, label: name }` of records that have both, sorted by name in the locale. */
export function namedOptions(rows: readonly JsonRecord[], locale: string): NamedOption[] {
  const options: NamedOption[] = [];
  for (const row of rows) {
    if (typeof row.uuid === 'string' && typeof row.name === 'string')
      options.push({ value: row.uuid, label: row.name });
  }
  return options.sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** An option for a uuid no list names (a record removed since, or a list that failed). */
export function withKnown(options: NamedOption[], value: string | null): NamedOption[] {
  if (!value || options.some((o) => o.value === value)) return options;
  return [...options, { value, label: value }];
}

/** The controller's time zone (spec 4.12 `GET /date_time`); undefined when it cannot be read. */
export async function controllerZone(controllerId: string): Promise<string | undefined> {
  try {
    const answer = await readResource(controllerId, 'dateTime.get');
    const body = answer.body;
    const zone =
      body && typeof body === 'object' && !Array.isArray(body) ? body.timezone : undefined;
    return typeof zone === 'string' && zone !== '' ? zone : undefined;
  } catch {
    return undefined;
  }
}

/** One record by its key, undefined when the read failed or found nothing. */
export async function recordByKey(
  controllerId: string,
  endpointId: EndpointId,
  params: Record<string, string>,
): Promise<JsonRecord | undefined> {
  return (await rowsOrNone(controllerId, endpointId, { params }))[0];
}

/** A code nothing uses yet, as the controller proposes it (spec 4.5 `GET /identifier/generate`). */
export async function generatedCode(controllerId: string): Promise<string | undefined> {
  const [first] = await rowsOrNone(controllerId, 'identifiers.generate');
  return typeof first?.code === 'string' ? first.code : undefined;
}
