/**
 * One record of a collection read back, before and after a change: by its own read when the
 * collection has one (an L answer of one record, spec 4), else found in the list by its key
 * field (biometry providers and links, spec 4.13). Absent (D4 404) is `undefined`.
 */
import type { JsonValue } from '../../shared/ipc/journal.schema';
import { recordsOf, type JsonRecord } from '../../shared/resources/answer-records';
import type { ResourceCollection } from '../../shared/resources/resource-collections';
import { ClientError } from '../client/client-error';
import type { ControllerClient } from '../client/controller-client';

export async function readRecord(
  client: ControllerClient,
  collection: ResourceCollection,
  key: string,
): Promise<JsonRecord | undefined> {
  try {
    if (collection.get) {
      const answer = await client.callAsIs(collection.get, {
        params: { [collection.key.param]: key },
      } as never);
      return recordsOf(answer.body)[0];
    }
    const answer = await client.callAsIs(collection.list, {} as never);
    return recordsOf(answer.body).find((row) => canonicalKey(row[collection.key.field]) === key);
  } catch (error) {
    if (ClientError.is(error, 'not_found')) return undefined;
    throw error;
  }
}

/** The key a K answer names (spec 4: `data.uuid` holds the uuid, login, name or code). */
export function keyOfAnswer(body: unknown): string | undefined {
  const key = (body as { data?: { uuid?: unknown } } | null)?.data?.uuid;
  return typeof key === 'string' || typeof key === 'number' ? String(key) : undefined;
}

function canonicalKey(value: JsonValue | undefined): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
