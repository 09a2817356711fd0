/**
 * The certificate made on first start (address in the subject
 * alternative names, serial in the subject) is the one served after every restart, and the data
 * comes back with it. One data folder belongs to one controller and one running simulator.
 */
import { randomUUID } from 'node:crypto';
import { connect, type PeerCertificate } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Simulator } from '../../../src/simulator';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';

function peerCertificate(host: string, port: number): Promise<PeerCertificate> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port, rejectUnauthorized: false }, () => {
      resolve(socket.getPeerCertificate());
      socket.end();
    });
    socket.on('error', reject);
  });
}

describe('a simulator restarted on its data folder', () => {
  let sim: StartedSimulator;
  beforeAll(async () => {
    sim = await startSimulator({ serial: 'KEEP-42' });
  });
  afterAll(async () => sim.stop());

  it('serves the certificate it made on first start, naming its address and serial', async () => {
    const first = await peerCertificate(sim.host, sim.port);
    expect(first.fingerprint256).toBe(sim.fingerprint);
    expect(first.subjectaltname).toBe(`IP Address:${sim.host}`);
    expect(first.subject.serialNumber).toBe('KEEP-42');
    await sim.restart();
    const second = await peerCertificate(sim.host, sim.port);
    expect(second.fingerprint256).toBe(first.fingerprint256);
    expect(sim.fingerprint).toBe(first.fingerprint256);
  });

  it('brings back every record, and forgets the tokens it issued (D3: log in again)', async () => {
    let token = await sim.login();
    const uuid = randomUUID();
    await sim.request('POST', '/staff', {
      token,
      json: { surname: 'Kept', name: 'K', dolzhnost: 'd', uuid },
    });
    await sim.request('POST', '/directories', {
      token,
      json: { name: 'kept', items: [{ value: '1', label: 'one' }] },
    });
    await sim.restart();
    expect((await sim.request('GET', '/staff/count', { token })).status).toBe(401);
    token = await sim.login();
    expect((await sim.request('GET', `/staff/${uuid}`, { token })).body).toMatchObject({
      data: [{ surname: 'Kept' }],
    });
    expect((await sim.request('GET', '/directories/kept', { token })).body).toMatchObject({
      data: [{ items: [{ label: 'one' }] }],
    });
  });

  it('refuses a second simulator on the same folder, and another serial for it', async () => {
    await expect(
      new Simulator({ dataDir: sim.dataDir, host: sim.host, port: 0 }).start(),
    ).rejects.toThrow(/in use/);
    await sim.simulator.stop();
    await expect(
      new Simulator({ dataDir: sim.dataDir, host: sim.host, port: 0, serial: 'OTHER-1' }).start(),
    ).rejects.toThrow(/belongs to controller KEEP-42/);
    await sim.restart();
  });

  it('gets a certificate of its own in another data folder', async () => {
    const other = await startSimulator({ serial: 'KEEP-42' });
    expect(other.fingerprint).not.toBe(sim.fingerprint);
    await other.stop();
  });
});
