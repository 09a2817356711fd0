/**
 * A failure with its HTTP status and E body (spec 7, decisions D1 to D6). Handlers throw it; the
 * request pipeline turns it into the answer.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** D5: 400 naming the field, with `{ field, rule }` in data. */
export function badRequest(
  field: string,
  rule: string,
  message: string,
  extra: Record<string, unknown> = {},
): ApiError {
  return new ApiError(400, message, { field, rule, ...extra });
}

/** D4: a missing record on a single-record path. */
export function notFound(what: string, key: string): ApiError {
  return new ApiError(404, `${what} ${JSON.stringify(key)} not found`, { key });
}

/** 409: a create whose key is taken, or a change that would break an invariant (last admin). */
export function conflict(field: string, message: string): ApiError {
  return new ApiError(409, message, { field, rule: 'conflict' });
}

/** A body field naming a record that does not exist: 400 with rule `exists` (D5). */
export function missingReference(field: string, key: string): ApiError {
  return badRequest(field, 'exists', `${field}: no record ${JSON.stringify(key)}`);
}
