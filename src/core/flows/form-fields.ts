/**
 * Turns a step's zod schema into the fields the page draws (shared/ipc/flow.schema.ts
 * `formField`): the kind from the JSON Schema zod derives (`z.toJSONSchema`), the words from the
 * schema's `.meta()`. One schema thus gives the form, its rules at the field, and the check of
 * what comes back, so a wizard writes no form by hand (docs/decisions.md, "Commissioning engine:
 * flows").
 *
 * Meta keys: `label` and `hint` ({ en, ru }), `placeholder` (an example), `widget: 'password'`
 * or `'textarea'` (text of many lines, such as a pasted table),
 * `options` (value -> { en, ru } for an enum), `showWhen` ({ otherField: [values] }).
 */
import { z } from 'zod';
import type { FormField } from '../../shared/ipc/flow.schema';
import type { LocalizedText } from '../../shared/words/localized-text';
import type { JsonValue } from '../../shared/ipc/journal.schema';

interface JsonSchemaProperty {
  type?: string | string[];
  enum?: (string | number)[];
  items?: JsonSchemaProperty;
  default?: JsonValue;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  anyOf?: JsonSchemaProperty[];
  label?: LocalizedText;
  hint?: LocalizedText;
  placeholder?: string;
  widget?: 'password' | 'textarea';
  options?: Record<string, LocalizedText>;
  showWhen?: Record<string, (string | boolean)[]>;
}

/** The field list of a form schema, in the order of its shape. */
export function formFields(schema: z.ZodObject): FormField[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchemaProperty>;
    required?: string[];
  };
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, raw]) => {
    const property = unwrap(raw);
    const field: FormField = {
      name,
      kind: kindOf(property),
      label: property.label ?? { en: name, ru: name },
      required: required.has(name),
    };
    if (property.hint) field.hint = property.hint;
    if (property.placeholder) field.placeholder = property.placeholder;
    const values = property.enum ?? property.items?.enum;
    if (values) {
      field.options = values.map((value) => ({
        value,
        label: property.options?.[String(value)] ?? { en: String(value), ru: String(value) },
      }));
    }
    if (property.minimum !== undefined) field.min = property.minimum;
    if (property.maximum !== undefined) field.max = property.maximum;
    if (property.minLength !== undefined) field.minLength = property.minLength;
    if (property.maxLength !== undefined) field.maxLength = property.maxLength;
    if (property.showWhen) field.showWhen = property.showWhen;
    return field;
  });
}

/** The defaults a schema declares, to fill a form shown for the first time. */
export function formDefaults(schema: z.ZodObject): Record<string, JsonValue> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchemaProperty>;
  };
  const defaults: Record<string, JsonValue> = {};
  for (const [name, raw] of Object.entries(json.properties ?? {})) {
    const value = unwrap(raw).default;
    if (value !== undefined) defaults[name] = value;
  }
  return defaults;
}

/** The names of the fields drawn as passwords: their values never go back to the page. */
export function secretFieldNames(fields: readonly FormField[]): Set<string> {
  return new Set(fields.filter((field) => field.kind === 'password').map((field) => field.name));
}

/** An optional field is `anyOf: [X, null]` or carries its meta beside the inner type. */
function unwrap(property: JsonSchemaProperty): JsonSchemaProperty {
  const inner = property.anyOf?.find((option) => option.type !== 'null');
  return inner ? { ...inner, ...withoutAnyOf(property) } : property;
}

function withoutAnyOf(property: JsonSchemaProperty): JsonSchemaProperty {
  const copy = { ...property };
  delete copy.anyOf;
  return copy;
}

function kindOf(property: JsonSchemaProperty): FormField['kind'] {
  if (property.widget === 'password') return 'password';
  if (property.widget === 'textarea') return 'textarea';
  if (property.type === 'array') return 'multiselect';
  if (property.enum) return 'select';
  if (property.type === 'boolean') return 'boolean';
  if (property.type === 'integer' || property.type === 'number') return 'number';
  return 'text';
}
