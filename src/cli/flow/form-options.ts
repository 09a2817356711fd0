/**
 * A wizard's command options derived from its form's schema (architecture: "The CLI is a
 * shell"; core/flows/form-fields.ts turns the same schema into the fields the page draws): each
 * field becomes an option named from the field in kebab-case (`ntp_server`: `--ntp-server
 * <value>`), a switch for a yes/no field, a list for a multiple choice, with the field's label
 * as its help and its choices listed. The options typed come back as the form's values, and
 * the checks stay the schema's: the flow answers a form with errors at its fields and run-flow
 * prints them. Only what a command line adds to a form is checked here, from the schema too:
 * two options typed for one field, a field typed while the field it shows with (`showWhen`)
 * says otherwise, and nothing typed for a form that needs no field.
 *
 * Where users already have other names (`--from-laptop` for `set_clock`), the command gives
 * them in one list of spellings (`FieldSpellings`), an option that may set several fields
 * (`--ntp SERVER` sets NTP on with that server).
 */
import { InvalidArgumentError, Option, type Command } from 'commander';
import { z } from 'zod';
import type { FormField } from '../../shared/ipc/flow.schema';
import type { JsonValue } from '../../shared/ipc/journal.schema';
import type { LocalizedText } from '../../shared/words/localized-text';
import { formDefaults, formFields } from '../../core/flows/form-fields';
import { ControllerUsageError } from '../controller/controller-usage';

type Typed = string | boolean | string[];

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

export interface FormOptionsSpec {
  spellings?: FieldSpellings;
  /** Fields the command fills itself (a password from the environment): no option. */
  omit?: readonly string[];
  /** Fields whose choices come from the controllers: the flow checks them, not commander. */
  open?: readonly string[];
}

/** Why the options typed cannot be a form's answer. */
export type FormUsageCode =
  'options_contradict' | 'option_needs' | 'option_missing' | 'nothing_given';

export class FormUsageError extends ControllerUsageError<FormUsageCode> {}

interface Registered {
  field: FormField;
  spelling: OptionSpelling;
  option: Option;
}

/** The options of one form on one command; `answer()` reads what was typed, once parsed. */
export interface FormOptions {
  answer(): Record<string, JsonValue>;
}

function kebab(name: string): string {
  return name
    .replace(/_/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/** The derived spelling of a field. */
function derived(field: FormField): OptionSpelling {
  const name = kebab(field.name);
  switch (field.kind) {
    case 'boolean':
      return { flags: `--${name}` };
    case 'multiselect':
      return { flags: `--${name} <values...>` };
    case 'number':
      return { flags: `--${name} <n>` };
    default:
      return { flags: `--${name} <${field.kind === 'select' ? 'choice' : 'text'}>` };
  }
}

/** `--ntp <server>` as a sentence writes it: `--ntp SERVER`. */
export function spelled(flags: string): string {
  return flags.replace(/ [<[]([^>\]]+)[>\]]/, (_, arg: string) => ` ${arg.toUpperCase()}`);
}

function helpOf(field: FormField, spelling: OptionSpelling, open: boolean): string {
  if (spelling.description) return spelling.description;
  const choices =
    field.options && !open ? `: ${field.options.map((o) => String(o.value)).join(', ')}` : '';
  return `${field.label.en}${choices}`;
}

function valuesOf(entry: Registered, typed: Typed): Record<string, JsonValue> {
  if (entry.spelling.gives) return entry.spelling.gives(typed);
  const { field, option } = entry;
  // A `--no-x` switch typed gives false, as commander reads it.
  if (option.negate) return { [field.name]: false };
  return { [field.name]: field.kind === 'number' ? Number(typed) : typed };
}

/** The integer fields of a schema: the field list says `number` for both. */
function integerFields(schema: z.ZodObject): Set<string> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: unknown; anyOf?: Array<{ type?: unknown }> }>;
  };
  const names = Object.entries(json.properties ?? {}).filter(([, p]) =>
    [p.type, ...(p.anyOf ?? []).map((a) => a.type)].includes('integer'),
  );
  return new Set(names.map(([name]) => name));
}

/** A number typed for a field is refused as commander refuses any argument, by its bounds. */
function numberParser(field: FormField, integer: boolean): (value: string) => string {
  const { min, max } = field;
  const what = integer ? 'a whole number' : 'a number';
  const range =
    min !== undefined && max !== undefined
      ? ` from ${min} to ${max}`
      : min !== undefined
        ? ` of at least ${min}`
        : max !== undefined
          ? ` of at most ${max}`
          : '';
  return (value) => {
    const n = Number(value.trim());
    const whole = !integer || /^-?\d+$/.test(value.trim());
    if (
      value.trim() === '' ||
      !Number.isFinite(n) ||
      !whole ||
      n < (min ?? -Infinity) ||
      n > (max ?? Infinity)
    )
      throw new InvalidArgumentError(`${what}${range}`);
    return value;
  };
}

/** Adds the form's options to `command`. */
export function addFormOptions(
  command: Command,
  schema: z.ZodObject,
  spec: FormOptionsSpec = {},
): FormOptions {
  const fields = formFields(schema).filter((f) => !spec.omit?.includes(f.name));
  const defaults = formDefaults(schema);
  const integers = integerFields(schema);
  const registered: Registered[] = [];
  const typed: Array<{ entry: Registered; value: Typed }> = [];
  for (const field of fields) {
    const open = spec.open?.includes(field.name) === true;
    for (const spelling of spec.spellings?.[field.name] ?? [derived(field)]) {
      const option = new Option(spelling.flags, helpOf(field, spelling, open));
      if (field.options && !open && !spelling.gives && option.required)
        option.choices(field.options.map((o) => String(o.value)));
      if (field.kind === 'number' && !spelling.gives)
        option.argParser(numberParser(field, integers.has(field.name)));
      command.addOption(option);
      const entry = { field, spelling, option };
      registered.push(entry);
      command.on(`option:${option.name()}`, (value: string | undefined) => {
        const previous = typed.find((t) => t.entry === entry);
        const now: Typed = option.variadic
          ? [...((previous?.value as string[] | undefined) ?? []), value ?? '']
          : (value ?? true);
        if (previous) previous.value = now;
        else typed.push({ entry, value: now });
      });
    }
  }
  return {
    answer() {
      if (typed.length === 0 && fields.every((f) => !f.required))
        throw nothingGiven(fields, registered);
      const values: Record<string, JsonValue> = {};
      const setBy = new Map<string, Registered>();
      for (const { entry, value } of typed) {
        for (const [name, given] of Object.entries(valuesOf(entry, value))) {
          const before = setBy.get(name);
          if (before && before !== entry) throw contradiction(registered, before, entry);
          setBy.set(name, entry);
          values[name] = given;
        }
      }
      refuseMissing(fields, registered, values);
      refuseHidden(fields, registered, values, defaults, setBy);
      return values;
    },
  };
}

/** Two options typed for one field, named in the order the command lists them. */
function contradiction(registered: Registered[], a: Registered, b: Registered): FormUsageError {
  const [first, second] = registered.indexOf(a) < registered.indexOf(b) ? [a, b] : [b, a];
  const x = first.option.long ?? first.option.flags;
  const y = second.option.long ?? second.option.flags;
  return new FormUsageError('options_contradict', {
    en: `${x} and ${y} contradict each other: give one of them.`,
    ru: `${x} и ${y} противоречат друг другу: укажите одно из них.`,
  });
}

/** A field the form needs that no option typed gave: said with the options that give it. */
function refuseMissing(
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
function refuseHidden(
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
function nothingGiven(fields: readonly FormField[], registered: Registered[]): FormUsageError {
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
