/**
 * Reads a controller's answer against the contract: a success status gives the body validated by
 * the endpoint's response schema; anything else becomes one of the error codes of shared/errors
 * (D1-D5 for the E body). A controller that answers outside the contract yields
 * `unexpected_answer` naming the endpoint and the field, never a crash.
 */
import { z } from 'zod';
import { errorBody, type Endpoint } from '../../shared/api';
import { ClientError } from './client-error';
import { plainCheckOf } from './plain-check';
import type { Exchange } from './transport';

/** A path of zod issue keys as users read it: `data[3].surname`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text === '' ? '(body)' : text;
}

/** The most telling issue of a failed parse: inside a union, the branch that came closest. */
export function firstIssue(error: z.ZodError): { field: string; problem: string } | undefined {
  let issue: z.core.$ZodIssue | undefined = error.issues[0];
  let prefix: readonly PropertyKey[] = [];
  while (issue?.code === 'invalid_union' && issue.errors.length > 0) {
    const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0];
    if (!closest?.[0]) break;
    prefix = [...prefix, ...issue.path];
    issue = closest[0];
  }
  if (!issue) return undefined;
  return { field: fieldPath([...prefix, ...issue.path]), problem: issue.message };
}

const compiled = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The schema compiled once into zod's generated fast path (`z.compile`): the same checks, about
 * twice as fast over a page of staff, and on a failure zod re-runs the schema as declared, so the
 * issues (field, message) are the ones the schema gives (docs/decisions.md, "The client's cost").
 */
export function checkedBy<S extends z.ZodType>(schema: S): S {
  let fast = compiled.get(schema);
  if (!fast) {
    fast = z.compile(schema);
    compiled.set(schema, fast);
  }
  return fast as S;
}

const BLANK = /^\s*$/;
const SPACE = /^\s/;

/** True for an empty body or one of white space alone. */
function isBlank(text: string): boolean {
  // Regular expressions rather than trim(): no copy of a large body just to see it is not empty;
  // and the whole body is looked at only when it starts with white space (a page of staff does
  // not), since even an anchored pattern costs microseconds over a page's 17 kB.
  return text.length === 0 || (SPACE.test(text.charAt(0)) && BLANK.test(text));
}

/** Parses an answer body as JSON; undefined for an empty body, a ClientError for broken JSON. */
export function parseJson(endpoint: Endpoint, exchange: Exchange): unknown {
  if (isBlank(exchange.text)) return undefined;
  try {
    return JSON.parse(exchange.text) as unknown;
  } catch {
    throw new ClientError('unexpected_answer', {
      endpoint: endpoint.id,
      field: '(body)',
      problem: `not JSON (${exchange.header('content-type') ?? 'no content type'})`,
      status: exchange.status,
    });
  }
}

export interface AnswerProblem {
  field: string;
  problem: string;
}

/**
 * A successful answer taken as it came: the body (text when it is not JSON) and every place it
 * leaves the endpoint's response schema, for screens that show what a controller said.
 */
export function answerAsIs(
  endpoint: Endpoint,
  exchange: Exchange,
): { body: unknown; problems: AnswerProblem[] } {
  let body: unknown;
  try {
    body = parseJson(endpoint, exchange);
  } catch {
    return { body: exchange.text, problems: [{ field: '(body)', problem: 'not JSON' }] };
  }
  if (plainCheckOf(endpoint.response)?.(body)) return { body, problems: [] };
  const result = checkedBy(endpoint.response).safeParse(body);
  if (result.success) return { body, problems: [] };
  const problems = result.error.issues.slice(0, 20).map((issue) => ({
    field: fieldPath(issue.path),
    problem: issue.message,
  }));
  return { body, problems };
}

/**
 * Validates a successful answer; the parsed value or an unexpected_answer error. An answer the
 * schema would give back unchanged is taken as JSON.parse made it, checked without a copy
 * (plain-check.ts); any other is parsed by the schema's compiled check.
 */
export function validateAnswer<S extends z.ZodType>(
  endpoint: Endpoint,
  schema: S,
  status: number,
  body: unknown,
): z.output<S> {
  if (plainCheckOf(schema)?.(body)) return body as z.output<S>;
  const result = checkedBy(schema).safeParse(body);
  if (result.success) return result.data;
  const issue = firstIssue(result.error);
  throw new ClientError('unexpected_answer', {
    endpoint: endpoint.id,
    field: issue?.field ?? '(body)',
    problem: issue?.problem ?? 'does not match the contract',
    status,
  });
}

/** The message and field of an E body (spec 7, D5), as far as the controller gave them. */
export function readErrorBody(body: unknown): { reason?: string; field?: string; rule?: string } {
  const parsed = errorBody.safeParse(body);
  if (!parsed.success) return {};
  const { message, data } = parsed.data;
  const field = typeof data?.field === 'string' ? data.field : undefined;
  const rule = typeof data?.rule === 'string' ? data.rule : undefined;
  return {
    ...(message ? { reason: message } : {}),
    ...(field ? { field } : {}),
    ...(rule ? { rule } : {}),
  };
}

/** The error for a non-success status (D1 401, D2 403, D4 404, D5/D6 400/413, 429, 5xx). */
export function statusError(
  endpoint: Endpoint,
  status: number,
  body: unknown,
  attempts: number,
): ClientError {
  const e = readErrorBody(body);
  const id = endpoint.id;
  const reason = e.reason ? { reason: e.reason } : {};
  if (status === 401) return new ClientError('unauthorized', { endpoint: id, ...reason });
  if (status === 403) return new ClientError('forbidden', { endpoint: id, ...reason });
  if (status === 404) return new ClientError('not_found', { endpoint: id, ...reason });
  if (status === 400 || status === 413 || status === 422) {
    return new ClientError('validation', {
      endpoint: id,
      ...reason,
      ...(e.field ? { field: e.field } : {}),
      ...(e.rule ? { rule: e.rule } : {}),
    });
  }
  if (status === 429) return new ClientError('rate_limited', { endpoint: id, attempts });
  if (status >= 500)
    return new ClientError('server_fault', { endpoint: id, status, attempts, ...reason });
  return new ClientError('unexpected_answer', {
    endpoint: id,
    field: '(status)',
    problem: `status ${status}${e.reason ? ` (${e.reason})` : ''}`,
    status,
  });
}
