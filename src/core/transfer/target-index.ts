/**
 * One part of the target read into memory, keyed the way source records are paired with it
 * (transfer-parts.ts). Only one part is held at a time, so memory follows the target's largest
 * part, never the whole controller. A key the target holds twice pairs with its first record;
 * the count of such twins is kept for the report.
 */
import type { ControllerClient } from '../client/controller-client';
import { readController } from './controller-reading';
import type { TransferRecord, WritablePart } from './transfer-parts';

export interface TargetIndex {
  records: Map<string, TransferRecord>;
  /** The target has no such section (D11): nothing can be written to it. */
  missing: boolean;
  twins: number;
}

export async function indexTarget(
  client: ControllerClient,
  writable: WritablePart,
  signal: AbortSignal,
): Promise<TargetIndex> {
  const records = new Map<string, TransferRecord>();
  let twins = 0;
  for await (const page of readController(client, { parts: [writable.part], signal })) {
    if (!('records' in page)) return { records, missing: true, twins };
    for (const record of page.records) {
      const key = writable.key(record);
      if (records.has(key)) twins++;
      else records.set(key, record);
    }
  }
  return { records, missing: false, twins };
}

/** The uuid (or id) the target gave a record. */
export function targetUuid(record: TransferRecord | undefined): string | undefined {
  const value = record?.['uuid'] ?? record?.['id'];
  return typeof value === 'string' ? value : undefined;
}
