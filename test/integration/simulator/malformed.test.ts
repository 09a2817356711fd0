/**
 * Bad input never takes the simulator down: each kind gets its E answer
 * (D5, D6) and the next request is served. Ends with a property test: random JSON at random
 * endpoints never yields a 500.
 */
import { connect as tlsConnect } from 'node:tls';
import { connect as tcpConnect } from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, errorBody, fillPath } from '../../../src/shared/api';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';

/** Sends raw bytes over TLS and returns everything the server answers before closing. */
function rawTls(host: string, port: number, bytes: Buffer | string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = tlsConnect({ host, port, rejectUnauthorized: false }, () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

describe('malformed input', () => {
  let sim: StartedSimulator;
  let token: string;
  const alive = async () => {
    const res = await sim.request('GET', '/staff/count', { token });
    expect(res.status).toBe(200);
  };
  beforeAll(async () => {
    sim = await startSimulator();
    token = await sim.login();
  });
  afterAll(async () => sim.stop());

  it.each([
    ['malformed JSON', '{"surname": "A",', 'json'],
    ['a JSON string instead of an object', '"hello"', 'type'],
    ['a JSON array', '[1,2,3]', 'type'],
    ['null', 'null', 'type'],
    ['invalid UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), 'utf8'],
    ['random bytes', randomBytes(512), null],
    ['an empty body where one is required', '', 'required'],
  ] as const)('%s: 400 E, then the next request is served', async (_what, raw, rule) => {
    const res = await sim.request('POST', '/staff', { token, raw });
    expect(res.status).toBe(400);
    const error = errorBody.parse(res.body);
    expect(error.data?.field).toBe('body');
    if (rule) expect(error.data?.rule).toBe(rule);
    await alive();
  });

  it('wrong types and unknown fields: 400 E naming the field', async () => {
    const wrongType = await sim.request('POST', '/visitors', {
      token,
      json: { last_name: 1, first_name: 'a', planned_at: '2030-01-01T00:00:00Z' },
    });
    expect(errorBody.parse(wrongType.body).data).toMatchObject({
      field: 'last_name',
      rule: 'type',
    });
    const unknown = await sim.request('POST', '/schedules/', {
      token,
      json: { name: 'a', intervals: [], colour: 'red' },
    });
    expect(errorBody.parse(unknown.body).data).toMatchObject({
      field: 'colour',
      rule: 'unknown_field',
    });
    const nested = await sim.request('POST', '/schedules/', {
      token,
      json: { name: 'a', intervals: [{ days: ['mon'], from: '09:00', to: '08:00' }] },
    });
    expect(errorBody.parse(nested.body).data).toMatchObject({ field: 'intervals.0.to' });
    const query = await sim.request('GET', '/visitors?limit=many', { token });
    expect(errorBody.parse(query.body).data).toMatchObject({ field: 'limit' });
    await alive();
  });

  it('a body over 1 MiB: 413 E, announced or streamed (D6)', async () => {
    const huge = JSON.stringify({
      surname: 'x'.repeat(2 * 1024 * 1024),
      name: 'a',
      dolzhnost: 'b',
      uuid: randomUUID(),
    });
    const announced = await sim.request('POST', '/staff', { token, raw: huge });
    expect(announced.status).toBe(413);
    expect(errorBody.parse(announced.body).data).toMatchObject({ rule: 'max_bytes' });
    const streamed = await sim.request('POST', '/staff', {
      token,
      raw: huge,
      headers: { 'transfer-encoding': 'chunked' },
    });
    expect(streamed.status).toBe(413);
    const atLimit = JSON.stringify({
      surname: 'x'.repeat(1024 * 1024 - 200),
      name: 'a',
      dolzhnost: 'b',
      uuid: randomUUID(),
    });
    expect((await sim.request('POST', '/staff', { token, raw: atLimit })).status).toBe(201);
    await alive();
  });

  it('bytes that are not HTTP: 400 E on the connection, which is then closed', async () => {
    const answer = await rawTls(sim.host, sim.port, randomBytes(300));
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
      success: false,
    });
    const garbageLine = await rawTls(sim.host, sim.port, 'HELLO THERE\r\n\r\n');
    expect(garbageLine).toMatch(/^HTTP\/1\.1 400 /);
    await alive();
  });

  it('plain text or random bytes where TLS is expected: the connection is dropped, nothing else', async () => {
    await new Promise<void>((resolve) => {
      const socket = tcpConnect({ host: sim.host, port: sim.port }, () =>
        socket.write(randomBytes(2048)),
      );
      socket.on('error', () => resolve());
      socket.on('close', () => resolve());
    });
    await alive();
  });

  it('unknown paths and methods: 404 E and 405 E (D4)', async () => {
    expect((await sim.request('GET', '/no/such/thing', { token })).status).toBe(404);
    expect((await sim.request('GET', '/../../etc/passwd', { token })).status).toBe(404);
    const wrongMethod = await sim.request('PATCH', '/staff', { token });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, POST');
    await alive();
  });

  it('random JSON at random endpoints never yields a 500', async () => {
    const endpoints = ENDPOINTS.filter((e) => e.id !== 'migration.start' && e.id !== 'login');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.oneof(
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
          fc.string(),
        ),
        fc.string({ maxLength: 12 }),
        async (endpoint, raw, param) => {
          const params = Object.fromEntries(endpoint.pathParams.map((p) => [p, param || 'x']));
          const res = await sim.request(endpoint.method, fillPath(endpoint.path, params), {
            token,
            raw,
          });
          expect(
            res.status,
            `${endpoint.method} ${endpoint.path} ${raw}: ${res.text}`,
          ).toBeLessThan(500);
          expect(res.headers['content-type']).toMatch(/^application\/json/);
        },
      ),
      { numRuns: 300 },
    );
    await alive();
  });
});
