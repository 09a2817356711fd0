/**
 * A form's answer from `--set FIELD=VALUE` pairs typed on the command line, read by the form's
 * own fields once the wizard shows it (`turnkey wizard run`): a yes/no field takes yes/no,
 * on/off or true/false, a number field a number, a multiple choice a comma-separated list, a
 * password field never a typed value (shell history keeps it) but its environment variable or a
 * prompt. What the values must be beyond their kind stays the form's schema's: the flow answers
 * with errors at its fields and run-flow prints them.
 */
import type { FlowStep, FormField } from '../../shared/ipc/flow.schema';
import { ControllerUsageError } from '../controller/controller-usage';
import type { FormAnswer } from './run-flow';

type FormStep = Extract<FlowStep, { kind: 'form' }>;

export type TypedAnswerCode = 'set_malformed' | 'set_repeated' | 'set_unknown' | 'set_value';

export class TypedAnswerError extends ControllerUsageError<TypedAnswerCode> {}

/** `FIELD=VALUE` pairs, each field once. */
export function parseSetPairs(pairs: readonly string[]): Map<string, string> {
  const typed = new Map<string, string>();
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const name = at > 0 ? pair.slice(0, at).trim() : '';
    if (!name) {
      throw new TypedAnswerError('set_malformed', {
        en: `--set ${pair}: write it as FIELD=VALUE, e.g. --set timezone=Europe/Moscow.`,
        ru: `--set ${pair}: пишите ПОЛЕ=ЗНАЧЕНИЕ, например --set timezone=Europe/Moscow.`,
      });
    }
    if (typed.has(name)) {
      throw new TypedAnswerError('set_repeated', {
        en: `--set ${name} is given twice: give each field once.`,
        ru: `--set ${name} указано дважды: укажите каждое поле один раз.`,
      });
    }
    typed.set(name, pair.slice(at + 1));
  }
  return typed;
}

const YES = new Set(['yes', 'on', 'true', '1']);
const NO = new Set(['no', 'off', 'false', '0']);

function valueError(field: FormField, value: string, expected: string, ru: string) {
  return new TypedAnswerError('set_value', {
    en: `--set ${field.name}=${value}: ${field.label.en} takes ${expected}.`,
    ru: `--set ${field.name}=${value}: «${field.label.ru}» принимает ${ru}.`,
  });
}

/** The typed text as the field's kind of value. */
export function fieldValue(field: FormField, text: string): unknown {
  switch (field.kind) {
    case 'boolean': {
      const word = text.trim().toLowerCase();
      if (YES.has(word)) return true;
      if (NO.has(word)) return false;
      throw valueError(field, text, 'yes or no', 'да (yes) или нет (no)');
    }
    case 'number': {
      const number = Number(text);
      if (text.trim() === '' || !Number.isFinite(number))
        throw valueError(field, text, 'a number', 'число');
      return number;
    }
    case 'multiselect':
      return text
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
    case 'select': {
      const numeric = field.options?.some((option) => typeof option.value === 'number');
      return numeric ? Number(text) : text;
    }
    default:
      return text;
  }
}

export interface TypedAnswers {
  /** Answers each form with the pairs naming its fields (passwords from `secret`). */
  answer: FormAnswer;
  /** Refuses a pair no form of the wizard had a field for (a typo), before the plan. */
  refuseUnused(): void;
}

export function typedAnswers(
  typed: ReadonlyMap<string, string>,
  secret: (field: FormField) => Promise<string | undefined>,
): TypedAnswers {
  const used = new Set<string>();
  const shown = new Set<string>();
  return {
    async answer(form: FormStep) {
      const values: Record<string, unknown> = {};
      for (const field of form.fields) {
        shown.add(field.name);
        if (field.kind === 'password') {
          if (typed.has(field.name)) {
            throw new TypedAnswerError('set_value', {
              en: `--set ${field.name}: a password is not typed on the command line (its history keeps it); give it in the environment or at the prompt.`,
              ru: `--set ${field.name}: пароль не вводят в командной строке (её история его сохранит); задайте его в окружении или в ответ на запрос.`,
            });
          }
          const value = await secret(field);
          if (value !== undefined) values[field.name] = value;
          continue;
        }
        const text = typed.get(field.name);
        if (text === undefined) continue;
        used.add(field.name);
        values[field.name] = fieldValue(field, text);
      }
      return values;
    },
    refuseUnused() {
      const unused = [...typed.keys()].filter((name) => !used.has(name));
      if (unused.length === 0) return;
      const fields = [...shown].join(', ') || '-';
      throw new TypedAnswerError('set_unknown', {
        en: `--set ${unused.join(', ')}: not a field of this wizard (its fields: ${fields}). Nothing was changed.`,
        ru: `--set ${unused.join(', ')}: у этого мастера нет такого поля (его поля: ${fields}). Ничего не изменено.`,
      });
    },
  };
}
