/**
 * The commissioning engine of the `turnkey` command without the wizards' flows: the same sites,
 * journal, jobs and connections as the app (core/engine) over the same trust store and keychain.
 * cli-engine-wiring.ts adds every feature's flows for the commands that run wizards (`turnkey
 * site show` logs in to nothing and needs less: site-showing.ts). Imported when a command runs
 * (cli-engine.ts).
 */
import type { Job } from '../../shared/ipc/job.schema';
import { createEventSink, type EventSink } from '../../shared/ipc/event-sink';
import { controllerConnections, type ControllerServices } from '../../core/controller-services';
import { addressFollower } from '../../core/connection/address-follower';
import { Engine } from '../../core/engine/engine';
import type { FlowDefinition } from '../../core/flows/flow-definition';
import { acceptsFactoryAccount } from '../../core/password/factory-account';
import { ControllerStates } from '../../core/state/controller-states';
import type { CliSite } from './cli-engine';
import { cliServices } from './cli-context';

/** What the flows are made from, once the engine exists (they start its jobs). */
export interface FlowWiring {
  engine: Engine;
  services: ControllerServices;
  events: EventSink;
}

export interface WiredCliSite extends CliSite {
  /** Told about every change of a job of this process. */
  listeners: Set<(job: Job) => void>;
}

export async function wireCliSite(
  flows: (wiring: FlowWiring) => FlowDefinition[] = () => [],
): Promise<WiredCliSite> {
  const services = await cliServices();
  const listeners = new Set<(job: Job) => void>();
  const connections = controllerConnections(() => Promise.resolve(services));
  // A command has no page to tell: its output is its own (a job's progress line).
  const events = createEventSink(() => undefined);
  const engine = new Engine({
    dataDir: services.dataDir,
    shell: 'cli',
    connections,
    onJob: (job) => {
      for (const listener of listeners) listener(job);
    },
    flows: (self) => flows({ engine: self, services, events }),
  });
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
    listeners,
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
