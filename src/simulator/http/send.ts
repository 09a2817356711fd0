/** Writing answers: JSON bodies with their length, and the E body of spec 7. */
import type { ServerResponse } from 'node:http';
import type { ErrorBody } from '../../shared/api';

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (response.headersSent || response.destroyed) return;
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

/** E (spec 7): `success` false, a message, and data (empty when there is nothing to add). */
export function errorBody(message: string, data: Record<string, unknown> = {}): ErrorBody {
  return { success: false, message, data };
}
