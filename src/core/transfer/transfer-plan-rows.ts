/**
 * A dry run as the engine's plan (docs/decisions.md, "Firmware-era transfer: dry run"): one row
 * per part, now (what the target holds of it) -> after (what the transfer will do), with a
 * warning beside a part that has records the target refuses, records it holds otherwise, fields
 * it cannot take or a reason it is not carried; the first records of each kind in the notes.
 */
import type { PlanRow } from '../../shared/ipc/flow.schema';
import type { ControllerPart } from './controller-reading';
import type { LocalizedText } from '../../shared/words/localized-text';
import type {
  TransferConflictChoice,
  TransferPart,
  TransferReport,
} from '../../shared/ipc/transfer.schema';
import { PART_WORDS } from './backup/part-words';
import { TRANSFER_WORDS } from './transfer.words';

const NOTED_SAMPLES = 3;

function after(p: TransferPart, onConflict: TransferConflictChoice): LocalizedText {
  if (p.notCarried) return TRANSFER_WORDS.notCarried;
  const conflict =
    p.different === 0
      ? undefined
      : onConflict === 'overwrite'
        ? TRANSFER_WORDS.overwrittenCount(p.different)
        : onConflict === 'keep'
          ? TRANSFER_WORDS.keptCount(p.different)
          : TRANSFER_WORDS.stopCount(p.different);
  const parts = [
    TRANSFER_WORDS.newCount(p.create),
    ...(conflict ? [conflict] : []),
    ...(p.invalid > 0 ? [TRANSFER_WORDS.invalidCount(p.invalid)] : []),
  ];
  return { en: parts.map((x) => x.en).join(', '), ru: parts.map((x) => x.ru).join(', ') };
}

function warning(p: TransferPart): LocalizedText | undefined {
  const lines: LocalizedText[] = [];
  if (p.notCarried) lines.push(p.notCarried);
  const dropped = Object.entries(p.dropped);
  if (dropped.length > 0) {
    const list = dropped.map(([field, n]) => `${field} (${n})`).join(', ');
    lines.push(TRANSFER_WORDS.notCarriedTargetsStaff(list));
  }
  const defaulted = Object.entries(p.defaulted);
  if (defaulted.length > 0) {
    const list = defaulted.map(([field, n]) => `${field} (${n})`).join(', ');
    lines.push(TRANSFER_WORDS.filledValueYouGave(list));
  }
  if (p.invalid > 0) {
    const first = p.samples.find((s) => s.kind === 'invalid');
    lines.push(TRANSFER_WORDS.targetWouldRefuse(p.invalid, first));
  }
  lines.push(...p.notes);
  if (lines.length === 0) return undefined;
  return { en: lines.map((l) => l.en).join(' '), ru: lines.map((l) => l.ru).join(' ') };
}

export function transferPlanRows(
  report: TransferReport,
  target: { controllerId: string; label: string },
): PlanRow[] {
  return report.parts
    .filter((p) => p.source > 0)
    .map((p) => {
      const warn = warning(p);
      return {
        controllerId: target.controllerId,
        controllerLabel: target.label,
        field: p.part,
        fieldLabel: PART_WORDS[p.part as ControllerPart] ?? { en: p.part, ru: p.part },
        now: TRANSFER_WORDS.sourceTargetHasIdentical(p.source, p.identical, p.different),
        after: after(p, report.onConflict),
        ...(warn ? { warning: warn } : {}),
      };
    });
}

/** The first differences of each part, in words, for the plan's notes. */
export function transferPlanNotes(report: TransferReport): LocalizedText[] {
  const notes: LocalizedText[] = [];
  for (const p of report.parts) {
    const words = PART_WORDS[p.part as ControllerPart] ?? { en: p.part, ru: p.part };
    for (const sample of p.samples.filter((s) => s.kind === 'different').slice(0, NOTED_SAMPLES)) {
      const fields = (sample.fields ?? [])
        .map((f) => `${f.field}: ${f.target ?? '—'} → ${f.source ?? '—'}`)
        .join('; ');
      notes.push(TRANSFER_WORDS.differs(words, sample.label, fields));
    }
  }
  return notes;
}
