/**
 * A scripted HTTPS controller for the client's transport tests: logins hand out tokens tok-1,
 * tok-2, ...; every other request goes to the test's handler, which sees which token it carried.
 * What a real controller cannot be made to do (reset, stall, answer 5xx or 429, answer outside
 * the contract) is done here; everything else is tested against the simulator.
 */
import type { ServerResponse } from 'node:http';
import {
  ControllerClient,
  type ControllerClientOptions,
} from '../../../src/core/client/controller-client';
import type { TestCertificate } from './test-certificate';
import { json, startHttpsServer, type SeenRequest, type TestServer } from './test-https-server';

export interface FakeController extends TestServer {
  logins: number;
  /** Requests other than login. */
  calls: () => SeenRequest[];
  client(options?: Partial<ControllerClientOptions>): ControllerClient;
}

export type CallHandler = (
  request: SeenRequest,
  response: ServerResponse,
  token: string | undefined,
) => void;

export async function startFakeController(
  certificate: TestCertificate,
  handler: CallHandler,
  tokenTtlSeconds = 3600,
): Promise<FakeController> {
  const fake = { logins: 0 } as FakeController;
  const server = await startHttpsServer(certificate, (request, response) => {
    if (request.url === '/api/v1/login') {
      fake.logins++;
      const { login, password } = JSON.parse(request.body) as { login: string; password: string };
      if (password !== 'right')
        return json(response, 401, { success: false, message: 'wrong login or password' });
      const exp = Math.floor(Date.now() / 1000) + tokenTtlSeconds;
      return json(response, 200, {
        token: `tok-${fake.logins}`,
        user: { login, role: 'admin', exp },
      });
    }
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    handler(request, response, token);
  });
  const clients: ControllerClient[] = [];
  return Object.assign(fake, server, {
    calls: () => server.requests.filter((r) => r.url !== '/api/v1/login'),
    client(options: Partial<ControllerClientOptions> = {}) {
      const client = new ControllerClient({
        address: { host: server.host, port: server.port },
        fingerprint256: certificate.fingerprint256,
        retry: { baseDelayMs: 5, maxDelayMs: 50 },
        ...options,
      });
      clients.push(client);
      return client;
    },
    stop: async () => {
      for (const client of clients) client.close();
      await server.stop();
    },
  });
}
