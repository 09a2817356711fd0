/**
 * The discovery probe against real servers on loopback (D15, D1, D11, D14): a simulator of each
 * firmware era is confirmed with its fingerprint, serial, model and era; HTTPS servers that are
 * not controllers, plain TCP, refused and held connections are each named for what they are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeHttps } from '../../../src/core/discovery/https-probe';
import { fleet, otherHttps, tcpListener, testNet, testPort } from './discovery-support';

const net = testNet();
const port = testPort();
const sims = fleet();
const stops: Array<() => Promise<void>> = [];
const limits = { connectTimeoutMs: 800, answerTimeoutMs: 1000 };

beforeAll(async () => {
  for (const [i, kind] of (['html', 'json401', 'e404'] as const).entries()) {
    const server = await otherHttps(`${net}.${50 + i}`, port, kind);
    stops.push(server.stop);
  }
  for (const [host, mode] of [
    [`${net}.60`, 'close'],
    [`${net}.61`, 'silent'],
  ] as const) {
    stops.push((await tcpListener(host, port, mode)).stop);
  }
});

afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
  await sims.stopAll();
});

describe('the discovery probe', () => {
  it.each([
    ['1.5', '1.5.0'],
    ['1.6', '1.6.0'],
    ['1.7', '1.7.0'],
  ] as const)('confirms a controller of firmware %s with its identity', async (firmware, era) => {
    const host = `${net}.${firmware.replace('.', '')}`;
    const sim = await sims.start({ host, port, firmware, serial: `PROBE-${firmware}` });
    const outcome = await probeHttps({ host, port }, limits);
    expect(outcome).toMatchObject({
      kind: 'controller',
      address: { host, port },
      serial: `PROBE-${firmware}`,
      model: 'Turnkey simulator',
      firmware: era,
      certificate: { fingerprint256: sim.fingerprint, selfSigned: true },
    });
  });

  it('names HTTPS servers that are not the controller API as other devices', async () => {
    const outcomes = await Promise.all(
      [50, 51, 52].map((last) => probeHttps({ host: `${net}.${last}`, port }, limits)),
    );
    expect(outcomes.map((o) => o.kind)).toEqual(['other_https', 'other_https', 'other_https']);
    expect(outcomes.map((o) => (o.kind === 'other_https' ? o.reason : ''))).toEqual([
      'HTTP 200 (text/html), not the controller API',
      'HTTP 401 (JSON), not the controller API',
      'no section of the controller API answered (404 E)',
    ]);
    for (const o of outcomes) {
      expect(o.kind === 'other_https' && o.certificate?.fingerprint256).toMatch(/^[0-9A-F:]{95}$/);
    }
  });

  it('tells TCP without TLS, a refused port and a silent host apart', async () => {
    const [closing, holding, refused] = await Promise.all([
      probeHttps({ host: `${net}.60`, port }, limits),
      probeHttps({ host: `${net}.61`, port }, limits),
      probeHttps({ host: `${net}.62`, port }, limits),
    ]);
    expect(closing.kind).toBe('not_https');
    expect(holding).toEqual({
      kind: 'not_https',
      address: { host: `${net}.61`, port },
      reason: 'no TLS handshake in 1000 ms',
    });
    expect(refused).toEqual({ kind: 'refused', address: { host: `${net}.62`, port } });
  });

  it('stops at once when cancelled, closing the connection', async () => {
    const abort = new AbortController();
    const probing = probeHttps(
      { host: `${net}.61`, port },
      { ...limits, answerTimeoutMs: 10_000, signal: abort.signal },
    );
    setTimeout(() => abort.abort(), 50);
    await expect(probing).rejects.toMatchObject({ code: 'cancelled' });
  });
});
