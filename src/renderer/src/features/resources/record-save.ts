/**
 * A record's change from the generic form, asked first through the page's RecordWrite (plan now
 * -> after, confirm, write under the lock, read back, journal): create, change or delete, and the
 * row the browser shows afterwards, from the answer's `after` (the record as read back).
 */
import type { EndpointId } from '../../../../shared/api';
import type { LocalizedText } from '../../../../shared/words/localized-text';
import type { JsonValue } from '../../../../shared/ipc/journal.schema';
import type { ResourceCollection } from '../../../../shared/resources/resource-collections';
import type { RecordWrite } from './record-write';
import type { JsonRecord, WriteAnswer } from './resource-calls';
import { recordKey, type BrowserRow } from './row-search';

export type Words = (key: string, named?: Record<string, string | number>) => LocalizedText;

function isRecord(value: JsonValue | undefined | null): value is JsonRecord {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The key a K answer names (spec 4: `data.uuid` holds the uuid, login, name or code). */
function answerKey(answer: WriteAnswer): string | undefined {
  const data = isRecord(answer.body) ? answer.body['data'] : undefined;
  const key = isRecord(data) ? data['uuid'] : undefined;
  return typeof key === 'string' || typeof key === 'number' ? String(key) : undefined;
}

/** The browser's row after a create or change: the record read back, else what was sent. */
export function rowAfter(
  collection: ResourceCollection,
  answer: WriteAnswer,
  sent: JsonRecord,
  key: string | undefined,
): { key: string | undefined; row: BrowserRow | undefined } {
  const record = isRecord(answer.after) ? answer.after : { ...sent };
  const found = recordKey(record, collection.key.field) ?? key ?? answerKey(answer);
  if (!found) return { key: undefined, row: undefined };
  if (!(collection.key.field in record)) record[collection.key.field] = found;
  return { key: found, row: { key: found, record, problems: [] } };
}

export interface SaveInput {
  write: RecordWrite;
  controllerId: string;
  collection: ResourceCollection;
  words: Words;
  title: string;
  body: JsonRecord;
  /** The record as read, and its key: a change. Absent: a new record. */
  before?: JsonRecord;
  key?: string;
}

export async function saveRecord(input: SaveInput): Promise<WriteAnswer | undefined> {
  const { collection, words, key } = input;
  const endpointId = (key === undefined ? collection.create : collection.update) as EndpointId;
  return input.write.ask({
    controllerId: input.controllerId,
    endpointId,
    ...(key !== undefined ? { params: { [collection.key.param]: key } } : {}),
    body: input.body,
    title:
      key === undefined
        ? words('resources.write.createTitle', { collection: input.title })
        : words('resources.write.updateTitle', { collection: input.title, key }),
    confirmLabel:
      key === undefined
        ? words('resources.write.createLabel')
        : words('resources.write.updateLabel', { key }),
    ...(input.before ? { before: input.before } : {}),
    secrets: collection.secrets ?? [],
  });
}

export async function deleteRecord(
  input: Omit<SaveInput, 'body' | 'key'> & { key: string },
): Promise<WriteAnswer | undefined> {
  const { collection, words, key } = input;
  return input.write.ask({
    controllerId: input.controllerId,
    endpointId: collection.remove as EndpointId,
    params: { [collection.key.param]: key },
    title: words('resources.write.deleteTitle', { collection: input.title, key }),
    confirmLabel: words('resources.write.deleteLabel', { key }),
    ...(input.before ? { before: input.before } : {}),
    secrets: collection.secrets ?? [],
    danger: true,
  });
}
