/**
 * Is the HTTPS service at an address the controller API? Without credentials a controller answers
 * every endpoint with 401 E (D1), except that a path of a section newer than its firmware is 404
 * E (D11); the base path `/api/v1` itself is no endpoint (404 E, D4). So the probe (D15) reads
 * one authenticated endpoint of each description version, newest first: the first 401 E confirms
 * a controller and gives its firmware era; a 404 E asks the next older one; anything else is some
 * other HTTPS device.
 */
import type { ApiVersion } from '../../shared/api/areas';

export interface EraProbe {
  version: ApiVersion;
  /** Below the API base, e.g. `/error_logger`. */
  path: string;
}

/**
 * A plain authenticated read of each description version, newest first (spec 9). Written out
 * rather than read from the contract's endpoint table at start: that table builds every payload
 * schema, which would cost `turnkey discover` a third of its start-up. A unit test derives the
 * same list from the contract, so the two cannot drift apart.
 */
export const ERA_PROBES: readonly EraProbe[] = [
  { version: '1.7.0', path: '/error_logger' },
  { version: '1.6.0', path: '/auth_users' },
  { version: '1.5.0', path: '/access_points' },
];

/** E (spec 7): `success` false, an optional string `message`, an optional object `data`. */
export function isErrorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { success, message, data } = body as Record<string, unknown>;
  return (
    success === false &&
    (message === undefined || typeof message === 'string') &&
    (data === undefined || (typeof data === 'object' && data !== null))
  );
}

export type AnswerVerdict =
  | { kind: 'controller' }
  /** 404 E: a controller of an older era, or not the API at all; ask the next older path. */
  | { kind: 'older_era' }
  | { kind: 'other'; reason: string };

export interface HttpAnswer {
  status: number;
  contentType?: string;
  /** Parsed JSON, or undefined when the body was not JSON. */
  body: unknown;
}

/** What one unauthenticated answer says about the service. */
export function judgeAnswer(answer: HttpAnswer): AnswerVerdict {
  const e = isErrorBody(answer.body);
  if (answer.status === 401 && e) return { kind: 'controller' };
  if (answer.status === 404 && e) return { kind: 'older_era' };
  const type = answer.contentType?.split(';')[0]?.trim();
  const shape = e ? 'error body E' : answer.body === undefined ? type || 'no JSON' : 'JSON';
  return { kind: 'other', reason: `HTTP ${answer.status} (${shape}), not the controller API` };
}
