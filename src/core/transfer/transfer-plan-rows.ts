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

const NOTED_SAMPLES = 3;

function after(p: TransferPart, onConflict: TransferConflictChoice): LocalizedText {
  if (p.notCarried) return { en: 'not carried', ru: 'не переносится' };
  const conflict =
    p.different === 0
      ? undefined
      : onConflict === 'overwrite'
        ? { en: `${p.different} overwritten`, ru: `перезаписать ${p.different}` }
        : onConflict === 'keep'
          ? { en: `${p.different} kept as they are`, ru: `оставить ${p.different} как есть` }
          : { en: `${p.different} stop the transfer`, ru: `${p.different} остановят перенос` };
  const parts = [
    { en: `${p.create} new`, ru: `новых ${p.create}` },
    ...(conflict ? [conflict] : []),
    ...(p.invalid > 0 ? [{ en: `${p.invalid} invalid`, ru: `недопустимых ${p.invalid}` }] : []),
  ];
  return { en: parts.map((x) => x.en).join(', '), ru: parts.map((x) => x.ru).join(', ') };
}

function warning(p: TransferPart): LocalizedText | undefined {
  const lines: LocalizedText[] = [];
  if (p.notCarried) lines.push(p.notCarried);
  const dropped = Object.entries(p.dropped);
  if (dropped.length > 0) {
    const list = dropped.map(([field, n]) => `${field} (${n})`).join(', ');
    lines.push({
      en: `Not carried, the target's staff set has no place for: ${list}.`,
      ru: `Не переносится, в наборе полей целевого контроллера нет места для: ${list}.`,
    });
  }
  const defaulted = Object.entries(p.defaulted);
  if (defaulted.length > 0) {
    const list = defaulted.map(([field, n]) => `${field} (${n})`).join(', ');
    lines.push({
      en: `Filled with the value you gave: ${list}.`,
      ru: `Заполнено указанным вами значением: ${list}.`,
    });
  }
  if (p.invalid > 0) {
    const first = p.samples.find((s) => s.kind === 'invalid');
    lines.push({
      en: `${p.invalid} the target would refuse${first ? `, e.g. "${first.label}": ${first.rule}` : ''}.`,
      ru: `${p.invalid} целевой контроллер не примет${first ? `, например «${first.label}»: ${first.rule}` : ''}.`,
    });
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
        now: {
          en: `${p.source} in the source; the target has ${p.identical} identical, ${p.different} different`,
          ru: `в источнике ${p.source}; у цели одинаковых ${p.identical}, отличающихся ${p.different}`,
        },
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
      notes.push({
        en: `${words.en} "${sample.label}" differs: ${fields}`,
        ru: `${words.ru} «${sample.label}» отличается: ${fields}`,
      });
    }
  }
  return notes;
}
