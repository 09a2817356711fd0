/**
 * A controller as a site plan reads it (core/plans/controller-state.ts), against a real simulator
 * over HTTPS: every section on the connection its login opened, one page at a time, so a site
 * of many controllers costs a handshake or two per controller, not one per page asked ahead.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ControllerConnection } from '../../../src/core/connection/controller-connection';
import { readControllerState } from '../../../src/core/plans/controller-state';
import { simulatorPool } from '../simulator-cluster/cluster-support';

const pool = simulatorPool();
afterEach(() => pool.stopAll());

describe('a controller read for a site plan', () => {
  it('reads every section on the connection it has, twice without a new handshake', async () => {
    const sim = await pool.start({});
    let handshakes = 0;
    const connection = new ControllerConnection(
      sim.fingerprint,
      { host: sim.host, port: sim.port },
      { observe: (event) => void (event.kind === 'handshake' && handshakes++) },
    );
    try {
      const client = await connection.readyOr(() =>
        Promise.resolve({ login: 'admin', password: 'admin' }),
      );
      const first = await readControllerState(client);
      expect(first.time?.timezone).toBeTruthy();
      expect(first.schedules).toBeDefined();
      expect(first.authUsers?.some((u) => u.login === 'admin')).toBe(true);
      const afterFirst = handshakes;
      expect(afterFirst).toBeLessThanOrEqual(2);
      expect(await readControllerState(client)).toEqual({
        ...first,
        time: expect.anything() as unknown,
      });
      expect(handshakes).toBe(afterFirst);
    } finally {
      connection.close();
    }
  });
});
