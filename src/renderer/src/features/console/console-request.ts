/**
 * The API console's request, made from the contract (docs/decisions.md, "Data screens: browser
 * and console"): the endpoints as a searchable choice grouped by area, the path parameters and
 * query fields an endpoint takes, a body skeleton from its schema, and the body checked against
 * that schema before sending (where a body has two field sets, D12, the closer one speaks).
 */
import type { z } from 'zod';
import {
  ENDPOINTS,
  endpointById,
  type AreaId,
  type Endpoint,
  type EndpointId,
} from '../../../../shared/api';
import type { LocalizedText } from '../../../../shared/words/localized-text';
import type { JsonValue } from '../../../../shared/ipc/journal.schema';
import { CONSOLE_ENDPOINTS } from '../../../../shared/resources/endpoint-screens';
import { withoutDecisions } from '../../format/value-words';
import { bodyVariants, fieldErrors, jsonSchemaOf, skeletonOf } from '../resources/schema-form';

/**
 * "GET /staff/count — Count staff": the summary without the decision it cites ("(D8)"), which
 * the OpenAPI document keeps for its readers (docs/decisions.md, "Words, not values").
 */
export function endpointLabel(endpoint: Pick<Endpoint, 'method' | 'path' | 'summary'>): string {
  return `${endpoint.method} ${endpoint.path} — ${withoutDecisions(endpoint.summary)}`;
}

/** The console's endpoints by area, in the contract's order (spec 4). */
export function endpointsByArea(): { area: AreaId; endpoints: Endpoint[] }[] {
  const groups = new Map<AreaId, Endpoint[]>();
  for (const endpoint of ENDPOINTS as readonly Endpoint[]) {
    if (!CONSOLE_ENDPOINTS.includes(endpoint.id as EndpointId)) continue;
    groups.set(endpoint.area, [...(groups.get(endpoint.area) ?? []), endpoint]);
  }
  return [...groups].map(([area, endpoints]) => ({ area, endpoints }));
}

/** The query fields of an endpoint: name and whether it must be given. */
export function queryFields(id: EndpointId): { name: string; required: boolean }[] {
  const query: z.ZodObject | undefined = endpointById(id).query;
  if (!query) return [];
  return Object.entries(query.shape as Record<string, z.ZodType>).map(([name, schema]) => ({
    name,
    required: !schema.safeParse(undefined).success,
  }));
}

/** The body to start from: every required part, empty (spec 2.2 shapes). */
export function bodyTemplate(id: EndpointId): string {
  const body = endpointById(id).body;
  return body ? JSON.stringify(skeletonOf(jsonSchemaOf(body)), null, 2) : '';
}

export interface BodyCheck {
  /** The body to send; undefined when there is none or it is not JSON. */
  body?: JsonValue;
  /** Not JSON: the parser's words. */
  notJson?: string;
  /** Where the schema refuses it, field by field. */
  problems: { field: string; words: LocalizedText }[];
}

export function checkBody(id: EndpointId, text: string): BodyCheck {
  const schema = endpointById(id).body;
  if (!schema || text.trim() === '') return { problems: [] };
  let body: JsonValue;
  try {
    body = JSON.parse(text) as JsonValue;
  } catch (thrown) {
    return { notJson: thrown instanceof Error ? thrown.message : String(thrown), problems: [] };
  }
  const variants = bodyVariants(schema);
  const candidates = (variants.length > 1 ? variants : [schema]).map((s) => fieldErrors(s, body));
  const closest = candidates.sort((a, b) => Object.keys(a).length - Object.keys(b).length)[0] ?? {};
  return {
    body,
    problems: Object.entries(closest).map(([field, words]) => ({ field, words })),
  };
}

/** An answer body as text: pretty JSON, cut at `limit` characters unless shown whole. */
export function answerText(
  body: JsonValue | null,
  limit: number,
): { text: string; size: number; cut: boolean } {
  const whole =
    body === null ? '' : typeof body === 'string' ? body : JSON.stringify(body, null, 2);
  return whole.length > limit
    ? { text: `${whole.slice(0, limit)}\n…`, size: whole.length, cut: true }
    : { text: whole, size: whole.length, cut: false };
}
