/**
 * Form fields made from a controller's own reference of extra parameters (spec 4.2 `GET
 * /access_points/ext_parameters` and `.../sections`): the parameters that apply to a kind, each
 * as the field its type calls for (a choice among the values it allows, a number within its
 * bounds, a switch), labelled with the reference's title and section. The reference's fields are
 * "not shown" by the description, so anything missing falls back to a plain text field.
 */
import { z } from 'zod';
import type { LocalizedText } from '../../shared/words/localized-text';
import type { JsonValue } from '../../shared/ipc/journal.schema';
import type { ResponseOf } from '../../shared/api';

export type ExtParameterRef = ResponseOf<'accessPoints.extParameters'>['data'][number];
export type ExtSectionRef = ResponseOf<'accessPoints.extParameterSections'>['data'][number];
export type ExtValue = string | number | boolean;

/** Form field names of extra parameters carry this prefix, apart from the access point's own. */
export const PARAM_PREFIX = 'param_';

/** The parameters of the reference that apply to `kind` (all of them for an automation). */
export function parametersFor(
  reference: readonly ExtParameterRef[],
  kind?: string,
): ExtParameterRef[] {
  return reference.filter((p) => !kind || !p.kinds || p.kinds.includes(kind));
}

function label(parameter: ExtParameterRef, sections: readonly ExtSectionRef[]): LocalizedText {
  const title = parameter.title ?? parameter.name;
  const section = sections.find((s) => s.name === parameter.section)?.title ?? parameter.section;
  const text = section ? `${section}: ${title}` : title;
  // The controller's reference speaks one language; it is shown as it is in both.
  return { en: text, ru: text };
}

function fieldFor(parameter: ExtParameterRef, sections: readonly ExtSectionRef[]): z.ZodType {
  const meta = { label: label(parameter, sections) };
  const values = parameter.values;
  if (values && values.length > 0 && values.every((v) => typeof v === 'string')) {
    const options = Object.fromEntries(
      values.map((v) => [String(v), { en: String(v), ru: String(v) } satisfies LocalizedText]),
    );
    return z
      .enum(values as [string, ...string[]])
      .optional()
      .meta({ ...meta, options });
  }
  if (parameter.type === 'boolean' || typeof parameter.default === 'boolean') {
    return z.boolean().optional().meta(meta);
  }
  if (
    parameter.type === 'integer' ||
    parameter.type === 'number' ||
    typeof parameter.default === 'number'
  ) {
    let field = parameter.type === 'integer' ? z.int() : z.number();
    if (parameter.min !== undefined) field = field.min(parameter.min);
    if (parameter.max !== undefined) field = field.max(parameter.max);
    return field.optional().meta(meta);
  }
  return z.string().max(256).optional().meta(meta);
}

/** The zod shape of these parameters' fields, by their form names. */
export function parameterShape(
  parameters: readonly ExtParameterRef[],
  sections: readonly ExtSectionRef[],
): Record<string, z.ZodType> {
  return Object.fromEntries(parameters.map((p) => [PARAM_PREFIX + p.name, fieldFor(p, sections)]));
}

/**
 * Form values of the parameters: what the record holds, else the reference's default (an
 * automation, which a controller keeps as given, passes `withDefaults: false`: a parameter it
 * never set stays unset rather than being sent).
 */
export function parameterValues(
  parameters: readonly ExtParameterRef[],
  current: Readonly<Record<string, ExtValue>> = {},
  withDefaults = true,
): Record<string, JsonValue> {
  const values: Record<string, JsonValue> = {};
  for (const p of parameters) {
    const value = current[p.name] ?? (withDefaults ? p.default : undefined);
    if (value !== undefined) values[PARAM_PREFIX + p.name] = value;
  }
  return values;
}

/** The `ext_parameters` of submitted form values (fields left empty are not sent). */
export function extParametersOf(
  values: Readonly<Record<string, unknown>>,
): Record<string, ExtValue> {
  const ext: Record<string, ExtValue> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!key.startsWith(PARAM_PREFIX)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      ext[key.slice(PARAM_PREFIX.length)] = value;
    }
  }
  return ext;
}
