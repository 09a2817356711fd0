/**
 * The Authorization check of every endpoint but login (spec 5): a missing, malformed, unknown or
 * expired bearer token is 401 E (D1) with the reason in the message.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Role } from '../../shared/api';
import { ApiError } from '../api-error';
import type { Session } from '../auth/tokens';
import type { SimContext } from '../context';

const BEARER = /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i;

function unauthorized(message: string, error = 'invalid_token'): ApiError {
  return new ApiError(
    401,
    message,
    { rule: 'auth' },
    {
      'WWW-Authenticate': `Bearer realm="controller", error="${error}"`,
    },
  );
}

/** The session and current role behind the request's token, or 401 E. */
export function authenticate(
  headers: IncomingHttpHeaders,
  sim: SimContext,
): { session: Session; role: Role } {
  const header = headers.authorization;
  if (header === undefined || header === '')
    throw unauthorized('Authorization header missing', 'invalid_request');
  const match = BEARER.exec(header);
  if (!match?.[1])
    throw unauthorized('Authorization header must be "Bearer <token>"', 'invalid_request');
  const check = sim.tokens.check(match[1]);
  if (!check.ok)
    throw unauthorized(
      check.reason === 'expired' ? 'token expired: log in again (D3)' : 'token unknown or revoked',
    );
  // The role is read at each call, so a change of role applies at once.
  const user = sim.users.get(check.session.login);
  if (!user) throw unauthorized('token of a deleted user');
  return { session: check.session, role: user.role };
}
