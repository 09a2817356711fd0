/**
 * Spec 4.12, D16: POST /network answers, then the controller moves to the
 * new address with its certificate, serial and data, and comes back there after a restart; DHCP
 * leases the first free address of `--dhcp-pool`; settings that would cut the controller off, and
 * addresses it cannot take, are refused before it answers.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { errorBody } from '../../../src/shared/api';
import { httpsCall } from '../helpers/https-request';
import type { StartedSimulator } from '../helpers/start-simulator';
import {
  servedFingerprint,
  simulatorPool,
  tcpListener,
  testPort,
  testSubnet,
  waitFor,
} from './cluster-support';

const pool = simulatorPool();
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((stop) => stop()));
  await pool.stopAll();
});

/** A request to wherever the simulator listens now (the helper's own URL does not follow moves). */
function call(sim: StartedSimulator, method: string, path: string, token?: string, json?: unknown) {
  return httpsCall(`${sim.simulator.url}${path}`, {
    method,
    ...(token === undefined ? {} : { token }),
    ...(json === undefined ? {} : { json }),
  });
}

const loopback = (ip: string) => ({ dhcp: false, ip, mask: '255.0.0.0', gateway: '127.0.0.1' });

describe('POST /network moves the controller (D16)', () => {
  it('answers first, then listens at the new address with the same certificate and data', async () => {
    const net = testSubnet();
    const sim = await pool.start({ host: `${net}.10`, port: testPort(), serial: 'MOVE-1' });
    const token = await sim.login();
    const uuid = randomUUID();
    const person = { surname: 'Kept', name: 'K', dolzhnost: 'd', uuid };
    expect((await sim.request('POST', '/staff', { token, json: person })).status).toBe(201);

    const moved = await sim.request('POST', '/network', { token, json: loopback(`${net}.20`) });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: 'success' });

    const fingerprint = await waitFor(
      () => servedFingerprint(`${net}.20`, sim.port),
      'the controller at its new address',
    );
    expect(fingerprint).toBe(sim.fingerprint);
    await waitFor(
      () =>
        servedFingerprint(`${net}.10`, sim.port).then(
          () => undefined,
          () => true,
        ),
      'the old address to go quiet',
    );
    expect(sim.simulator.address).toEqual({ host: `${net}.20`, port: sim.port });

    // Tokens belong to the controller, not the address.
    const network = await call(sim, 'GET', '/network', token);
    expect(network.body).toMatchObject({
      data: [{ dhcp: false, ip: `${net}.20`, mask: '255.0.0.0', gateway: '127.0.0.1' }],
    });
    const read = await call(sim, 'GET', `/staff/${uuid}`, token);
    expect(read.body).toMatchObject({ data: [{ surname: 'Kept' }] });

    // A restart comes back at the address the move left, whatever address it was started with.
    await sim.restart();
    expect(sim.simulator.address.host).toBe(`${net}.20`);
    expect(await servedFingerprint(`${net}.20`, sim.simulator.address.port)).toBe(sim.fingerprint);
    expect(sim.simulator.serial).toBe('MOVE-1');
  });

  it('refuses settings that would cut it off, and addresses it cannot take, and stays', async () => {
    const net = testSubnet();
    const sim = await pool.start({ host: `${net}.10`, port: testPort() });
    const token = await sim.login();
    const refused = async (json: unknown) => {
      const res = await sim.request('POST', '/network', { token, json });
      return { status: res.status, data: errorBody.parse(res.body).data };
    };
    expect(
      await refused({ dhcp: false, ip: `${net}.20`, mask: '255.0.255.0', gateway: '127.0.0.1' }),
    ).toMatchObject({ status: 400, data: { field: 'mask' } });
    expect(
      await refused({ dhcp: false, ip: `${net}.20`, mask: '255.255.255.0', gateway: '127.0.0.1' }),
    ).toMatchObject({ status: 400, data: { field: 'gateway' } });
    expect(
      await refused({ dhcp: false, ip: `${net}.255`, mask: '255.255.255.0', gateway: `${net}.1` }),
    ).toMatchObject({ status: 400, data: { field: 'ip' } });
    expect(
      await refused({ dhcp: false, ip: '10.1.2.3', mask: '255.0.0.0', gateway: '10.0.0.1' }),
    ).toMatchObject({ status: 400, data: { field: 'ip' } });
    // Somebody listens at that address on our port: an address conflict.
    const squatter = await tcpListener(`${net}.30`, sim.port, 'close');
    cleanups.push(squatter.stop);
    expect(await refused(loopback(`${net}.30`))).toMatchObject({
      status: 409,
      data: { field: 'ip' },
    });
    // No --dhcp-pool: nobody hands out addresses.
    expect(await refused({ dhcp: true })).toMatchObject({ status: 400, data: { field: 'dhcp' } });

    expect(sim.simulator.address.host).toBe(`${net}.10`);
    expect((await sim.request('GET', '/network', { token })).body).toMatchObject({
      data: [{ ip: `${net}.10` }],
    });
  });
});

describe('DHCP (--dhcp-pool)', () => {
  it('leases the first address of the pool nobody listens on, and says so when none is left', async () => {
    const net = testSubnet();
    const port = testPort();
    const dhcpPool = { from: `${net}.50`, to: `${net}.52` };
    const taken = await tcpListener(`${net}.50`, port, 'silent');
    cleanups.push(taken.stop);
    const first = await pool.start({ host: `${net}.10`, port, dhcpPool, serial: 'DHCP-1' });
    const second = await pool.start({ host: `${net}.11`, port, dhcpPool, serial: 'DHCP-2' });
    const third = await pool.start({ host: `${net}.12`, port, dhcpPool, serial: 'DHCP-3' });

    for (const [sim, leased] of [
      [first, `${net}.51`],
      [second, `${net}.52`],
    ] as const) {
      const token = await sim.login();
      const res = await sim.request('POST', '/network', { token, json: { dhcp: true } });
      expect(res.status).toBe(200);
      await waitFor(
        () => (sim.simulator.address.host === leased ? true : undefined),
        `a lease of ${leased}`,
      );
      expect(await servedFingerprint(leased, port)).toBe(sim.fingerprint);
      expect((await call(sim, 'GET', '/network', token)).body).toMatchObject({
        data: [{ dhcp: true, ip: leased }],
      });
    }

    const token = await third.login();
    const full = await third.request('POST', '/network', { token, json: { dhcp: true } });
    expect(full.status).toBe(409);
    expect(errorBody.parse(full.body).data).toMatchObject({ field: 'dhcp' });
    expect(third.simulator.address.host).toBe(`${net}.12`);
  });
});
