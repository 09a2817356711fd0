/**
 * Retries, time limits and cancellation against a scripted HTTPS server: resets,
 * 5xx and 429 are retried for GET, PUT and DELETE with backoff; a POST is sent once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { makeTestCertificate } from '../helpers/test-certificate';
import { startFakeController, type FakeController } from '../helpers/fake-controller';
import { json } from '../helpers/test-https-server';

const cert = makeTestCertificate();
const admin = { login: 'admin', password: 'right' };
const uuid = '6f1c2a4e-8b1d-4c3e-9a2f-1b2c3d4e5f60';
let fake: FakeController;
afterEach(() => fake.stop());

type Step = 'reset' | 'stall' | number;

/** Answers each call by the next step of `script`; past its end, success. */
async function scripted(
  script: Step[],
  headers: Record<string, string> = {},
): Promise<FakeController> {
  let index = 0;
  fake = await startFakeController(cert, (request, response) => {
    const step = script[index++] ?? 200;
    if (step === 'reset') return response.socket?.destroy();
    if (step === 'stall') return;
    if (step !== 200)
      return json(response, step, { success: false, message: `fault ${step}` }, headers);
    if (request.method === 'GET') return json(response, 200, { count: 42 });
    return json(response, request.method === 'POST' ? 201 : 200, {
      status: 'success',
      data: { uuid },
    });
  });
  return fake;
}

const property = { name: 'badge', type: 'string', required: false };

describe('retries (GET, PUT, DELETE only)', () => {
  it('retries a GET through a reset, a 500 and a 429 to the answer', async () => {
    await scripted(['reset', 500, 429]);
    const client = fake.client({ retry: { maxAttempts: 4, baseDelayMs: 5 } });
    await client.login(admin);
    expect(await client.api.staff.count()).toEqual({ count: 42 });
    expect(fake.calls()).toHaveLength(4);
  });

  it('gives up after the attempts run out with the last status', async () => {
    await scripted([503, 503, 503, 503]);
    const client = fake.client();
    await client.login(admin);
    await expect(client.api.staff.delete({ params: { uuid } })).rejects.toMatchObject({
      code: 'server_fault',
      details: { status: 503, attempts: 3, endpoint: 'staff.delete' },
    });
    expect(fake.calls()).toHaveLength(3);
  });

  it('never retries a POST, whatever went wrong', async () => {
    await scripted([500, 'reset']);
    const client = fake.client();
    await client.login(admin);
    await expect(client.call('migration.start')).rejects.toMatchObject({ code: 'server_fault' });
    await expect(client.call('migration.stop')).rejects.toMatchObject({ code: 'unreachable' });
    expect(fake.calls().map((c) => c.url)).toEqual([
      '/api/v1/migration/start',
      '/api/v1/migration/stop',
    ]);
  });

  it('waits as long as Retry-After asks, within the cap', async () => {
    await scripted([429], { 'Retry-After': '1' });
    const client = fake.client({ retry: { baseDelayMs: 1, maxDelayMs: 5000 } });
    await client.login(admin);
    const started = Date.now();
    await client.api.staff.count();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });
});

describe('time limits and cancellation', () => {
  it('retries a stalled GET and reports a timeout when every attempt stalls', async () => {
    await scripted(['stall', 'stall', 'stall']);
    const client = fake.client({ timeoutMs: 150 });
    await client.login(admin);
    await expect(client.api.staff.count()).rejects.toMatchObject({
      code: 'timeout',
      details: { timeoutMs: 150 },
    });
    expect(fake.calls()).toHaveLength(3);
  });

  it('sends a stalled PUT again and gets the answer the second time', async () => {
    await scripted(['stall']);
    const client = fake.client();
    await client.login(admin);
    const answer = await client.api.staffProperties.update(
      { params: { name: 'badge' }, body: property },
      { timeoutMs: 150 },
    );
    expect(answer.status).toBe('success');
    expect(fake.calls()).toHaveLength(2);
  });

  it('cancels a call in flight, and a call waiting to retry, on the signal', async () => {
    await scripted(['stall', 500, 500, 500]);
    const client = fake.client({ retry: { baseDelayMs: 2000, maxDelayMs: 2000 } });
    await client.login(admin);
    const inFlight = new AbortController();
    setTimeout(() => inFlight.abort(), 50);
    await expect(
      client.api.staff.count(undefined, { signal: inFlight.signal }),
    ).rejects.toMatchObject({
      code: 'cancelled',
    });
    const waiting = new AbortController();
    const started = Date.now();
    setTimeout(() => waiting.abort(), 100);
    await expect(
      client.api.staff.count(undefined, { signal: waiting.signal, retry: { baseDelayMs: 2000 } }),
    ).rejects.toMatchObject({
      code: 'cancelled',
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
