/**
 * What a command line adds to a form's checks (cli/flow/form-options.ts), each read from the
 * form's schema: two options typed for one field, a required field no option gave, a field typed
 * while the field it shows with (`showWhen`) says otherwise, and nothing typed for a form that
 * needs nothing. Each is a usage error (exit code 2) naming the options as users type them.
 */
import type { Option } from 'commander';
import type { FormField } from '../../shared/ipc/flow.schema';
import type { JsonValue } from '../../shared/ipc/journal.schema';
import type { LocalizedText } from '../../shared/words/localized-text';
import { ControllerUsageError } from '../controller/controller-usage';

export type Typed = string | boolean | string[];

/** One way a command line spells a field, when not the derived one. */
export interface OptionSpelling {
  /** Commander's flags: `--from-laptop`, `--ntp <server>`, `--no-ntp`. */
  flags: string;
  /** The form's values it gives from what was typed; by default its field takes the value. */
  gives?: (typed: Typed) => Record<string, JsonValue>;
  /** Help text, when the field's label does not say it well on a command line. */
  description?: string;
}

/** Field name -> how users type it (empty: no option of its own, another one sets it). */
export type FieldSpellings = Readonly<Record<string, readonly OptionSpelling[]>>;

/** Why the options typed cannot be a form's answer. */
export type FormUsageCode =
  'options_contradict' | 'option_needs' | 'option_missing' | 'nothing_given';

/** A command line that cannot be a form's answer, as data (exit code 2). */
export class FormUsageError extends ControllerUsageError<FormUsageCode> {}

/** An option added for a field, with the spelling it was made from. */
export interface Registered {
  field: FormField;
  spelling: OptionSpelling;
  option: Option;
}

/** `--ntp <server>` as a sentence writes it: `--ntp SERVER`. */
export function spelled(flags: string): string {
  return flags.replace(/ [<[]([^>\]]+)[>\]]/, (_, arg: string) => ` ${arg.toUpperCase()}`);
}

/** The form's values an option gives when typed with `typed`. */
export function valuesOf(entry: Registered, typed: Typed): Record<string, JsonValue> {
  if (entry.spelling.gives) return entry.spelling.gives(typed);
  const { field, option } = entry;
  // A `--no-x` switch typed gives false, as commander reads it.
  if (option.negate) return { [field.name]: false };
  return { [field.name]: field.kind === 'number' ? Number(typed) : typed };
}

/** Two options typed for one field, named in the order the command lists them. */
export function contradiction(
  registered: Registered[],
  a: Registered,
  b: Registered,
): FormUsageError {
  const [first, second] = registered.indexOf(a) < registered.indexOf(b) ? [a, b] : [b, a];
  const x = first.option.long ?? first.option.flags;
  const y = second.option.long ?? second.option.flags;
  return new FormUsageError('options_contradict', {
    en: `${x} and ${y} contradict each other: give one of them.`,
    ru: `${x} и ${y} противоречат друг другу: укажите одно из них.`,
  });
}

/** A field the form needs that no option typed gave: said with the options that give it. */
export function refuseMissing(
  fields: readonly FormField[],
  registered: Registered[],
  values: Record<string, JsonValue>,
): void {
  for (const field of fields) {
    if (!field.required || values[field.name] !== undefined) continue;
    const options = registered
      .filter((entry) => sample(entry)[field.name] !== undefined)
      .map((entry) => spelled(entry.spelling.flags));
    throw new FormUsageError('option_missing', {
      en: `${field.label.en}: give ${oneOf(options)}.`,
      ru: `${field.label.ru}: укажите ${oneOf(options, 'или')}.`,
    });
  }
}

/** What an option gives when typed (a value-taking one with a stand-in value). */
function sample(entry: Registered): Record<string, JsonValue> {
  if (!entry.option.required && !entry.option.optional) return valuesOf(entry, true);
  return valuesOf(entry, entry.option.variadic ? ['…'] : '…');
}

/** `a, b or c`. */
function oneOf(items: readonly string[], or = 'or'): string {
  return items.length > 1
    ? `${items.slice(0, -1).join(', ')} ${or} ${items.at(-1)}`
    : (items[0] ?? '');
}

/** A field typed while the field it shows with (`showWhen`) has another value. */
export function refuseHidden(
  fields: readonly FormField[],
  registered: Registered[],
  values: Record<string, JsonValue>,
  defaults: Record<string, JsonValue>,
  setBy: Map<string, Registered>,
): void {
  for (const field of fields) {
    const by = setBy.get(field.name);
    if (!by || !field.showWhen || values[field.name] === defaults[field.name]) continue;
    for (const [other, allowed] of Object.entries(field.showWhen)) {
      const now = values[other] ?? defaults[other] ?? null;
      if (allowed.some((value) => value === now)) continue;
      const need = neededSpelling(registered, other, allowed);
      const typedOther = setBy.get(other);
      const name = by.option.long ?? by.option.flags;
      const text: LocalizedText = typedOther
        ? {
            en: `${name} and ${typedOther.option.long} contradict each other: ${name} needs ${need}.`,
            ru: `${name} и ${typedOther.option.long} противоречат друг другу: для ${name} нужен ${need}.`,
          }
        : { en: `${name} needs ${need}.`, ru: `Для ${name} нужен ${need}.` };
      throw new FormUsageError('option_needs', text);
    }
  }
}

/** The options that give `field` one of `allowed`, as typed on a command line. */
function neededSpelling(
  registered: Registered[],
  field: string,
  allowed: readonly (string | boolean)[],
): string {
  const options: string[] = [];
  for (const entry of registered) {
    const gives = sample(entry)[field];
    if (gives === undefined) continue;
    if (allowed.some((value) => value === gives)) options.push(spelled(entry.spelling.flags));
    else if (entry.field.name === field && entry.option.required && !entry.spelling.gives)
      options.push(`${entry.option.long} ${String(allowed[0])}`);
  }
  return options.length > 0 ? oneOf(options) : `${field} ${allowed.map(String).join(' or ')}`;
}

/** Nothing typed for a form whose every field may be left: say which options there are. */
export function nothingGiven(
  fields: readonly FormField[],
  registered: Registered[],
): FormUsageError {
  const groups = fields
    .map((field) =>
      registered
        .filter((entry) => entry.field === field)
        .map((entry) => spelled(entry.spelling.flags))
        .join(' or '),
    )
    .filter((group) => group.length > 0);
  const list =
    groups.length > 1 ? `${groups.slice(0, -1).join(', ')}, or ${groups.at(-1)}` : groups[0];
  return new FormUsageError('nothing_given', {
    en: `Say what to set: ${list}.`,
    ru: `Укажите, что установить: ${list}.`,
  });
}
