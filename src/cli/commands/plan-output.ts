/**
 * A site diff on a terminal (`turnkey plan`, `apply`): per controller its sections, each field
 * now -> after, a section with nothing to change said so, a controller missing or unreadable
 * with why; the cluster last; then one closing line (docs/site-plans.md).
 */
import type { JsonValue } from '../../shared/ipc/journal.schema';
import type { PlanChange, SiteDiff } from '../../shared/plans/site-diff.schema';
import { SECTION_LABELS } from '../../core/plans/controller-diff';
import { renderTable } from '../output/table';

type Print = (text: string) => void;

const show = (value: JsonValue): string =>
  value === null ? '-' : typeof value === 'string' ? value : JSON.stringify(value);

/** A record's name as it is; a setting of the time or network section by its label. */
function fieldName(
  section: SiteDiff['controllers'][number]['sections'][number]['section'],
  change: PlanChange,
): string {
  return section === 'time' || section === 'network' ? change.fieldLabel.en : change.field;
}

export function printDiff(diff: SiteDiff, out: Print): void {
  const rows: string[][] = [];
  for (const c of diff.controllers) {
    if (c.state === 'missing' || c.state === 'unreadable') {
      rows.push([
        c.serial,
        c.state === 'missing' ? 'MISSING' : 'UNREADABLE',
        '',
        '',
        c.problem?.en ?? '',
      ]);
      continue;
    }
    if (c.state === 'unchanged') {
      const sections = c.sections.map((s) => SECTION_LABELS[s.section].en.toLowerCase());
      rows.push([c.serial, '', '', '', `nothing to change (${sections.join(', ')})`]);
      continue;
    }
    for (const s of c.sections) {
      if (s.changes.length === 0) {
        rows.push([c.serial, SECTION_LABELS[s.section].en, '', '', 'nothing to change']);
        continue;
      }
      for (const change of s.changes)
        rows.push([
          c.serial,
          SECTION_LABELS[s.section].en,
          fieldName(s.section, change),
          `${show(change.now)} -> ${show(change.after)}`,
          '',
        ]);
    }
  }
  if (diff.vpn) {
    if (diff.vpn.changes.length === 0)
      rows.push([diff.vpn.master, SECTION_LABELS.vpn.en, '', '', 'nothing to change']);
    for (const change of diff.vpn.changes)
      rows.push([
        diff.vpn.master,
        change.fieldLabel.en,
        change.field,
        `${show(change.now)} -> ${show(change.after)}`,
        '',
      ]);
  }
  out(renderTable(['Controller', 'Section', 'Field', 'Now -> after', ''], rows));
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
