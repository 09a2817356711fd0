/**
 * The client's HTTP library (axios) goes nowhere the pin does not allow: no proxy from the
 * environment, no redirect followed (the other server never hears of the request), and the
 * controller's own status and body come back for the client's mapping.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { makeTestCertificate } from '../helpers/test-certificate';
import { startFakeController, type FakeController } from '../helpers/fake-controller';
import { json, startHttpsServer, type TestServer } from '../helpers/test-https-server';

const cert = makeTestCertificate();
const admin = { login: 'admin', password: 'right' };
const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  delete process.env.HTTPS_PROXY;
  delete process.env.https_proxy;
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

async function fake(handler: Parameters<typeof startFakeController>[1]): Promise<FakeController> {
  const started = await startFakeController(cert, handler);
  stops.push(() => started.stop());
  return started;
}

describe('the client transport', () => {
  it('ignores a proxy set in the environment', async () => {
    const controller = await fake((_request, response) => json(response, 200, { count: 7 }));
    // A proxy that does not exist: going through it would fail the call.
    process.env.HTTPS_PROXY = 'http://127.0.0.1:9';
    process.env.https_proxy = 'http://127.0.0.1:9';
    const client = controller.client();
    await client.login(admin);
    await expect(client.api.staff.count()).resolves.toEqual({ count: 7 });
    client.close();
  });

  it('follows no redirect: the controller’s answer is what the caller gets', async () => {
    const elsewhere: TestServer = await startHttpsServer(cert, (_request, response) =>
      json(response, 200, { count: 999 }),
    );
    stops.push(() => elsewhere.stop());
    const controller = await fake((_request, response) => {
      response.writeHead(302, {
        Location: `https://${elsewhere.host}:${elsewhere.port}/api/v1/staff/count`,
      });
      response.end();
    });
    const client = controller.client();
    await client.login(admin);
    await expect(client.api.staff.count()).rejects.toMatchObject({
      code: 'unexpected_answer',
    });
    expect(elsewhere.requests).toEqual([]);
    client.close();
  });
});
