/**
 * Request bodies as http/body.ts reads them: one still arriving when the request is served is
 * waited for; a request without one is served at once (D5, D6).
 */
import { connect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';

let sim: StartedSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(async () => sim.stop());

/** Sends `head` and then, after `delayMs`, `tail`; answers the status line. */
function sendInParts(head: string, tail: string, delayMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: sim.host, port: sim.port, rejectUnauthorized: false }, () => {
      socket.write(head);
      setTimeout(() => socket.write(tail), delayMs);
    });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (answer.includes('\r\n\r\n')) {
        socket.destroy();
        resolve(answer.slice(0, answer.indexOf('\r\n')));
      }
    });
    socket.once('error', reject);
  });
}

describe('request bodies', () => {
  it('waits for a body that arrives after the request is served', async () => {
    const body = JSON.stringify({ login: 'admin', password: 'admin' });
    // The head alone first: served with not a byte of its body yet.
    const head =
      `POST /api/v1/login HTTP/1.1\r\nHost: ${sim.host}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    expect(await sendInParts(head, body, 150)).toBe('HTTP/1.1 200 OK');
  });

  it('serves a request without a body at once, and refuses one an endpoint needs', async () => {
    const token = await sim.login();
    const read = await sim.request('GET', '/access_points', { token });
    expect(read.status).toBe(200);
    const login = await sim.request('POST', '/login');
    expect(login.status).toBe(400);
    expect(login.body).toMatchObject({ success: false, data: { field: 'body', rule: 'required' } });
  });
});
