/**
 * The rows of one list answer for the generic browser: the records of an L answer (or a plain
 * array, spec 4.3 staff pages, spec 4.14 error log lines), each with its key and the problems the
 * answer had at that record (`data[3].surname` belongs to the fourth record, as `surname`), so a
 * record's detail shows where it leaves the contract. Problems elsewhere (`meta`, the body) stay
 * with the answer.
 */
import type { AnswerProblem } from '../../../../shared/ipc/resource.schema';
import type { JsonValue } from '../../../../shared/ipc/journal.schema';
import type { ResourceCollection } from '../../../../shared/resources/resource-collections';
import type { JsonRecord } from './json-record';
import { recordKey, searchText, type BrowserRow } from './row-search';

export interface AnswerRows {
  rows: BrowserRow[];
  /** Problems not at one record. */
  problems: AnswerProblem[];
}

const AT_RECORD = /^(?:data)?\[(\d+)\]\.?(.*)$/;

function itemsOf(body: JsonValue | null): JsonValue[] {
  const data = body && typeof body === 'object' && !Array.isArray(body) ? body['data'] : body;
  if (Array.isArray(data)) return data;
  return data && typeof data === 'object' ? [data] : [];
}

/** A record of an item: objects as they are, a line of text as `{ [keyField]: text }`. */
function recordOf(item: JsonValue, keyField: string): JsonRecord | undefined {
  if (item !== null && typeof item === 'object' && !Array.isArray(item)) return item;
  if (typeof item === 'string' || typeof item === 'number') return { [keyField]: item };
  return undefined;
}

/** `offset` is where the answer's first record stands in the whole list (keys of keyless rows). */
export function answerRows(
  answer: { body: JsonValue | null; problems: readonly AnswerProblem[] },
  collection: Pick<ResourceCollection, 'key'>,
  offset = 0,
): AnswerRows {
  const atRecord = new Map<number, AnswerProblem[]>();
  const problems: AnswerProblem[] = [];
  for (const problem of answer.problems) {
    const found = AT_RECORD.exec(problem.field);
    if (!found) {
      problems.push(problem);
      continue;
    }
    const index = Number(found[1]);
    const field = found[2] === '' ? '(record)' : (found[2] ?? '');
    atRecord.set(index, [...(atRecord.get(index) ?? []), { field, problem: problem.problem }]);
  }
  const rows: BrowserRow[] = [];
  itemsOf(answer.body).forEach((item, index) => {
    const record = recordOf(item, collection.key.field);
    if (!record) {
      problems.push({ field: `[${index}]`, problem: 'not a record' });
      return;
    }
    const key = recordKey(record, collection.key.field) ?? `#${offset + index}`;
    const row: BrowserRow = { key, record, problems: atRecord.get(index) ?? [] };
    // Made while the page arrives in the background, not on the first keystroke of a search.
    searchText(row);
    rows.push(row);
  });
  return { rows, problems };
}
