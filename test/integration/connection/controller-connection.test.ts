/**
 * A connection is one controller wherever it answers (architecture, "the commissioning engine"):
 * it waits for this very certificate at a new address, follows the controller there and logs in
 * again by itself; a failed new login leaves the working session alone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  ControllerConnection,
  type ConnectionEvent,
} from '../../../src/core/connection/controller-connection';
import { simulatorPool, testPort, testSubnet, waitFor } from '../simulator-cluster/cluster-support';

const pool = simulatorPool();
const open: ControllerConnection[] = [];
afterEach(async () => {
  for (const connection of open.splice(0)) connection.close();
  await pool.stopAll();
});

const admin = { login: 'admin', password: 'admin' };

describe('a controller connection', () => {
  it('follows a controller moved by POST /network and logs in again there', async () => {
    const net = testSubnet();
    const port = testPort();
    const sim = await pool.start({ host: `${net}.10`, port, serial: 'CONN-1' });
    const connection = new ControllerConnection(sim.fingerprint, { host: `${net}.10`, port });
    open.push(connection);
    await connection.login(admin);
    const client = await connection.ready();
    await client.api.network.set({
      body: { dhcp: false, ip: `${net}.20`, mask: '255.0.0.0', gateway: '127.0.0.1' },
    });

    await connection.awaitReachable({ host: `${net}.20`, port }, { timeoutMs: 10_000 });
    connection.moveTo({ host: `${net}.20`, port });
    expect(connection.loggedIn).toBe(true);
    expect(connection.user?.login).toBe('admin');
    // D16: it may answer at both addresses for a moment; its settings read back the new one.
    await waitFor(async () => {
      const network = await (await connection.ready()).api.network.get();
      return network.data[0]?.ip === `${net}.20` ? true : undefined;
    }, 'GET /network to read back the new address');
    expect(connection.address).toEqual({ host: `${net}.20`, port });
  });

  it('does not count another certificate at the address, and gives up at its time limit', async () => {
    const net = testSubnet();
    const port = testPort();
    const mine = await pool.start({ host: `${net}.10`, port, serial: 'CONN-A' });
    const other = await pool.start({ host: `${net}.11`, port, serial: 'CONN-B' });
    const connection = new ControllerConnection(mine.fingerprint, { host: `${net}.10`, port });
    open.push(connection);
    const attempts: unknown[] = [];
    await expect(
      connection.awaitReachable(
        { host: other.host, port },
        { timeoutMs: 800, intervalMs: 100, onAttempt: (error) => attempts.push(error) },
      ),
    ).rejects.toMatchObject({ code: 'timeout' });
    expect(attempts.length).toBeGreaterThan(1);
    expect(attempts[0]).toMatchObject({ code: 'tls_pin_mismatch' });

    const cancel = new AbortController();
    setTimeout(() => cancel.abort(), 150);
    await expect(
      connection.awaitReachable({ host: `${net}.99`, port }, { signal: cancel.signal }),
    ).rejects.toMatchObject({ code: 'cancelled' });
  });

  it('keeps the working session when a new login is refused, and logs in from saved credentials', async () => {
    const sim = await pool.start({});
    const address = { host: sim.host, port: sim.port };
    const connection = new ControllerConnection(sim.fingerprint, address);
    open.push(connection);
    await connection.login(admin);
    await expect(connection.login({ login: 'admin', password: 'wrong' })).rejects.toMatchObject({
      code: 'unauthorized',
    });
    expect(connection.user?.login).toBe('admin');
    expect((await (await connection.ready()).api.staff.count()).count).toBeGreaterThanOrEqual(0);

    const saved = new ControllerConnection(sim.fingerprint, address, {
      savedCredentials: () => Promise.resolve(admin),
    });
    open.push(saved);
    expect(saved.loggedIn).toBe(false);
    await saved.ready();
    expect(saved.user?.login).toBe('admin');

    const none = new ControllerConnection(sim.fingerprint, address);
    open.push(none);
    await expect(none.ready()).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('logs in with the shell’s credentials on one handshake, then keeps the session', async () => {
    const sim = await pool.start({});
    const address = { host: sim.host, port: sim.port };
    const events: ConnectionEvent[] = [];
    let asked = 0;
    const fallback = () => ((asked += 1), Promise.resolve(admin));
    const refused = new ControllerConnection(sim.fingerprint, address, {
      savedCredentials: () => Promise.resolve({ login: 'admin', password: 'wrong' }),
      observe: (event) => events.push(event),
    });
    open.push(refused);
    // The keychain's password refused: the shell's way of logging in, on the same connection.
    const client = await refused.readyOr(fallback);
    expect(refused.user?.login).toBe('admin');
    expect(await refused.readyOr(fallback)).toBe(client);
    expect((await client.api.staff.count()).count).toBeGreaterThanOrEqual(0);
    expect(asked).toBe(1);
    expect(client.session.loginCount).toBe(1);
    expect(events.map((e) => e.kind)).toEqual(['handshake', 'refused', 'login']);

    // Another certificate at the address: refused at the handshake, nothing sent to it.
    const other = await pool.start({ serial: 'CONN-OTHER' });
    const impostor = new ControllerConnection(sim.fingerprint, {
      host: other.host,
      port: other.port,
    });
    open.push(impostor);
    await expect(impostor.readyOr(fallback)).rejects.toMatchObject({ code: 'tls_pin_mismatch' });
    expect(impostor.loggedIn).toBe(false);
  });
});
