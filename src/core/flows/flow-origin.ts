/**
 * What a job keeps of the wizard run that started it (docs/decisions.md, "Retry what failed"):
 * the flow type, its subject and each form as answered, in values (to answer it again) and in
 * words (to show), passwords left out. Whether the wizard can be run again on some of its
 * controllers is said here too, from the list of such wizards.
 */
import type { FormField } from '../../shared/ipc/flow.schema';
import type { LocalizedText } from '../../shared/words/localized-text';
import type { JobFlow, JobFlowForm } from '../../shared/ipc/job.schema';
import type { JsonValue } from '../../shared/ipc/journal.schema';
import type { FormResult } from './flow-definition';
import { formFields, secretFieldNames } from './form-fields';
import { FLOWS_WORDS } from './flows.words';

/**
 * Wizards whose controllers are each changed on their own by the same form, so running them on
 * some of the controllers means the same for those. Not here: a cluster's wizards (the first
 * controller is the master), a copy (the first is the source), a transfer or a backup (a file
 * or a source chosen beside the form), and the watches and searches that change nothing.
 */
export const RETRIABLE_FLOWS: ReadonlySet<string> = new Set([
  'password',
  'network',
  'time',
  'migration',
  'access-point',
  'access-point-state',
  'access-point-delete',
  'automation',
  'automation-delete',
]);

/** A form as the run answered it. */
export interface AnsweredForm {
  result: FormResult;
  values: Record<string, JsonValue>;
}

export function jobFlow(type: string, subject: string | undefined, forms: AnsweredForm[]): JobFlow {
  return {
    type,
    ...(subject !== undefined ? { subject } : {}),
    forms: forms.map(keptForm),
    retriable: RETRIABLE_FLOWS.has(type),
  };
}

function keptForm({ result, values }: AnsweredForm): JobFlowForm {
  const fields = formFields(result.schema);
  const secrets = [...secretFieldNames(fields)];
  const kept = Object.fromEntries(Object.entries(values).filter(([n]) => !secrets.includes(n)));
  const words = fields
    .filter((field) => field.kind !== 'password' && shown(field, kept))
    .map((field) => ({ label: field.label, value: valueWords(field, kept[field.name]) }));
  return {
    stepId: result.stepId,
    title: result.title,
    values: kept,
    words,
    ...(secrets.length > 0 ? { secrets } : {}),
  };
}

/** A field hidden by its `showWhen` was not part of the answer. */
function shown(field: FormField, values: Record<string, JsonValue>): boolean {
  if (!field.showWhen) return true;
  return Object.entries(field.showWhen).every(([other, allowed]) => {
    const value = values[other];
    return (typeof value === 'string' || typeof value === 'boolean') && allowed.includes(value);
  });
}

const DASH: LocalizedText = { en: '—', ru: '—' };

/** A value as the form showed it: an option's label, yes or no, the text typed. */
function valueWords(field: FormField, value: JsonValue | undefined): LocalizedText {
  if (value === undefined || value === null || value === '') return DASH;
  const option = (v: JsonValue): LocalizedText => {
    const found = field.options?.find((o) => o.value === v);
    const text = typeof v === 'object' ? JSON.stringify(v) : String(v);
    return found?.label ?? { en: text, ru: text };
  };
  if (Array.isArray(value)) {
    if (value.length === 0) return DASH;
    const labels = value.map(option);
    return { en: labels.map((l) => l.en).join(', '), ru: labels.map((l) => l.ru).join(', ') };
  }
  if (typeof value === 'boolean') return value ? FLOWS_WORDS.yes : FLOWS_WORDS.no;
  if (field.options) return option(value);
  if (typeof value === 'object') return { en: JSON.stringify(value), ru: JSON.stringify(value) };
  return { en: String(value), ru: String(value) };
}
