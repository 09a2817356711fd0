/**
 * Simulators of a test file, each with a client logged in as admin, all stopped and closed
 * after each test.
 */
import { afterEach } from 'vitest';
import { ControllerClient } from '../../../src/core/client/controller-client';
import { startSimulator, type StartedSimulator } from './start-simulator';

export function loggedInSimulators() {
  const sims: StartedSimulator[] = [];
  const clients: ControllerClient[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    await Promise.all(sims.splice(0).map((sim) => sim.stop()));
  });
  return async (options: Parameters<typeof startSimulator>[0]) => {
    const sim = await startSimulator(options);
    sims.push(sim);
    const client = new ControllerClient({
      address: { host: sim.host, port: sim.port },
      fingerprint256: sim.fingerprint,
    });
    clients.push(client);
    await client.login({ login: 'admin', password: 'admin' });
    return { sim, client };
  };
}
