/**
 * The extra parameters an access point or an automation carries, checked against the reference
 * of spec 4.2 (`GET /access_points/ext_parameters`) and completed with its defaults
 * (docs/decisions.md, "Access points: extra parameters"). A refusal is 400 E at
 * `ext_parameters.<name>` (D5) with rule `unknown`, `type`, `enum` or `range`.
 */
import type { AccessPointKind } from '../../shared/api';
import { badRequest } from '../api-error';
import type { ExtParameterValues } from '../records/collections';
import { EXT_PARAMETERS, type ExtParameter } from './access-points.reference';

type Value = ExtParameterValues[string];

function ofType(parameter: ExtParameter, value: Value): boolean {
  switch (parameter.type) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
  }
}

/** Refuses a value of the wrong type, a string outside `values`, an integer outside min..max. */
function checkValue(parameter: ExtParameter, value: Value): void {
  const field = `ext_parameters.${parameter.name}`;
  if (!ofType(parameter, value))
    throw badRequest(field, 'type', `${field}: must be ${article(parameter.type)}`);
  const { values, min, max } = parameter;
  if (values && !values.includes(value as string)) {
    throw badRequest(field, 'enum', `${field}: must be one of ${values.join(', ')}`, {
      allowed: values,
    });
  }
  const number = value as number;
  if ((min !== undefined && number < min) || (max !== undefined && number > max)) {
    throw badRequest(field, 'range', `${field}: must be from ${min ?? '-∞'} to ${max ?? '∞'}`, {
      min,
      max,
    });
  }
}

function article(type: ExtParameter['type']): string {
  return type === 'integer' ? 'an integer' : `a ${type}`;
}

function check(
  given: ExtParameterValues,
  parameters: readonly ExtParameter[],
  where: string,
): ExtParameterValues {
  const byName = new Map(parameters.map((p) => [p.name, p]));
  for (const [name, value] of Object.entries(given)) {
    const parameter = byName.get(name);
    const field = `ext_parameters.${name}`;
    if (!parameter) throw badRequest(field, 'unknown', `${field}: not a parameter of ${where}`);
    checkValue(parameter, value);
  }
  return given;
}

/** The reference parameters that apply to `kind`, in reference order. */
export function parametersOf(kind: AccessPointKind): ExtParameter[] {
  return EXT_PARAMETERS.filter((p) => p.kinds.includes(kind));
}

/** An access point's parameters: only those of its kind, each allowed by the reference. */
export function checkForKind(given: ExtParameterValues, kind: AccessPointKind): ExtParameterValues {
  return check(given, parametersOf(kind), `a ${kind} access point`);
}

/** An automation's parameters: it has no kind, so any parameter of the reference may be given. */
export function checkForAutomation(given: ExtParameterValues): ExtParameterValues {
  return check(given, EXT_PARAMETERS, 'the reference');
}

/** Every parameter of `kind`, with the value stored for it or its default. */
export function withDefaults(
  kind: AccessPointKind,
  stored: ExtParameterValues | undefined,
): ExtParameterValues {
  return Object.fromEntries(parametersOf(kind).map((p) => [p.name, stored?.[p.name] ?? p.default]));
}
