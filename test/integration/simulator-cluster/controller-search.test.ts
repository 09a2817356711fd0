/**
 * Spec 4.12: POST /controller_search probes a network for controllers on
 * the searcher's port. It finds three neighbours (serial, address, model, firmware, certificate)
 * and not itself, nor an HTTPS server that is no controller, nor plain TCP listeners; the status
 * read is active while it runs (a silent listener keeps it busy for a probe time limit).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { errorBody } from '../../../src/shared/api';
import { json, startHttpsServer } from '../helpers/test-https-server';
import { makeTestCertificate } from '../helpers/test-certificate';
import { simulatorPool, tcpListener, testPort, testSubnet, waitFor } from './cluster-support';

const pool = simulatorPool();
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((stop) => stop()));
  await pool.stopAll();
});

type Status = { status: string; active: boolean; probed?: number; total?: number };

describe('controller search', () => {
  it('finds the three neighbours and nothing else', async () => {
    const net = testSubnet();
    const port = testPort();
    const searcher = await pool.start({ host: `${net}.10`, port, serial: 'SEARCH-0' });
    const neighbours = await Promise.all([
      pool.start({ host: `${net}.21`, port, serial: 'NEXT-1', firmware: '1.7' }),
      pool.start({ host: `${net}.22`, port, serial: 'NEXT-2', firmware: '1.6' }),
      pool.start({ host: `${net}.23`, port, serial: 'NEXT-3', firmware: '1.5' }),
    ]);
    // Not controllers: a web server with a certificate like a controller's (it answers 200 HTML
    // to everything, or a bare 401), a listener that closes at once and one that never answers.
    const certificate = makeTestCertificate(`${net}.30`, 'FAKE-1');
    const web = await startHttpsServer(
      certificate,
      (_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>hello</h1>'),
      { host: `${net}.30`, port },
    );
    const bare401 = await startHttpsServer(
      certificate,
      (_req, res) => json(res, 401, { error: 'unauthorized' }),
      { host: `${net}.31`, port },
    );
    const closing = await tcpListener(`${net}.32`, port, 'close');
    const silent = await tcpListener(`${net}.33`, port, 'silent');
    cleanups.push(web.stop, bare401.stop, closing.stop, silent.stop);

    const token = await searcher.login();
    const started = await searcher.request('POST', '/controller_search', {
      token,
      json: { network: `${net}.0/24` },
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'success' });
    expect(typeof (started.body as { data: { uuid: unknown } }).data.uuid).toBe('string');

    const running = (await searcher.request('GET', '/controller_search/status', { token }))
      .body as Status;
    expect(running).toMatchObject({ status: 'searching', active: true, total: 253 });
    const again = await searcher.request('POST', '/controller_search', {
      token,
      json: { network: `${net}.0/24` },
    });
    expect(again.status).toBe(409);

    const done = await waitFor(async () => {
      const status = (await searcher.request('GET', '/controller_search/status', { token }))
        .body as Status;
      return status.active ? undefined : status;
    }, 'the search to end');
    expect(done).toMatchObject({ status: 'ready', active: false });

    const results = await searcher.request('GET', '/controller_search', { token });
    expect((results.body as { data: unknown[] }).data).toEqual(
      neighbours.map((n, i) => ({
        serial: `NEXT-${i + 1}`,
        address: n.host,
        port,
        model: 'Turnkey simulator',
        firmware: ['1.7.0', '1.6.0', '1.5.0'][i],
        fingerprint: n.fingerprint,
      })),
    );
  });

  it('takes at most a /22', async () => {
    const sim = await pool.start({ port: testPort() });
    const token = await sim.login();
    const wide = await sim.request('POST', '/controller_search', {
      token,
      json: { network: '127.0.0.0/21' },
    });
    expect(wide.status).toBe(400);
    expect(errorBody.parse(wide.body).data).toMatchObject({ field: 'network', rule: 'min' });
    expect((await sim.request('GET', '/controller_search/status', { token })).body).toMatchObject({
      active: false,
    });
  });
});
