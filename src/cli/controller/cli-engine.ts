/**
 * The commissioning engine as the `turnkey` command wires it: the same sites, journal, jobs and
 * flows as the app (core/engine), over the same trust store and keychain, with the site given
 * by `--site NAME` or the one opened last. Job changes go to whoever follows them (the progress
 * line).
 */
import type { Job } from '../../shared/ipc/job.schema';
import { controllerConnections, type ControllerServices } from '../../core/controller-services';
import { addressFollower } from '../../core/connection/address-follower';
import { listInterfaces } from '../../core/discovery/interfaces';
import { Engine } from '../../core/engine/engine';
import type { Site } from '../../core/site/site';
import { wireFeatures, type WiredFeatures, type Wiring } from '../../core/features/feature-list';
import { createEventSink } from '../../shared/ipc/event-sink';
import type { CliFlowJobs } from '../flow/run-flow';
import { packageVersion } from '../package-info';
import { cliServices } from './cli-context';
import { acceptsFactoryAccount } from '../../core/password/factory-account';
import { ControllerStates } from '../../core/state/controller-states';

export interface CliEngine {
  engine: Engine;
  services: ControllerServices;
  /** The migration job's shared poller and watchers (`turnkey migration`). */
  migration: WiredFeatures['migration'];
  /** The backup wizard's files chosen by `--out` (`turnkey backup`). */
  backup: WiredFeatures['backup'];
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
  // A command has no page to tell: its output is its own (a job's progress line).
  const events = createEventSink(() => undefined);
  let wiring: Wiring | undefined;
  const engine = new Engine({
    dataDir: services.dataDir,
    shell: 'cli',
    connections,
    onJob: (job) => {
      for (const listener of listeners) listener(job);
    },
    flows: (self) => {
      wiring = wireFeatures({
        engine: self,
        services: () => Promise.resolve(services),
        discovery,
        ownInterfaces: true,
        events,
        version: packageVersion(),
      });
      return wiring.flows;
    },
  });
  const { migration, backup } = wiring!.features;
  // A moved controller's site record and trust store follow its connection, so the next command
  // finds it at its address (core/connection/address-follower.ts).
  connections.followMoves(
    addressFollower({
      site: () => engine.site(),
      store: () => Promise.resolve(services.store),
      events,
    }),
  );
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
