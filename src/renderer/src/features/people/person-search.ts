/**
 * People to grant temporary access to, found by name as the engineer types (D13 `q`): staff
 * (`staff.search`) and visitors (`visitors.multisearch`), both of whom a grant may name (spec
 * 2.2 `user_uuid`); and the name of the person a grant already names.
 */
import type { EndpointId } from '../../../../shared/api';
import type { JsonRecord } from '../resources/resource-calls';
import { recordByKey, rowsOrNone, type NamedOption } from './people-reads';
import { personName, textOf } from './staff-form';

/** How many of each kind a search shows: enough to pick from while typing. */
const SHOWN = 20;

export interface PersonWords {
  visitor: string;
}

function optionsOf(rows: JsonRecord[], suffix: string): NamedOption[] {
  return rows
    .filter((row) => typeof row.uuid === 'string')
    .map((row) => ({ value: textOf(row.uuid), label: `${personName(row)}${suffix}` }));
}

export async function searchPeople(
  controllerId: string,
  typed: string,
  words: PersonWords,
): Promise<NamedOption[]> {
  const q = typed.trim();
  if (q === '') return [];
  const query = { q, limit: SHOWN };
  const [staff, visitors] = await Promise.all([
    rowsOrNone(controllerId, 'staff.search', { query }),
    rowsOrNone(controllerId, 'visitors.multisearch', { query }),
  ]);
  return [...optionsOf(staff, ''), ...optionsOf(visitors, ` (${words.visitor})`)];
}

/** The named option of a person a grant names: staff first, then visitors; the uuid if neither. */
export async function personOption(
  controllerId: string,
  uuid: string,
  words: PersonWords,
): Promise<NamedOption> {
  const reads: [EndpointId, string][] = [
    ['staff.get', ''],
    ['visitors.get', ` (${words.visitor})`],
  ];
  for (const [endpointId, suffix] of reads) {
    const found = await recordByKey(controllerId, endpointId, { uuid });
    if (found) return { value: uuid, label: `${personName(found)}${suffix}` };
  }
  return { value: uuid, label: uuid };
}
