/**
 * What can stop a transfer (docs/decisions.md, "Firmware-era transfer"), as data: a code,
 * English and Russian words that say what happened and what to do, and the details behind them.
 */
import type { ErrorData } from '../../shared/errors/error-data';
import type { LocalizedText } from '../../shared/words/localized-text';
import { TRANSFER_WORDS } from './transfer.words';

interface TransferErrorDetails {
  transfer_conflict: { part: string; record: string };
  transfer_no_resume: { target: string };
  transfer_not_equal: { differences: number; missing: number };
}

export type TransferErrorCode = keyof TransferErrorDetails;

const MESSAGES: {
  [C in TransferErrorCode]: (d: TransferErrorDetails[C]) => LocalizedText;
} = {
  transfer_conflict: (d) => TRANSFER_WORDS.stoppedTargetHoldsOtherwise(d.part, d.record),
  transfer_no_resume: (d) => TRANSFER_WORDS.noUnfinishedTransferOn(d.target),
  transfer_not_equal: (d) => TRANSFER_WORDS.afterTransferTargetDiffers(d.differences, d.missing),
};

export function transferError<C extends TransferErrorCode>(
  code: C,
  details: TransferErrorDetails[C],
): ErrorData {
  return { code, message: MESSAGES[code](details), details: { ...details } };
}
