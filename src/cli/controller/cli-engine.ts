/**
 * The commissioning engine as the `turnkey` command wires it: the same sites, journal, jobs and
 * flows as the app (core/engine), over the same trust store and keychain, with the site given
 * by `--site NAME` or the one opened last. Job changes go to whoever follows them (the progress
 * line).
 */
import type { Job } from '../../shared/ipc/job.schema';
import { controllerConnections, type ControllerServices } from '../../core/controller-services';
import type { ControllerAddress } from '../../core/client/controller-address';
import { listInterfaces } from '../../core/discovery/interfaces';
import { Engine } from '../../core/engine/engine';
import type { Site } from '../../core/site/site';
import { locateFlow } from '../../core/network/locate.flow';
import { locateFlowDeps, networkFlowDeps } from '../../core/network/network-flow-deps';
import { networkFlow } from '../../core/network/network.flow';
import { accessPointFlows } from '../../core/access-points/access-point-flows';
import { vpnFlows } from '../../core/vpn/vpn-flows';
import { timeFlowDeps } from '../../core/time/time-flow-deps';
import { timeFlow } from '../../core/time/time.flow';
import { migrationFeature, type MigrationFeature } from '../../core/migration/migration-feature';
import { backupFeature, type BackupFeature } from '../../core/transfer/backup/backup-feature';
import { transferFlows, transferShell } from '../../core/transfer/transfer-feature';
import { passwordFlowDeps } from '../../core/password/password-flow-deps';
import { passwordFlow } from '../../core/password/password.flow';
import type { CliFlowJobs } from '../flow/run-flow';
import { packageVersion } from '../package-info';
import { cliServices } from './cli-context';
import { acceptsFactoryAccount } from '../../core/password/factory-account';
import { ControllerStates } from '../../core/state/controller-states';

export interface CliEngine {
  engine: Engine;
  services: ControllerServices;
  /** The migration job's shared poller and watchers (`turnkey migration`). */
  migration: MigrationFeature;
  /** The backup wizard's files chosen by `--out` (`turnkey backup`). */
  backup: BackupFeature;
  /** Follows a job of this process until it ends. */
  jobs: CliFlowJobs;
  /** What this process learns of its controllers; written before `close` resolves. */
  states: ControllerStates;
  /** The site of `--site`, or the one opened last; says how to make one when there is none. */
  site(name: string | undefined): Promise<Site>;
  close(): Promise<void>;
}

export async function cliEngine(): Promise<CliEngine> {
  const services = await cliServices();
  const listeners = new Set<(job: Job) => void>();
  const connections = controllerConnections(() => Promise.resolve(services));
  const discovery = { interfaces: listInterfaces, knownControllers: () => services.store.list() };
  // The trust store follows a moved controller, so the next command finds it by its address.
  const followed = async (controllerId: string, address: ControllerAddress) => {
    if (await services.store.get(controllerId)) await services.store.moveTo(controllerId, address);
  };
  const migration = migrationFeature();
  const backup = backupFeature({ app: packageVersion() });
  const engine = new Engine({
    dataDir: services.dataDir,
    shell: 'cli',
    connections,
    onJob: (job) => {
      for (const listener of listeners) listener(job);
    },
    flows: (self) => [
      passwordFlow(passwordFlowDeps(self, () => Promise.resolve(services))),
      networkFlow(networkFlowDeps(self, { discovery, followed })),
      locateFlow(locateFlowDeps(self, { discovery, followed })),
      timeFlow(timeFlowDeps(self)),
      ...migration.flows(self),
      ...backup.flows(self),
      ...transferFlows(
        self,
        transferShell(() => Promise.resolve(services.vault)),
      ),
      ...accessPointFlows(self),
      ...vpnFlows(self),
    ],
  });
  // Logins, handshakes and refusals of this process mark the site as the app's do (core/state).
  const states = new ControllerStates({
    connections,
    site: () => engine.site(),
    pins: () => Promise.resolve(services.store),
    acceptsFactoryAccount: (id, address) => acceptsFactoryAccount(id, address),
    changed: () => undefined,
  });
  return {
    engine,
    services,
    states,
    migration,
    backup,
    jobs: {
      async follow(jobId, onChange) {
        const runner = await engine.jobs();
        const listener = (job: Job) => job.id === jobId && onChange(job);
        listeners.add(listener);
        try {
          return await runner.waitFor(jobId);
        } finally {
          listeners.delete(listener);
        }
      },
    },
    async site(name) {
      if (name !== undefined) return engine.open(name);
      return engine.requireSite();
    },
    async close() {
      await engine.dispose();
      await states.settled();
      states.dispose();
      connections.closeAll();
    },
  };
}
