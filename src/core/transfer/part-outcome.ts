/**
 * A part's tallies as a transfer walks it (transfer.schema.ts `transferPart`), with the records
 * worth showing capped, so a part of 10,000 differences still makes a report a person can read.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { TransferPart, TransferSample } from '../../shared/ipc/transfer.schema';

export const MAX_SAMPLES_PER_PART = 20;

export function emptyPart(part: string): TransferPart {
  return {
    part,
    source: 0,
    create: 0,
    identical: 0,
    different: 0,
    invalid: 0,
    created: 0,
    updated: 0,
    kept: 0,
    refused: 0,
    dropped: {},
    defaulted: {},
    notes: [],
    samples: [],
  };
}

export function addSample(outcome: TransferPart, sample: TransferSample): void {
  if (outcome.samples.length < MAX_SAMPLES_PER_PART) outcome.samples.push(sample);
}

export function countFields(into: Record<string, number>, fields: readonly string[]): void {
  for (const field of fields) into[field] = (into[field] ?? 0) + 1;
}

export function addNote(outcome: TransferPart, note: LocalizedText): void {
  if (!outcome.notes.some((n) => n.en === note.en)) outcome.notes.push(note);
}
