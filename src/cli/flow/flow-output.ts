/**
 * How a flow reads on a terminal: the plan as a table (controller, field, now, after), a form's
 * problems at their fields, and a job's result per controller (its progress: follow-job.ts).
 */
import type { FlowStep } from '../../shared/ipc/flow.schema';
import type { Job } from '../../shared/ipc/job.schema';
import type { JsonValue } from '../../shared/ipc/journal.schema';
import { renderTable } from '../output/table';
import { valueWords } from '../output/words';

type Print = (text: string) => void;

export function printPlan(plan: Extract<FlowStep, { kind: 'plan' }>, out: Print): void {
  out(`${plan.title.en}\n\n`);
  if (plan.rows.length > 0) {
    const rows = plan.rows.map((row) => [
      row.controllerLabel,
      row.fieldLabel.en,
      show(row.now),
      show(row.after),
      [row.cutsOff ? 'CUTS OFF THIS LAPTOP' : '', row.warning?.en ?? ''].filter(Boolean).join(' '),
    ]);
    out(renderTable(['Controller', 'Field', 'Now', 'After', ''], rows));
  } else {
    out('Nothing to change.\n');
  }
  for (const note of plan.notes) out(`${note.en}\n`);
  out('\n');
}

export function printFormProblems(form: Extract<FlowStep, { kind: 'form' }>, err: Print): void {
  for (const [name, text] of Object.entries(form.errors)) {
    const field = form.fields.find((f) => f.name === name);
    err(`${field ? field.label.en : form.title.en}: ${text.en}\n`);
  }
}

/** A controller's result as a word (docs/decisions.md, "Stopping a job"). */
const RESULT_WORDS: Partial<Record<Job['state'], string>> = {
  succeeded: 'done',
  failed: 'failed',
  cancelled: 'stopped',
  not_started: 'not started',
  interrupted: 'interrupted',
};

/** Each controller's result and what came of it (never the step it was at, once it ended). */
export function printJobResult(job: Job, out: Print): void {
  const rows = job.controllers.map((c) => [
    c.label,
    RESULT_WORDS[c.state] ?? c.state,
    c.outcome?.en ?? c.error?.message.en ?? c.step?.en ?? '',
  ]);
  out(renderTable(['Controller', 'Result', 'Detail'], rows));
  if (job.summary) out(`\n${job.summary.en}\n`);
}

/**
 * A plan value in words: its English when it carries both languages, a switch as on/off, a list
 * joined, a record as its fields (docs/decisions.md, "CLI tables fit the terminal").
 */
function show(value: JsonValue): string {
  if (value === null) return '-';
  if (typeof value === 'object' && !Array.isArray(value)) {
    if (typeof value.en === 'string') return value.en;
    return Object.entries(value)
      .map(([key, field]) => `${key}: ${show(field ?? null)}`)
      .join(', ');
  }
  if (Array.isArray(value)) return value.map(show).join(', ');
  return valueWords(value);
}
