/**
 * A client that reconnects resumes its TLS session instead of a full handshake (http/server.ts),
 * with TLS 1.3 and 1.2, also at the address a move took (D16: the servers of one controller share
 * its ticket keys); a restart forgets the sessions, as it forgets the tokens (D3).
 */
import { connect, type ConnectionOptions, type TLSSocket } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { startSimulator, testHost, type StartedSimulator } from '../helpers/start-simulator';

interface Handshake {
  resumed: boolean;
  fingerprint: string;
  /** The session to resume next time (TLS 1.3 hands it over after the handshake). */
  session: Buffer;
}

/** One TLS connection: its handshake, then a request so that a TLS 1.3 ticket arrives. */
function handshake(
  address: { host: string; port: number },
  options: ConnectionOptions = {},
): Promise<Handshake> {
  return new Promise((resolve, reject) => {
    const socket: TLSSocket = connect({ ...address, rejectUnauthorized: false, ...options });
    let session: Buffer | undefined;
    socket.on('session', (s: Buffer) => (session ??= s));
    socket.once('secureConnect', () => {
      socket.write(
        `GET /api/v1/system HTTP/1.1\r\nHost: ${address.host}\r\nConnection: close\r\n\r\n`,
      );
    });
    socket.on('data', () => undefined);
    socket.once('end', () => {
      const resumed = socket.isSessionReused();
      const fingerprint = socket.getPeerX509Certificate()?.fingerprint256 ?? '';
      const kept = session ?? socket.getSession();
      socket.destroy();
      if (!kept) reject(new Error('no TLS session handed over'));
      else resolve({ resumed, fingerprint, session: kept });
    });
    socket.once('error', reject);
  });
}

let sim: StartedSimulator | undefined;
afterEach(async () => {
  await sim?.stop();
  sim = undefined;
});

describe('TLS sessions of a simulator', () => {
  it.each(['TLSv1.3', 'TLSv1.2'] as const)(
    'are resumed by a client that reconnects (%s)',
    async (version) => {
      sim = await startSimulator();
      const address = { host: sim.host, port: sim.port };
      const first = await handshake(address, { maxVersion: version });
      expect(first.resumed).toBe(false);
      expect(first.fingerprint).toBe(sim.fingerprint);
      const again = await handshake(address, { maxVersion: version, session: first.session });
      expect(again.resumed).toBe(true);
      // A client that brings no session still gets a full handshake with the certificate.
      const fresh = await handshake(address, { maxVersion: version });
      expect(fresh.resumed).toBe(false);
      expect(fresh.fingerprint).toBe(sim.fingerprint);
    },
  );

  it('are resumed at the address a move took, and forgotten by a restart', async () => {
    sim = await startSimulator();
    const first = await handshake({ host: sim.host, port: sim.port });
    let moved = testHost();
    while (moved === sim.host) moved = testHost();
    await sim.simulator.moveTo(moved);
    const there = await handshake({ host: moved, port: sim.port }, { session: first.session });
    expect(there.resumed).toBe(true);

    await sim.restart();
    const address = sim.simulator.address;
    const after = await handshake(address, { session: there.session });
    expect(after.resumed).toBe(false);
    expect(after.fingerprint).toBe(sim.fingerprint);
  });
});
