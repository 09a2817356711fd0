/**
 * What the simulator behaviour tests share: polling until a condition holds (no fixed sleeps, the
 * machine is shared), and plain HTTP calls to the control channel.
 */
import { request } from 'node:http';
import type { ControlServer } from '../../../src/simulator/control/control-server';

/** Reads until `done` holds, every `everyMs`; rejects after `timeoutMs` with the last value. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`condition not met in ${timeoutMs} ms; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export interface ControlAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** One JSON call to the control channel, with its token unless another (or none) is given. */
export function control(
  server: ControlServer,
  method: string,
  path: string,
  body?: unknown,
  token: string | null = server.token,
): Promise<ControlAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = {};
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }),
      );
    });
    req.on('error', reject);
    req.end(payload);
  });
}
