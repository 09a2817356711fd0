/**
 * The one walk behind the dry run, the transfer and its verification (docs/decisions.md,
 * "Firmware-era transfer"): part by part in dependency order, the target's part read and keyed,
 * the source's records streamed page by page, each mapped for the target, checked against the
 * contract's rules and paired with the target's twin. A dry run stops there; a transfer writes
 * what is new (and what differs, when told to overwrite) a few records at a time, noting each in
 * the checkpoint; a verification expects every carried record to be there as the source had it.
 */
import type { ApiVersion, StaffFieldSet } from '../../shared/api';
import { AppFailure } from '../../shared/errors/error-data';
import type { TransferConflictChoice, TransferPart } from '../../shared/ipc/transfer.schema';
import { stopIfCancelled } from './cancel';
import type { ControllerClient } from '../client/controller-client';
import type { ControllerPart, PartPage } from './controller-reading';
import { IdMap } from './id-map';
import { PartStream } from './part-stream';
import { addSample, countFields, emptyPart } from './part-outcome';
import { mapRecord, type MappingContext } from './record-mapping';
import { classify, recordLabel } from './record-classification';
import { writeRecord } from './record-writer';
import { indexTarget, targetUuid } from './target-index';
import type { TransferCheckpoint } from './transfer-checkpoint';
import { transferError } from './transfer-errors';
import { partNotes, skipReason } from './transfer-notes';
import { HISTORY_PARTS, WRITABLE_PARTS, type WritablePart } from './transfer-parts';
import { TRANSFER_WORDS } from './transfer.words';

export type WalkMode = 'plan' | 'apply' | 'verify';

export interface WalkSource {
  pages(parts: readonly ControllerPart[]): AsyncIterable<PartPage>;
  /** Records per part and the parts the source lacks, as its manifest says. */
  counts: Partial<Record<ControllerPart, number>>;
  missing: ReadonlySet<ControllerPart>;
}

export interface WalkTarget {
  client: ControllerClient;
  version: ApiVersion;
  fieldSet: StaffFieldSet;
  /** The login the transfer is logged in with: that account is never changed. */
  login?: string;
}

export interface WalkInput {
  mode: WalkMode;
  source: WalkSource;
  target: WalkTarget;
  mapping: Omit<MappingContext, 'ids' | 'targetControllerUuid' | 'targetFieldSet'>;
  onConflict: TransferConflictChoice;
  signal: AbortSignal;
  /** Apply: where each written record is noted. Verify: what the transfer kept on purpose. */
  checkpoint?: TransferCheckpoint;
  /** Records walked so far (all parts), for the job's progress. */
  progress?: (done: number) => void;
  /** Writes in flight at once (apply). */
  concurrency?: number;
}

export const DEFAULT_WRITE_CONCURRENCY = 8;

/** Walks every part; answers each part's tallies, history last. */
export async function walkTransfer(input: WalkInput): Promise<TransferPart[]> {
  const ids = new IdMap();
  const parts: TransferPart[] = [];
  const walked = { done: 0 };
  let controllerUuid: string | undefined;
  const carried = WRITABLE_PARTS.filter(
    (w) => !skipReason(w, input.source.missing, input.target.version, input.mapping),
  ).map((w) => w.part);
  const stream = new PartStream(input.source.pages(carried), input.source.counts);
  try {
    for (const writable of WRITABLE_PARTS) {
      stopIfCancelled(input.signal);
      const outcome = emptyPart(writable.part);
      parts.push(outcome);
      outcome.source = input.source.counts[writable.part] ?? 0;
      const reason = skipReason(
        writable,
        input.source.missing,
        input.target.version,
        input.mapping,
      );
      if (reason) {
        outcome.notCarried = reason;
        walked.done += outcome.source;
        input.progress?.(walked.done);
        continue;
      }
      const index = await indexTarget(input.target.client, writable, input.signal);
      if (writable.part === 'access_points') {
        controllerUuid = [...index.records.values()]
          .map((r) => r['controller_uuid'])
          .find((u): u is string => typeof u === 'string');
      }
      const context: MappingContext = {
        ...input.mapping,
        ids,
        targetFieldSet: input.target.fieldSet,
        ...(controllerUuid ? { targetControllerUuid: controllerUuid } : {}),
      };
      await walkPart(input, writable, outcome, index.records, context, walked, stream);
      for (const note of partNotes(writable, outcome, context, input.target.login)) {
        if (!outcome.notes.some((n) => n.en === note.en)) outcome.notes.push(note);
      }
    }
  } finally {
    await stream.close();
  }
  for (const part of HISTORY_PARTS) {
    const outcome = emptyPart(part);
    outcome.source = input.source.counts[part] ?? 0;
    outcome.notCarried = TRANSFER_WORDS.eventHistoryKeptBackup;
    parts.push(outcome);
  }
  return parts;
}

async function walkPart(
  input: WalkInput,
  writable: WritablePart,
  outcome: TransferPart,
  index: Map<string, Record<string, unknown>>,
  context: MappingContext,
  walked: { done: number },
  stream: PartStream,
): Promise<void> {
  const seen = new Set<string>();
  const limit = input.mode === 'apply' ? (input.concurrency ?? DEFAULT_WRITE_CONCURRENCY) : 1;
  for await (const page of stream.part(writable.part)) {
    if (!('records' in page)) break;
    const queue = [...page.records];
    const worker = async () => {
      for (let record = queue.shift(); record; record = queue.shift()) {
        await walkRecord(input, writable, outcome, index, context, seen, record);
        walked.done++;
        input.progress?.(walked.done);
      }
    };
    // Every record in flight is let finish (and noted) before a failure or a cancel ends the walk.
    const settled = await Promise.allSettled(
      Array.from({ length: Math.min(limit, queue.length) }, worker),
    );
    const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

async function walkRecord(
  input: WalkInput,
  writable: WritablePart,
  outcome: TransferPart,
  index: Map<string, Record<string, unknown>>,
  context: MappingContext,
  seen: Set<string>,
  record: Record<string, unknown>,
): Promise<void> {
  stopIfCancelled(input.signal);
  const part = writable.part;
  const mapped = mapRecord(writable, record, context);
  const { payload, key } = mapped;
  const label = recordLabel(payload, key);
  countFields(outcome.dropped, mapped.dropped);
  countFields(outcome.defaulted, mapped.defaulted);
  if (part === 'auth_users' && key === input.target.login) {
    outcome.kept++;
    return;
  }
  const sourceUuid = typeof record['uuid'] === 'string' ? record['uuid'] : undefined;
  const existing = index.get(key);
  const verdict = seen.has(key)
    ? ({ kind: 'invalid', rule: `${key}: another record of the source has the same key` } as const)
    : classify(writable, mapped, existing, context.targetFieldSet);
  seen.add(key);
  const existingUuid = targetUuid(existing);
  if (existing && existingUuid && sourceUuid) context.ids.set(part, sourceUuid, existingUuid);
  const done = input.checkpoint?.get(part, key);

  switch (verdict.kind) {
    case 'invalid':
      outcome.invalid++;
      addSample(outcome, { kind: 'invalid', key, label, rule: verdict.rule });
      return;
    case 'identical':
      outcome.identical++;
      // Written by this transfer before it was stopped: counted as what it did.
      if (done?.action === 'created') outcome.created++;
      if (done?.action === 'updated') outcome.updated++;
      return;
    case 'different':
      outcome.different++;
      if (input.mode === 'verify' && done?.action === 'kept') {
        outcome.kept++;
        return;
      }
      addSample(outcome, { kind: 'different', key, label, fields: verdict.fields });
      if (input.mode !== 'apply') return;
      if (input.onConflict === 'keep') {
        outcome.kept++;
        if (done?.action !== 'kept') await input.checkpoint?.record({ part, key, action: 'kept' });
        return;
      }
      if (input.onConflict === 'stop') {
        throw new AppFailure(transferError('transfer_conflict', { part, record: label }));
      }
      break;
    case 'create':
      if (input.mode === 'verify' && done?.action === 'refused') {
        // Refused by the target when written: accounted for, with its rule, not missing.
        outcome.refused++;
        addSample(outcome, { kind: 'refused', key, label, rule: done.rule ?? '' });
        return;
      }
      outcome.create++;
      if (input.mode === 'verify') {
        addSample(outcome, { kind: 'missing', key, label });
        return;
      }
      if (input.mode !== 'apply') return;
      break;
  }

  const written = await writeRecord(input.target.client, writable, mapped, existing, {
    signal: input.signal,
  });
  if (written.kind === 'refused') {
    outcome.refused++;
    const rule =
      written.field && !written.message.startsWith(written.field)
        ? `${written.field}: ${written.message}`
        : written.message;
    addSample(outcome, { kind: 'refused', key, label, rule });
    await input.checkpoint?.record({ part, key, action: 'refused', rule });
    return;
  }
  if (sourceUuid && written.uuid) context.ids.set(part, sourceUuid, written.uuid);
  if (existing) outcome.updated++;
  else outcome.created++;
  await input.checkpoint?.record({
    part,
    key,
    action: existing ? 'updated' : 'created',
    ...(written.uuid ? { target: written.uuid } : {}),
  });
}
