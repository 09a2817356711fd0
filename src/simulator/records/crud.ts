/**
 * The record operations most endpoints share: read or 404 (D4), insert or 409, replace, delete,
 * each write awaited until durable before the handler answers.
 */
import { badRequest, conflict, notFound } from '../api-error';
import type { SimContext } from '../context';
import { deleted, keyOf } from '../routes/answers';
import type { CollectionName, Collections } from './collections';

/** The record under `key`, or 404 E naming `what` (D4). */
export function requireRecord<C extends CollectionName>(
  sim: SimContext,
  collection: C,
  key: string,
  what: string,
): Collections[C] {
  const record = sim.store.get(collection, key);
  if (record === undefined) throw notFound(what, key);
  return record;
}

/** Stores a new record under `key`; 409 when the key is taken (`field` names it). Answers K. */
export async function insertRecord<C extends CollectionName>(
  sim: SimContext,
  collection: C,
  key: string,
  record: Collections[C],
  field: string,
) {
  if (sim.store.has(collection, key))
    throw conflict(field, `${field}: ${JSON.stringify(key)} already exists`);
  await sim.store.put(collection, key, record);
  return keyOf(key);
}

/** Replaces the record under `key` (404 if absent). Answers K. */
export async function replaceRecord<C extends CollectionName>(
  sim: SimContext,
  collection: C,
  key: string,
  record: Collections[C],
  what: string,
) {
  requireRecord(sim, collection, key, what);
  await sim.store.put(collection, key, record);
  return keyOf(key);
}

/** Deletes the record under `key` (404 if absent). Answers D. */
export async function deleteRecord(
  sim: SimContext,
  collection: CollectionName,
  key: string,
  what: string,
) {
  requireRecord(sim, collection, key, what);
  await sim.store.remove(collection, key);
  return deleted();
}

/** A key in a PUT body must equal the key in the path (400, rule `path`, D5). */
export function requireSameKey(
  field: string,
  bodyValue: string | undefined,
  pathValue: string,
): void {
  if (bodyValue !== undefined && bodyValue !== pathValue) {
    throw badRequest(
      field,
      'path',
      `${field}: must equal the ${field} in the path (${JSON.stringify(pathValue)})`,
    );
  }
}
