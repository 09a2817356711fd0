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
import { formDefaults, formFields } from '../../core/flows/form-fields';
import {
  contradiction,
  nothingGiven,
  refuseHidden,
  refuseMissing,
  valuesOf,
  type FieldSpellings,
  type OptionSpelling,
  type Registered,
  type Typed,
} from './form-option-refusals';

export {
  FormUsageError,
  spelled,
  type FieldSpellings,
  type FormUsageCode,
  type OptionSpelling,
} from './form-option-refusals';

export interface FormOptionsSpec {
  spellings?: FieldSpellings;
  /** Fields the command fills itself (a password from the environment): no option. */
  omit?: readonly string[];
  /** Fields whose choices come from the controllers: the flow checks them, not commander. */
  open?: readonly string[];
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

function helpOf(field: FormField, spelling: OptionSpelling, open: boolean): string {
  if (spelling.description) return spelling.description;
  const choices =
    field.options && !open ? `: ${field.options.map((o) => String(o.value)).join(', ')}` : '';
  return `${field.label.en}${choices}`;
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
  forgetEachParse(command, () => (typed.length = 0));
  for (const field of fields) {
    const open = spec.open?.includes(field.name) === true;
    for (const spelling of spec.spellings?.[field.name] ?? [derived(field)]) {
      const option = new Option(spelling.flags, helpOf(field, spelling, open));
      if (field.options && !open && !spelling.gives && option.required)
        option.choices(field.options.map((o) => String(o.value)));
      const byDefault = defaults[field.name];
      // The schema's default, said in the help and read by the command as commander's.
      if (
        option.required &&
        !spelling.gives &&
        (typeof byDefault === 'string' || typeof byDefault === 'number')
      )
        option.default(byDefault, String(byDefault));
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
      // A form the command answers in part (`omit`) is not answered with nothing.
      if (typed.length === 0 && !spec.omit?.length && fields.every((f) => !f.required))
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

/**
 * What was typed is forgotten as commander forgets its option values before each parse (its
 * hooks for a command's own state), so a command parsed again reads only the new line.
 */
function forgetEachParse(command: Command, forget: () => void): void {
  const save = command.saveStateBeforeParse.bind(command);
  const restore = command.restoreStateBeforeParse.bind(command);
  command.saveStateBeforeParse = () => (forget(), save());
  command.restoreStateBeforeParse = () => (forget(), restore());
}
