/**
 * A create/edit form made from the endpoint's body schema (`endpointById(id).body`), as the
 * flows' forms are (src/core/flows/form-fields.ts): the field kinds from the JSON Schema zod
 * derives (`z.toJSONSchema`), the rules from the schema itself (`safeParse`), so a rule of spec
 * 2.1 or 8 (car number, PIN, card code) refuses a value at its field before anything is sent.
 * Nested objects and lists of objects are a JSON editor with its own check; text lists (cards,
 * access points) are a tag input.
 */
import { z } from 'zod';
import type { LocalizedText } from '../../../../shared/words/localized-text';
import type { JsonValue } from '../../../../shared/ipc/journal.schema';
import { issueText } from './issue-words';
import type { JsonRecord } from './json-record';

export type FieldKind = 'text' | 'password' | 'number' | 'boolean' | 'enum' | 'tags' | 'json';

export interface SchemaField {
  name: string;
  kind: FieldKind;
  required: boolean;
  integer?: boolean;
  /** Allowed values (an enum, or an enum's list). */
  options?: string[];
  min?: number;
  max?: number;
  maxLength?: number;
  /** The regular expression the value must match, to pick an example placeholder. */
  pattern?: string;
  format?: string;
  /** What a new record's JSON field starts from. */
  skeleton?: JsonValue;
}

export type FieldValue = string | number | boolean | string[] | null;
export type FormValues = Record<string, FieldValue>;

export interface JsonSchema {
  type?: string | string[];
  enum?: JsonValue[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** An optional value is `anyOf: [X, null]`; a choice of text formats (D10 dates) is text. */
function unwrap(property: JsonSchema): JsonSchema {
  const options = property.anyOf?.filter((o) => o.type !== 'null');
  if (!options || options.length === 0) return property;
  if (options.length === 1 && options[0]) return { ...options[0] };
  if (options.every((o) => o.type === 'string')) return { type: 'string' };
  return property;
}

/** The object forms of a body: itself, or each object of a union (staff field sets, D12). */
export function bodyVariants(schema: z.ZodType | undefined): z.ZodObject[] {
  if (schema instanceof z.ZodObject) return [schema];
  if (schema instanceof z.ZodUnion) {
    return (schema.options as readonly z.ZodType[]).filter(
      (o): o is z.ZodObject => o instanceof z.ZodObject,
    );
  }
  return [];
}

/** The variant whose fields the record uses most (a record read back says which set it speaks). */
export function variantFor(variants: readonly z.ZodObject[], record: JsonRecord): number {
  let best = 0;
  let bestScore = -1;
  variants.forEach((variant, index) => {
    const score = Object.keys(record).filter((field) => field in variant.shape).length;
    if (score > bestScore) [best, bestScore] = [index, score];
  });
  return best;
}

function kindOf(name: string, p: JsonSchema, secrets: readonly string[]): FieldKind {
  if (p.enum) return 'enum';
  if (p.type === 'string') return secrets.includes(name) ? 'password' : 'text';
  if (p.type === 'integer' || p.type === 'number') return 'number';
  if (p.type === 'boolean') return 'boolean';
  if (p.type === 'array') {
    const item = unwrap(p.items ?? {});
    if (item.type === 'string' || item.enum) return 'tags';
  }
  return 'json';
}

/** The fields of an object schema, in the order of its shape. */
export function schemaFields(schema: z.ZodObject, secrets: readonly string[] = []): SchemaField[] {
  const json = jsonSchemaOf(schema);
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, raw]) => {
    const p = unwrap(raw);
    const field: SchemaField = {
      name,
      kind: kindOf(name, p, secrets),
      required: required.has(name),
    };
    const values = p.enum ?? unwrap(p.items ?? {}).enum;
    if (values) field.options = values.map(String);
    if (p.type === 'integer') field.integer = true;
    if (p.minimum !== undefined && Math.abs(p.minimum) < SAFE_INTEGER) field.min = p.minimum;
    if (p.maximum !== undefined && Math.abs(p.maximum) < SAFE_INTEGER) field.max = p.maximum;
    if (p.maxLength !== undefined) field.maxLength = p.maxLength;
    const pattern = p.pattern ?? unwrap(p.items ?? {}).pattern;
    if (pattern) field.pattern = pattern;
    if (p.format) field.format = p.format;
    if (field.kind === 'json') field.skeleton = skeletonOf(p);
    return field;
  });
}

/** The smallest value of a JSON Schema that has every required part: the console's body. */
export function skeletonOf(schema: JsonSchema): JsonValue {
  const p = schema.anyOf && !schema.type ? unwrap(schema.anyOf[0] ?? {}) : unwrap(schema);
  if (p.enum) return p.enum[0] ?? null;
  switch (Array.isArray(p.type) ? p.type[0] : p.type) {
    case 'object': {
      const required = new Set(p.required ?? []);
      const out: Record<string, JsonValue> = {};
      for (const [name, inner] of Object.entries(p.properties ?? {})) {
        if (required.has(name)) out[name] = skeletonOf(inner);
      }
      return out;
    }
    case 'array':
      return [];
    case 'string':
      return '';
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** The form's first values: the record's, or empty ones (a JSON field its skeleton). */
export function initialValues(fields: readonly SchemaField[], record?: JsonRecord): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = record?.[field.name];
    switch (field.kind) {
      case 'json':
        values[field.name] =
          value !== undefined
            ? JSON.stringify(value, null, 2)
            : field.required
              ? JSON.stringify(field.skeleton ?? null, null, 2)
              : '';
        break;
      case 'tags':
        values[field.name] = Array.isArray(value)
          ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
          : [];
        break;
      case 'boolean':
        values[field.name] = typeof value === 'boolean' ? value : field.required ? false : null;
        break;
      case 'number':
        values[field.name] = typeof value === 'number' ? value : null;
        break;
      default:
        values[field.name] =
          typeof value === 'string' || typeof value === 'number' ? String(value) : null;
    }
  }
  return values;
}

export interface FormBody {
  body: JsonRecord;
  /** Fields whose text is not JSON: refused before the schema is asked. */
  errors: Record<string, LocalizedText>;
}

/** The body the form's values make: an empty optional field is left out. */
export function bodyOf(fields: readonly SchemaField[], values: FormValues): FormBody {
  const body: JsonRecord = {};
  const errors: Record<string, LocalizedText> = {};
  for (const field of fields) {
    const value = values[field.name];
    const empty = value === null || value === undefined || value === '';
    if (field.kind === 'tags') {
      if (Array.isArray(value) && (value.length > 0 || field.required)) body[field.name] = value;
      continue;
    }
    if (empty) {
      // Empty required text goes to the schema, which says what it wants (spec 2.1 rules).
      if (field.required && (field.kind === 'text' || field.kind === 'password'))
        body[field.name] = '';
      else if (field.required) errors[field.name] = { en: 'Required.', ru: 'Обязательное поле.' };
      continue;
    }
    if (field.kind === 'json') {
      try {
        body[field.name] = JSON.parse(String(value)) as JsonValue;
      } catch {
        errors[field.name] = { en: 'Not valid JSON.', ru: 'Это не JSON.' };
      }
      continue;
    }
    body[field.name] = value;
  }
  return { body, errors };
}

/** Where the schema refuses the body, by top-level field; nested places named in the words. */
export function fieldErrors(schema: z.ZodType, body: JsonValue): Record<string, LocalizedText> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, LocalizedText> = {};
  for (const issue of result.error.issues) {
    const [top, ...rest] = issue.path;
    const field = top === undefined ? '(body)' : String(top);
    if (errors[field]) continue;
    const words = issueText(issue);
    const where = rest.map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`)).join('');
    errors[field] = where
      ? {
          en: `${where.replace(/^\./, '')}: ${words.en}`,
          ru: `${where.replace(/^\./, '')}: ${words.ru}`,
        }
      : words;
  }
  return errors;
}
