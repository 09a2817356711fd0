/**
 * Request bodies: at most 1 MiB (D6, else 413 E and the connection is closed), UTF-8, JSON (D5,
 * else 400 E naming `body`). An empty body is "no body".
 */
import type { IncomingMessage } from 'node:http';
import { ApiError, badRequest } from '../api-error';

/** D6 */
export const BODY_LIMIT_BYTES = 1024 * 1024;

function tooLarge(limit: number): ApiError {
  return new ApiError(
    413,
    `body larger than ${limit} bytes (D6)`,
    { field: 'body', rule: 'max_bytes', limit },
    { Connection: 'close' },
  );
}

const NO_BODY = Buffer.alloc(0);

/** Thrown when the client goes away before the body is complete: there is no one to answer. */
export class ClientGone extends Error {}

/** Reads the whole body, refusing it as soon as it passes `limit` bytes. */
export function readBody(request: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge(limit));
  // Most requests have no body: by the time one is served its end is parsed and nothing waits.
  if (request.complete && request.readableLength === 0) return Promise.resolve(NO_BODY);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (outcome: () => void) => {
      request.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish(() => reject(tooLarge(limit)));
      else chunks.push(chunk);
    };
    const onEnd = () => finish(() => resolve(Buffer.concat(chunks, size)));
    const onError = (error: Error) => finish(() => reject(error));
    const onClose = () => finish(() => reject(new ClientGone('client closed the connection')));
    request.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as a JSON value, or undefined when it is empty. */
export function parseJson(raw: Buffer): unknown {
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    throw badRequest('body', 'utf8', 'body: is not valid UTF-8');
  }
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'syntax error';
    throw badRequest('body', 'json', `body: malformed JSON (${detail})`);
  }
}
