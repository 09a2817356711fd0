/**
 * What the backup tests need around a simulator: a biometry provider with secrets (spec 2.2,
 * 4.13), and a controller that reads those secrets back. The simulator keeps a provider's
 * client secret and password but never answers them (docs/decisions.md, "Controller
 * simulator"); a real controller may (the spec does not show the fields of list reads), so a
 * small HTTPS front passes every request to the simulator and adds the secrets to the
 * provider list it answers, with a certificate of its own that the test pins.
 */
import { httpsCall } from '../helpers/https-request';
import type { StartedSimulator } from '../helpers/start-simulator';
import { makeTestCertificate } from '../helpers/test-certificate';
import { json, startHttpsServer } from '../helpers/test-https-server';

export const PROVIDER = {
  name: 'Лица на проходной',
  authHost: 'auth.example',
  authPort: 443,
  apiHost: 'api.example',
  apiPort: 443,
  basePath: '/api',
  authBasePath: '/auth',
  clientId: 'turnkey-backup-client',
  clientSecret: 'S3cret-of-the-client-Тайна',
  username: 'provider-user',
  password: 'provider-пароль-42',
  kafkaBroker: 'kafka.example:9092',
  active: true,
};

/** Adds PROVIDER to the simulator. */
export async function providerSecrets(sim: StartedSimulator): Promise<void> {
  const token = await sim.login();
  const made = await sim.request('POST', '/biometry_services/provider', { token, json: PROVIDER });
  if (made.status !== 201) throw new Error(`provider not made: ${made.status} ${made.text}`);
}

export interface ReadBackFront {
  host: string;
  port: number;
  fingerprint256: string;
  stop: () => Promise<void>;
}

const PROVIDERS_PATH = '/api/v1/biometry_services/provider';

/** The simulator behind an HTTPS front that answers provider lists with their secrets. */
export async function secretsReadBack(sim: StartedSimulator): Promise<ReadBackFront> {
  const certificate = makeTestCertificate(sim.host, 'BACK-SEC-RB');
  const server = await startHttpsServer(
    certificate,
    (request, response) => {
      const headers: Record<string, string> = {};
      if (request.headers.authorization) headers['authorization'] = request.headers.authorization;
      if (request.headers['content-type'])
        headers['content-type'] = request.headers['content-type'];
      void httpsCall(`https://${sim.host}:${sim.port}${request.url}`, {
        method: request.method,
        headers,
        ...(request.body ? { raw: request.body } : {}),
      }).then(
        (answer) => {
          const path = request.url.split('?')[0];
          if (request.method === 'GET' && path === PROVIDERS_PATH && answer.status === 200) {
            const body = answer.body as { data: Record<string, unknown>[] };
            body.data = body.data.map((p) => ({
              ...p,
              clientSecret: PROVIDER.clientSecret,
              password: PROVIDER.password,
            }));
            return json(response, 200, body);
          }
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(answer.text);
        },
        () => {
          response.destroy();
        },
      );
    },
    { host: sim.host },
  );
  return {
    host: server.host,
    port: server.port,
    fingerprint256: certificate.fingerprint256,
    stop: server.stop,
  };
}
