/**
 * Retries, time limits and cancellation against a scripted HTTPS server: resets,
 * 5xx and 429 are retried for GET, PUT and DELETE with backoff; a POST is sent once.
 */
import { setImmediate as tick } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTestCertificate } from '../helpers/test-certificate';
import { startFakeController, type FakeController } from '../helpers/fake-controller';
import { json } from '../helpers/test-https-server';

const cert = makeTestCertificate();
const admin = { login: 'admin', password: 'right' };
const uuid = '6f1c2a4e-8b1d-4c3e-9a2f-1b2c3d4e5f60';
let fake: FakeController;
afterEach(async () => {
  // The spy first: it puts back the fake setTimeout it wrapped, which useRealTimers then replaces.
  vi.restoreAllMocks();
  vi.useRealTimers();
  await fake.stop();
});

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
    const client = fake.client({ retry: { baseDelayMs: 1, maxDelayMs: 5000 }, random: () => 0 });
    await client.login(admin);
    // The client's waits on fake timers: the second request can only leave once the clock has
    // been moved the whole second, however slow this machine is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const waits = vi.spyOn(globalThis, 'setTimeout');
    const count = client.api.staff.count();
    await until(() => waits.mock.calls.some(([, ms]) => ms === 1000));
    expect(fake.calls()).toHaveLength(1);
    vi.advanceTimersByTime(999);
    await ticks();
    expect(fake.calls()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await expect(count).resolves.toEqual({ count: 42 });
    expect(fake.calls()).toHaveLength(2);
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
    const client = fake.client({ random: () => 0 });
    await client.login(admin);
    // The time limit on a fake clock: it ends the stalled attempt when the clock is moved, and
    // the second attempt, never timed out, answers whenever this machine gets to it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answer = client.api.staffProperties.update(
      { params: { name: 'badge' }, body: property },
      { timeoutMs: 60_000 },
    );
    await until(() => fake.calls().length === 1);
    vi.advanceTimersByTime(60_000);
    await until(
      () => fake.calls().length === 2,
      () => vi.advanceTimersByTime(0),
    );
    await expect(answer).resolves.toMatchObject({ status: 'success' });
    expect(fake.calls()).toHaveLength(2);
  });

  it('cancels a call in flight, and a call waiting to retry, on the signal', async () => {
    await scripted(['stall', 500, 500, 500]);
    // Neither the time limit nor the wait between attempts ends within any test run: what ends
    // these calls is the signal.
    const hours = { baseDelayMs: 3_600_000, maxDelayMs: 3_600_000 };
    const client = fake.client({ timeoutMs: 3_600_000, retry: hours, random: () => 0.5 });
    await client.login(admin);
    const inFlight = new AbortController();
    const stalled = client.api.staff.count(undefined, { signal: inFlight.signal });
    await until(() => fake.calls().length === 1);
    inFlight.abort();
    await expect(stalled).rejects.toMatchObject({ code: 'cancelled' });

    const waiting = new AbortController();
    const retrying = client.api.staff.count(undefined, { signal: waiting.signal });
    // Answered 500 and now waiting half an hour before the next attempt.
    await until(() => fake.calls().length === 2);
    waiting.abort();
    await expect(retrying).rejects.toMatchObject({ code: 'cancelled' });
    expect(fake.calls()).toHaveLength(2);
  });
});

/** A few turns of the event loop, on real time whatever the test's fake timers do. */
async function ticks(turns = 20): Promise<void> {
  for (let i = 0; i < turns; i++) await tick();
}

/**
 * Waits on real time for a condition the network brings about (`each` runs between looks). The
 * limit is only a guard, generous for a loaded machine.
 */
async function until(predicate: () => boolean, each: () => void = () => undefined): Promise<void> {
  const deadline = performance.now() + 20_000;
  while (!predicate()) {
    if (performance.now() > deadline) throw new Error('condition not met in time');
    each();
    await tick();
  }
}
