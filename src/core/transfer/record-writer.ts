/**
 * One record written to the target exactly once (docs/decisions.md, "Firmware-era transfer:
 * resuming"). A create is a POST, which the client never repeats blindly (a reset after the
 * request left may mean it was applied): when a write ends without a clear answer (reset, time-out,
 * 5xx, the controller rebooting), the target is asked whether the record is there, by its pairing
 * key, once it answers again; only a record that is not there is sent again. A refusal (400, D5)
 * is the record's answer, not the transfer's: it is returned for the report.
 */
import { ClientError } from '../client/client-error';
import { stopIfCancelled } from './cancel';
import type { ControllerClient } from '../client/controller-client';
import type { EndpointId, RequestOf } from '../../shared/api';
import { readController } from './controller-reading';
import type { MappedRecord } from './record-mapping';
import type { TransferRecord, WritablePart } from './transfer-parts';
import { abortablePause } from '../abortable-pause';

export type WriteOutcome =
  | { kind: 'written'; uuid: string }
  | { kind: 'refused'; field?: string; rule?: string; message: string };

export interface WriteOptions {
  signal: AbortSignal;
  /** How long to keep asking a controller that does not answer (a reboot). */
  patienceMs?: number;
}

const UNSURE: ReadonlySet<string> = new Set(['unreachable', 'timeout', 'server_fault']);
const SINGLE_READ: Partial<Record<string, EndpointId>> = {
  staff: 'staff.get',
  identifiers: 'identifiers.get',
  directories: 'directories.get',
  staff_properties: 'staffProperties.get',
  visitor_properties: 'visitorProperties.get',
  auth_users: 'authUsers.get',
};

function unsure(error: unknown): boolean {
  return ClientError.isAny(error) && UNSURE.has(error.code);
}

function refusal(error: unknown): WriteOutcome | undefined {
  if (!ClientError.is(error, 'validation')) return undefined;
  const { field, rule, reason } = error.details;
  return {
    kind: 'refused',
    ...(field ? { field } : {}),
    ...(rule ? { rule } : {}),
    message: reason ?? error.data.message.en,
  };
}

function uuidOf(record: TransferRecord | undefined): string | undefined {
  const value = record?.['uuid'] ?? record?.['id'];
  return typeof value === 'string' ? value : undefined;
}

/** The target's record with this payload's pairing key, if it holds one. */
export async function findOnTarget(
  client: ControllerClient,
  writable: WritablePart,
  payload: TransferRecord,
  signal: AbortSignal,
): Promise<TransferRecord | undefined> {
  const key = writable.key(payload);
  const single = SINGLE_READ[writable.part];
  if (single) {
    try {
      const request = { params: writable.params(payload) } as RequestOf<typeof single>;
      const answer = (await client.call(single, request, { signal })) as { data?: unknown };
      const [found] = Array.isArray(answer.data) ? (answer.data as TransferRecord[]) : [];
      return found;
    } catch (error) {
      if (ClientError.is(error, 'not_found')) return undefined;
      throw error;
    }
  }
  for await (const page of readController(client, { parts: [writable.part], signal })) {
    if (!('records' in page)) return undefined;
    const found = page.records.find((r) => writable.key(r) === key);
    if (found) return found;
  }
  return undefined;
}

async function pause(ms: number, signal: AbortSignal): Promise<void> {
  await abortablePause(ms, signal);
  stopIfCancelled(signal);
}

/** Keeps asking until the target answers the lookup (or patience runs out). */
async function lookUpWhenBack(
  client: ControllerClient,
  writable: WritablePart,
  payload: TransferRecord,
  options: WriteOptions,
): Promise<TransferRecord | undefined> {
  const until = Date.now() + (options.patienceMs ?? 90_000);
  for (;;) {
    try {
      return await findOnTarget(client, writable, payload, options.signal);
    } catch (error) {
      if (!unsure(error) || Date.now() > until) throw error;
      await pause(500, options.signal);
    }
  }
}

/** Creates the record, or changes the target's `existing` one, once. */
export async function writeRecord(
  client: ControllerClient,
  writable: WritablePart,
  mapped: Pick<MappedRecord, 'payload' | 'variant'>,
  existing: TransferRecord | undefined,
  options: WriteOptions,
): Promise<WriteOutcome> {
  const { payload, variant } = mapped;
  const id = existing ? writable.update(variant) : writable.create(variant);
  // The part table picks the endpoint at run time; the payload was checked against its schema.
  const request = (existing
    ? { params: writable.params(existing), body: payload }
    : { body: payload }) as unknown as RequestOf<EndpointId>;
  for (let attempt = 1; ; attempt++) {
    try {
      // Not cancelled midway: a write sent is let finish and noted (cancel is between records).
      const answer = (await client.call(id, request)) as {
        data?: { uuid?: unknown };
      };
      const uuid = answer.data?.uuid;
      return { kind: 'written', uuid: typeof uuid === 'string' ? uuid : (uuidOf(existing) ?? '') };
    } catch (error) {
      const refused = refusal(error);
      if (refused) return refused;
      if (!unsure(error) || attempt >= 5) throw error;
      // Once the target answers again: a create may have landed, so it is looked for; an
      // update repeats harmlessly.
      const found = await lookUpWhenBack(client, writable, payload, options);
      const uuid = uuidOf(found);
      if (!existing && uuid !== undefined) return { kind: 'written', uuid };
    }
  }
}
