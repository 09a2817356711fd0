/**
 * An engine on a fresh site in a folder of its own, holding these simulators, each logged in
 * as admin through the engine's connections: what a wizard's integration test starts from.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connections } from '../../../src/core/connection/connections';
import { Engine } from '../../../src/core/engine/engine';
import type { FlowDefinition } from '../../../src/core/flows/flow-definition';
import type { StartedSimulator } from './start-simulator';
import { followMovesAsAShell } from './follow-moves';

export const admin = { login: 'admin', password: 'admin' };

export async function siteEngine(
  sims: StartedSimulator[],
  cleanup: Array<() => Promise<void>>,
  flows: (engine: Engine) => FlowDefinition[],
  /** Controllers changed at once per job (the engine's default when absent). */
  concurrency?: number,
) {
  const dataDir = await mkdtemp(join(tmpdir(), 'turnkey-site-'));
  const connections = new Connections();
  const engine = new Engine({
    dataDir,
    shell: 'cli',
    connections,
    flows,
    ...(concurrency ? { concurrency } : {}),
  });
  followMovesAsAShell(connections, engine, dataDir);
  cleanup.push(async () => {
    await engine.dispose();
    connections.closeAll();
    await rm(dataDir, { recursive: true, force: true });
  });
  const site = await engine.create('Test site');
  for (const sim of sims) {
    const address = { host: sim.host, port: sim.port };
    await site.upsertController({
      id: sim.fingerprint,
      fingerprint256: sim.fingerprint,
      address,
      serial: sim.simulator.serial,
    });
    await connections.open(sim.fingerprint, address).login(admin);
  }
  return { engine, site, connections };
}
