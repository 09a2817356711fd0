/**
 * A transfer's job on its target (docs/decisions.md, "Firmware-era transfer"): under the target's
 * lock, the archive walked once to write (progress in records, cancel between records, each
 * record's outcome in the checkpoint) and once more to verify, the target read back and compared
 * with the source field by field after mapping. The journal gets what was written per part and
 * the verification; the report is kept beside the checkpoint. A target that does not end equal
 * fails the job with the report in its details.
 */
import { AppFailure, type ErrorData } from '../../shared/errors/error-data';
import { type LocalizedText } from '../../shared/words/localized-text';
import { ClientError } from '../client/client-error';
import type { JsonValue } from '../../shared/ipc/journal.schema';
import {
  transferLeftOver,
  type TransferPart,
  type TransferReport,
} from '../../shared/ipc/transfer.schema';
import type { SubJobContext } from '../jobs/job-spec';
import { TransferCheckpoint } from './transfer-checkpoint';
import { transferError } from './transfer-errors';
import type { StoredTransfer, TransferStore } from './transfer-store';
import { walkTransfer, type WalkInput } from './transfer-walk';
import { HISTORY_PARTS } from './transfer-parts';
import { TRANSFER_WORDS } from './transfer.words';

const PROGRESS_EVERY_MS = 250;

export interface TransferRunInput {
  transfer: StoredTransfer;
  store: TransferStore;
  walk: Omit<WalkInput, 'mode' | 'signal' | 'checkpoint' | 'progress'>;
  report: Omit<TransferReport, 'mode' | 'parts' | 'equal'>;
}

/** Records the walks go through: every carried part's source records. */
function carriedTotal(walk: TransferRunInput['walk']): number {
  return Object.entries(walk.source.counts)
    .filter(([part]) => !HISTORY_PARTS.includes(part as (typeof HISTORY_PARTS)[number]))
    .reduce((sum, [, n]) => sum + (n ?? 0), 0);
}

/** Per part: what the transfer did, for the journal. */
function written(parts: TransferPart[]): Record<string, JsonValue> {
  return Object.fromEntries(
    parts
      .filter((p) => p.created + p.updated + p.kept + p.refused > 0)
      .map((p) => [
        p.part,
        { created: p.created, updated: p.updated, kept: p.kept, refused: p.refused },
      ]),
  );
}

export async function runTransfer(
  ctx: SubJobContext,
  input: TransferRunInput,
): Promise<{ result: Record<string, JsonValue> }> {
  try {
    return await writeAndVerify(ctx, input);
  } catch (error) {
    // The checkpoint says what was written; the transfer stays resumable.
    const state = ctx.signal.aborted ? 'cancelled' : 'failed';
    await input.store.save({ ...input.transfer, state, jobId: ctx.jobId, updatedAt: now() });
    // Stopped between two records: said in the transfer's words, how to go on included.
    if (state === 'cancelled' && ClientError.is(error, 'cancelled')) throw new AppFailure(STOPPED);
    throw error;
  }
}

/** "Stop now" on a transfer (docs/decisions.md, "Stopping a job"). */
const STOPPED: ErrorData = {
  code: 'cancelled',
  message: TRANSFER_WORDS.stoppedAfterRecordBeing,
};

async function writeAndVerify(
  ctx: SubJobContext,
  input: TransferRunInput,
): Promise<{ result: Record<string, JsonValue> }> {
  const { transfer, store } = input;
  const checkpoint = await TransferCheckpoint.open(store.checkpointFile(transfer.id));
  const total = Math.max(1, carriedTotal(input.walk) * 2);
  // The runner saves and sends the job at every progress report: a few a second are enough.
  let reportedAt = 0;
  let latest = 0;
  const progress = (done: number) => {
    latest = done;
    const now = Date.now();
    if (now - reportedAt < PROGRESS_EVERY_MS && done < total) return;
    reportedAt = now;
    ctx.progress(done, total);
  };
  await store.save({ ...transfer, state: 'running', jobId: ctx.jobId, updatedAt: now() });
  ctx.progress(0, total);

  const resumed = checkpoint.size > 0;
  ctx.step(resumed ? TRANSFER_WORDS.writingRecordsResumed : TRANSFER_WORDS.writingRecords);
  let applied: TransferPart[];
  try {
    applied = await walkTransfer({
      ...input.walk,
      mode: 'apply',
      signal: ctx.signal,
      checkpoint,
      progress,
    });
  } finally {
    await checkpoint.flush();
    // A stop says how far it got: the last count, not the last one a throttle let through.
    ctx.progress(latest, total);
  }
  await ctx.journal({
    action: 'transfer.written',
    outcome: 'succeeded',
    summary: summary('written', applied),
    after: { transfer: transfer.id, source: transfer.source.label, parts: written(applied) },
  });

  ctx.step(TRANSFER_WORDS.verifyingReadingTargetBack);
  const half = total / 2;
  const verified = await walkTransfer({
    ...input.walk,
    mode: 'verify',
    signal: ctx.signal,
    checkpoint,
    progress: (done) => progress(half + done),
  });
  ctx.progress(total, total);
  const left = transferLeftOver(verified);
  const equal = left.differences === 0 && left.missing === 0;
  const report: TransferReport = { ...input.report, mode: 'verify', parts: verified, equal };
  await store.saveReport(transfer.id, report);
  await ctx.journal({
    action: 'transfer.verified',
    outcome: equal ? 'succeeded' : 'failed',
    summary: summary(equal ? 'equal' : 'unequal', verified),
    after: { transfer: transfer.id, equal, ...left },
  });
  await store.save({
    ...transfer,
    state: equal ? 'succeeded' : 'failed',
    jobId: ctx.jobId,
    updatedAt: now(),
  });
  if (!equal) {
    const error = transferError('transfer_not_equal', left);
    throw new AppFailure({ ...error, details: { ...error.details, report } });
  }
  return { result: { transfer: transfer.id, report } };
}

function now(): string {
  return new Date().toISOString();
}

function summary(kind: 'written' | 'equal' | 'unequal', parts: TransferPart[]): LocalizedText {
  const sum = (pick: (p: TransferPart) => number) => parts.reduce((n, p) => n + pick(p), 0);
  if (kind === 'written') {
    const created = sum((p) => p.created);
    const updated = sum((p) => p.updated);
    const refused = sum((p) => p.refused);
    return TRANSFER_WORDS.writtenNewChangedRefused(created, updated, refused);
  }
  const compared = sum((p) => (p.notCarried ? 0 : p.identical));
  return kind === 'equal'
    ? TRANSFER_WORDS.verifiedTargetHoldsAll(compared)
    : TRANSFER_WORDS.verificationFoundDifferencesSee;
}
