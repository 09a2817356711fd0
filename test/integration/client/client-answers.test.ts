/**
 * How the client reads answers and keeps its session, against a scripted HTTPS controller: a 401
 * costs one login however many calls hit it; errors come back as data with their codes; an
 * answer outside the contract is named, never a crash; a bad request is never sent.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ClientError } from '../../../src/core/client/client-error';
import { ControllerClient } from '../../../src/core/client/controller-client';
import { makeTestCertificate } from '../helpers/test-certificate';
import { startFakeController, type FakeController } from '../helpers/fake-controller';
import { json } from '../helpers/test-https-server';

const cert = makeTestCertificate();
const other = makeTestCertificate();
const admin = { login: 'admin', password: 'right' };
let fake: FakeController;
afterEach(() => fake.stop());

async function failure(promise: Promise<unknown>): Promise<ClientError> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ClientError,
  );
}

describe('session', () => {
  it('logs in once again after a 401, however many calls were refused', async () => {
    fake = await startFakeController(cert, (_req, res, token) =>
      token === 'tok-1'
        ? json(res, 401, { success: false, message: 'token expired' })
        : json(res, 200, { count: 5 }),
    );
    const client = fake.client();
    await client.login(admin);
    const answers = await Promise.all(Array.from({ length: 12 }, () => client.api.staff.count()));
    expect(answers).toEqual(Array(12).fill({ count: 5 }));
    expect(fake.logins).toBe(2);
    expect(fake.calls().filter((c) => c.headers.authorization === 'Bearer tok-2')).toHaveLength(12);
  });

  it('gives up with unauthorized when the new token is refused too', async () => {
    fake = await startFakeController(cert, (_req, res) =>
      json(res, 401, { success: false, message: 'no' }),
    );
    const client = fake.client();
    await client.login(admin);
    expect((await failure(client.api.staff.count())).code).toBe('unauthorized');
    expect(fake.logins).toBe(2);
  });

  it('reports a refused login with the login name, and forgets the token on logout', async () => {
    fake = await startFakeController(cert, (_req, res) => json(res, 200, { count: 1 }));
    const client = fake.client();
    const refused = await failure(client.login({ login: 'admin', password: 'wrong' }));
    expect(refused.toData()).toMatchObject({ code: 'unauthorized', details: { login: 'admin' } });
    await client.login(admin);
    client.logout();
    expect((await failure(client.api.staff.count())).code).toBe('unauthorized');
    expect(fake.calls()).toHaveLength(0);
  });

  it('sends no login body and no token to a certificate that is not the pinned one', async () => {
    fake = await startFakeController(other, (_req, res) => json(res, 200, { count: 1 }));
    const client = new ControllerClient({
      address: { host: fake.host, port: fake.port },
      fingerprint256: cert.fingerprint256,
    });
    const error = await failure(client.login(admin));
    client.close();
    expect(error.toData()).toMatchObject({
      code: 'tls_pin_mismatch',
      details: { expected: cert.fingerprint256, actual: other.fingerprint256 },
    });
    expect(fake.requests).toEqual([]);
  });
});

describe('answers and errors as data', () => {
  const answering = (status: number, body: unknown) =>
    startFakeController(cert, (_req, res) => {
      if (typeof body === 'string') {
        res.writeHead(status, { 'Content-Type': 'text/html' });
        res.end(body);
      } else json(res, status, body);
    });

  it('names the endpoint and the field of an answer outside the contract', async () => {
    fake = await answering(200, { count: 'seven' });
    const client = fake.client();
    await client.login(admin);
    const error = await failure(client.api.staff.count());
    expect(error.toData()).toMatchObject({
      code: 'unexpected_answer',
      details: { endpoint: 'staff.count', field: 'count' },
    });
    expect(error.data.message.ru).toContain('staff.count');
  });

  it('gives an answer outside the contract as it came, with where it leaves it, when asked to', async () => {
    fake = await answering(200, { count: 'seven', extra: true });
    const client = fake.client();
    await client.login(admin);
    const answer = await client.callAsIs('staff.count');
    expect(answer).toEqual({
      status: 200,
      body: { count: 'seven', extra: true },
      problems: [{ field: 'count', problem: expect.any(String) as string }],
    });
    await fake.stop();
    fake = await startFakeController(cert, (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('all good');
    });
    const plain = fake.client();
    await plain.login(admin);
    expect(await plain.callAsIs('staff.count')).toMatchObject({
      body: 'all good',
      problems: [{ field: '(body)', problem: 'not JSON' }],
    });
  });

  it('names the item of a list answer that breaks the contract', async () => {
    fake = await answering(200, {
      data: [{ name: 'a' }, { name: 7 }],
      meta: { api_version: '1.5.0', path: '/x' },
    });
    const client = fake.client();
    await client.login(admin);
    const error = await failure(client.api.directories.list());
    expect(error.details).toMatchObject({ endpoint: 'directories.list', field: 'data[1].name' });
  });

  it('reports a body that is not JSON as an unexpected answer', async () => {
    fake = await answering(200, '<html>captive portal</html>');
    const client = fake.client();
    await client.login(admin);
    expect((await failure(client.api.staff.count())).details).toMatchObject({ field: '(body)' });
  });

  it.each([
    [
      400,
      { success: false, message: 'pin is too long', data: { field: 'pin', rule: 'max' } },
      'validation',
      { field: 'pin', rule: 'max' },
    ],
    [
      403,
      { success: false, message: 'viewers may not write' },
      'forbidden',
      { reason: 'viewers may not write' },
    ],
    [404, { success: false, message: 'no such person' }, 'not_found', { endpoint: 'staff.get' }],
    [418, { success: false }, 'unexpected_answer', { field: '(status)', status: 418 }],
  ])('maps status %i to %s', async (status, body, code, details) => {
    fake = await answering(status, body);
    const client = fake.client();
    await client.login(admin);
    const error = await failure(
      client.api.staff.get({ params: { uuid: '6f1c2a4e-8b1d-4c3e-9a2f-1b2c3d4e5f60' } }),
    );
    expect(error.toData()).toMatchObject({ code, details });
  });

  it('refuses a request that breaks the contract without sending it', async () => {
    fake = await answering(200, {});
    const client = fake.client();
    await client.login(admin);
    const missingQuery = await failure(client.call('staff.page'));
    expect(missingQuery.details).toMatchObject({ endpoint: 'staff.page', field: 'page' });
    const badBody = await failure(
      client.api.schedules.create({
        body: { name: 'Night', intervals: [{ days: ['mon'], from: '22:00', to: '25:00' }] },
      }),
    );
    expect(badBody.details).toMatchObject({ field: 'intervals[0].to' });
    expect(fake.calls()).toHaveLength(0);
  });
});
