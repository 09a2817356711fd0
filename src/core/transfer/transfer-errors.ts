/**
 * What can stop a transfer (docs/decisions.md, "Firmware-era transfer"), as data: a code,
 * English and Russian words that say what happened and what to do, and the details behind them.
 */
import type { ErrorData } from '../../shared/errors/error-data';
import type { LocalizedText } from '../../shared/words/localized-text';

interface TransferErrorDetails {
  transfer_conflict: { part: string; record: string };
  transfer_no_resume: { target: string };
  transfer_not_equal: { differences: number; missing: number };
}

export type TransferErrorCode = keyof TransferErrorDetails;

const MESSAGES: {
  [C in TransferErrorCode]: (d: TransferErrorDetails[C]) => LocalizedText;
} = {
  transfer_conflict: (d) => ({
    en: `Stopped at ${d.part} "${d.record}": the target holds it otherwise, and conflicts were to stop the transfer. What was written before is in the journal; choose keep or overwrite and resume.`,
    ru: `Остановлено на ${d.part} «${d.record}»: на целевом контроллере запись другая, а при расхождениях перенос должен останавливаться. Записанное ранее — в журнале; выберите «оставить» или «перезаписать» и продолжите.`,
  }),
  transfer_no_resume: (d) => ({
    en: `No unfinished transfer to ${d.target} on this site. Start one without --resume.`,
    ru: `На этом объекте нет незавершённого переноса на ${d.target}. Запустите перенос без --resume.`,
  }),
  transfer_not_equal: (d) => ({
    en: `After the transfer the target differs from the source: ${d.differences} record(s) differ, ${d.missing} missing. See the verification; run the transfer again to finish it.`,
    ru: `После переноса целевой контроллер отличается от источника: различаются записей: ${d.differences}, отсутствуют: ${d.missing}. См. проверку; запустите перенос ещё раз, чтобы завершить.`,
  }),
};

export function transferError<C extends TransferErrorCode>(
  code: C,
  details: TransferErrorDetails[C],
): ErrorData {
  return { code, message: MESSAGES[code](details), details: { ...details } };
}
