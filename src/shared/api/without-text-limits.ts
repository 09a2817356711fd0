/**
 * A payload schema as a controller sees it: the same fields and rules, without the app's text
 * limits (text-limits.ts). Records are read with it and the simulator checks writes with it, so a
 * name another tool wrote past our limit still reads, and tests can put one there
 * (docs/decisions.md, "Text limits").
 */
import { z } from 'zod';
import { isAppTextLimit } from './text-limit-schemas';

const seen = new WeakMap<z.ZodType, z.ZodType>();

function isMaxLength(check: z.core.$ZodCheck): boolean {
  return isAppTextLimit(check);
}

function relaxString(schema: z.ZodString): z.ZodType {
  const checks = schema._zod.def.checks ?? [];
  if (!checks.some(isMaxLength)) return schema;
  return schema.clone({ ...schema._zod.def, checks: checks.filter((c) => !isMaxLength(c)) });
}

function relax(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodString) return relaxString(schema);
  if (schema instanceof z.ZodOptional)
    return withoutTextLimits(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodNullable)
    return withoutTextLimits(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodArray) {
    return schema.clone({
      ...schema._zod.def,
      element: withoutTextLimits(schema.element as z.ZodType),
    });
  }
  if (schema instanceof z.ZodRecord) {
    const def = schema._zod.def;
    return schema.clone({ ...def, valueType: withoutTextLimits(def.valueType as z.ZodType) });
  }
  if (schema instanceof z.ZodUnion) {
    const options = schema.options.map((o) => withoutTextLimits(o as z.ZodType));
    return schema.clone({ ...schema._zod.def, options });
  }
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.ZodType> = {};
    const fields: Record<string, z.ZodType> = schema.shape;
    for (const [key, value] of Object.entries(fields)) shape[key] = withoutTextLimits(value);
    return schema.clone({ ...schema._zod.def, shape });
  }
  return schema;
}

/** `schema` with the app's text limits taken off (the spec's own, such as pin's, kept). */
export function withoutTextLimits<T extends z.ZodType>(schema: T): T {
  const known = seen.get(schema);
  if (known) return known as T;
  const relaxed = relax(schema) as T;
  seen.set(schema, relaxed);
  return relaxed;
}
