/**
 * A transfer's report on the terminal (transfer.schema.ts `TransferReport`): one row per part
 * with what the source holds and what became of it, then the reasons parts stay behind, the
 * fields the target's staff set cannot hold, and the first records that differ, were refused or
 * are missing, each with its fields or its rule.
 */
import type { TransferPart, TransferReport } from '../../shared/ipc/transfer.schema';
import { renderTable } from '../output/table';

type Print = (text: string) => void;

const SAMPLES_SHOWN = 5;

function row(p: TransferPart, applied: boolean): string[] {
  const base = [p.part, String(p.source)];
  if (p.notCarried) return [...base, 'not carried'];
  const counts = [`${p.create} new`, `${p.identical} same`, `${p.different} different`];
  if (p.invalid > 0) counts.push(`${p.invalid} invalid`);
  if (applied) {
    counts.push(`written ${p.created}`, `changed ${p.updated}`);
    if (p.kept > 0) counts.push(`kept ${p.kept}`);
    if (p.refused > 0) counts.push(`refused ${p.refused}`);
  }
  return [...base, counts.join(', ')];
}

export function printTransferReport(report: TransferReport, out: Print): void {
  const applied = report.mode !== 'plan';
  out(
    `From ${report.source.label} (${report.source.firmware}, ${report.source.fieldSet} staff set)` +
      ` to ${report.target.label} (${report.target.firmware}, ${report.target.fieldSet})` +
      `${report.source.archive ? `\nSnapshot: ${report.source.archive}` : ''}\n\n`,
  );
  const shown = report.parts.filter((p) => p.source > 0 || !p.notCarried);
  out(
    renderTable(
      ['Part', 'Source', 'Target'],
      shown.map((p) => row(p, applied)),
    ),
  );
  for (const p of report.parts) {
    const lines: string[] = [];
    if (p.notCarried && p.source > 0) lines.push(p.notCarried.en);
    const dropped = Object.entries(p.dropped);
    if (dropped.length > 0)
      lines.push(`not carried fields: ${dropped.map(([f, n]) => `${f} (${n})`).join(', ')}`);
    for (const note of p.notes) lines.push(note.en);
    for (const s of p.samples.slice(0, SAMPLES_SHOWN)) {
      const fields = (s.fields ?? [])
        .map((f) => `${f.field}: ${f.target ?? '-'} -> ${f.source ?? '-'}`)
        .join('; ');
      lines.push(
        `${s.kind} "${s.label}"${s.rule ? `: ${s.rule}` : ''}${fields ? `: ${fields}` : ''}`,
      );
    }
    if (p.samples.length > SAMPLES_SHOWN)
      lines.push(`... and ${p.samples.length - SAMPLES_SHOWN} more shown in --json`);
    if (lines.length > 0) out(`\n${p.part}:\n${lines.map((l) => `  ${l}`).join('\n')}\n`);
  }
  if (report.equal !== undefined) {
    out(
      report.equal
        ? '\nVerified: the target holds every carried record as the source had it.\n'
        : '\nVerification found differences (above).\n',
    );
  }
}
