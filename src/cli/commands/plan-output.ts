/**
 * A site diff on a terminal (`turnkey plan`, `apply`): per controller only the fields that
 * change, now -> after, and how many planned fields already match folded into one line; a
 * controller with nothing to change said so, one missing or unreadable with why; the cluster
 * last; then one closing line (docs/site-plans.md, docs/decisions.md "CLI tables fit the
 * terminal").
 */
import type { JsonValue } from '../../shared/ipc/journal.schema';
import type { ControllerDiff, PlanChange, SiteDiff } from '../../shared/plans/site-diff.schema';
import { SECTION_LABELS } from '../../core/plans/controller-diff';
import { MASTER_UNREADABLE } from '../../core/plans/plan-value-words';
import { controllerFieldDiff } from '../../core/plans/plan-field-changes';
import { renderTable } from '../output/table';
import type { DiffDetail } from './plan-titles';

type Print = (text: string) => void;

const show = (value: JsonValue): string =>
  value === null ? '-' : typeof value === 'string' ? value : JSON.stringify(value);

const folded = (n: number): string => `and ${n} unchanged`;

/** A record's name as it is; a setting of the time or network section by its label. */
function fieldName(section: ControllerDiff['sections'][number]['section'], change: PlanChange) {
  return section === 'time' || section === 'network' ? change.fieldLabel.en : change.field;
}

/** The diff's own rows of a controller, where it was not read field by field. */
function diffRows(c: ControllerDiff): string[][] {
  return c.sections.flatMap((s) =>
    s.changes.map((change) => [
      c.serial,
      SECTION_LABELS[s.section].en,
      fieldName(s.section, change),
      `${show(change.now)} -> ${show(change.after)}`,
    ]),
  );
}

function controllerRows(c: ControllerDiff, detail: DiffDetail | undefined): string[][] {
  if (c.state === 'missing' || c.state === 'unreadable')
    return [[c.serial, c.state === 'missing' ? 'MISSING' : 'UNREADABLE', '', c.problem?.en ?? '']];
  if (c.state === 'unchanged') {
    const sections = c.sections.map((s) => SECTION_LABELS[s.section].en.toLowerCase());
    return [[c.serial, '', '', `nothing to change (${sections.join(', ')})`]];
  }
  const target = detail?.targets.find((t) => t.serial === c.serial);
  if (!target?.state) return diffRows(c);
  const fields = controllerFieldDiff(
    target.planned,
    target.state,
    c.sections,
    detail?.titles.get(c.serial),
  );
  const rows = fields.changes.map((f) => [
    c.serial,
    SECTION_LABELS[f.section].en,
    f.label.en,
    `${f.now?.en ?? '-'} -> ${f.after.en}`,
  ]);
  if (fields.unchanged > 0) rows.push([c.serial, '', folded(fields.unchanged), '']);
  return rows;
}

function vpnRows(vpn: NonNullable<SiteDiff['vpn']>, detail: DiffDetail | undefined): string[][] {
  const rows = vpn.changes.map((change) => [
    vpn.master,
    change.fieldLabel.en,
    change.field,
    `${show(change.now)} -> ${show(change.after)}`,
  ]);
  // The master's sharing and each planned member.
  const unread = vpn.changes.some((c) => c.now === MASTER_UNREADABLE.en);
  const planned = detail?.vpn && !unread ? 1 + detail.vpn.members.length : vpn.changes.length;
  const unchanged = planned - vpn.changes.length;
  if (vpn.changes.length === 0)
    rows.push([vpn.master, SECTION_LABELS.vpn.en, '', 'nothing to change']);
  else if (unchanged > 0) rows.push([vpn.master, SECTION_LABELS.vpn.en, folded(unchanged), '']);
  return rows;
}

/** Prints the diff; with `detail` (the targets read), field by field with the rest folded. */
export function printDiff(diff: SiteDiff, out: Print, detail?: DiffDetail): void {
  const rows = diff.controllers.flatMap((c) => controllerRows(c, detail));
  if (diff.vpn) rows.push(...vpnRows(diff.vpn, detail));
  out(renderTable(['Controller', 'Section', 'Field', 'Now -> after'], rows));
  out(`\n${summaryLine(diff)}\n`);
}

export function summaryLine(diff: SiteDiff): string {
  const unreadable = diff.controllers.filter((c) => c.state === 'unreadable').length;
  const changing = diff.controllers.filter((c) => c.state === 'changes').length;
  const parts = [
    diff.changes === 0
      ? 'Nothing to change: the site matches the plan.'
      : `${diff.changes} change${diff.changes === 1 ? '' : 's'} on ${changing} controller${changing === 1 ? '' : 's'}${diff.vpn?.changes.length ? ' and the VPN cluster' : ''}.`,
    diff.missing > 0 ? `${diff.missing} planned controller(s) missing on site.` : '',
    unreadable > 0 ? `${unreadable} controller(s) could not be read.` : '',
  ];
  return parts.filter(Boolean).join(' ');
}
