/**
 * The commissioning engine as the app's shells wire it: the engine over the shell's connections,
 * its channels, and the wizards it offers (each feature folder gives its flow definition; this is
 * the one list of them). The CLI wires the same engine in cli/controller/cli-engine.ts.
 */
import { FINAL_JOB_STATES, type Job } from '../../shared/ipc/job.schema';
import type { Handlers } from '../../shared/ipc/handlers';
import type { JournalActor } from '../../shared/ipc/journal.schema';
import { addressFollower } from '../connection/address-follower';
import type { Connections } from '../connection/connections';
import type { ControllerServices } from '../controller-services';
import { controllerLabel } from '../engine/site-controller';
import type { DiscoveryDeps } from '../discovery/discovery.service';
import { Engine } from '../engine/engine';
import { loginEntry } from '../engine/controller-entries';
import { engineHandlers, type EngineHandlersDeps } from '../engine/engine.handlers';
import { siteView } from '../engine/site-view';
import { siteCurrent } from '../../shared/ipc/site.schema';
import { wireFeatures, type Wiring } from '../features/feature-list';
import type { EventSink } from '../../shared/ipc/event-sink';
import { acceptsFactoryAccount } from '../password/factory-account';
import { ControllerStates } from '../state/controller-states';
import { APP_WATCH, SiteWatch } from '../state/site-watch';
import type { ControllerRegistry } from './controller-registry';

export interface CommissioningInput {
  dataDir: string;
  shell: JournalActor['shell'];
  connections: Connections;
  services: () => Promise<ControllerServices>;
  seen: EngineHandlersDeps['seen'];
  /** Discovery's deps, for wizards that find a controller again by its certificate. */
  discovery: DiscoveryDeps;
  /** Whether discovery's interfaces are this computer's own (features/feature.ts). */
  ownInterfaces: boolean;
  /** What the app saw of its controllers: it follows their moves too (controller-registry.ts). */
  registry?: Pick<ControllerRegistry, 'recordMove'>;
  /** The shell's push events to its pages. */
  events: EventSink;
  /** The app's version (a backup's manifest, the report). */
  version: string;
  onJob: (job: Job) => void;
  /** The open site's controllers or journal changed (the pages read them again). */
  onSiteChanged: (change: { siteId: string; reason: 'controllers' | 'journal' }) => void;
}

export interface Commissioning {
  engine: Engine;
  handlers: Handlers;
  /** What this shell learns of its controllers (core/state). */
  states: ControllerStates;
  /** Looks at the open site's controllers every few seconds (stopped by `dispose`). */
  watch: SiteWatch;
  /** Every feature as wired for this shell (features/feature-list.ts). */
  features: Wiring['features'];
  /**
   * Reads the open site and builds and checks its view once, as a page's first read will, without
   * the look at its controllers that a page's read asks for.
   */
  prepare(): Promise<void>;
  /**
   * Records a login on the open site's journal when the controller is on it, and marks it when
   * the factory account let it in (the password itself is only compared, never kept).
   */
  loggedIn(controllerId: string, login: string, password: string | undefined): Promise<void>;
}

export function createCommissioning(input: CommissioningInput): Commissioning {
  let wiring: Wiring | undefined;
  const engine = new Engine({
    dataDir: input.dataDir,
    shell: input.shell,
    connections: input.connections,
    onJob: (job) => {
      input.onJob(job);
      // A job's end wrote its journal entries and may have changed its controllers.
      if (FINAL_JOB_STATES.includes(job.state)) {
        input.onSiteChanged({ siteId: job.siteId, reason: 'journal' });
      }
    },
    flows: (self) => {
      wiring = wireFeatures({
        engine: self,
        services: input.services,
        discovery: input.discovery,
        ownInterfaces: input.ownInterfaces,
        events: input.events,
        version: input.version,
      });
      return wiring.flows;
    },
  });
  const wired = wiring!;
  // Where a controller is has one owner, its connection: a verified move is followed here, once
  // for the shell (connection/address-follower.ts).
  input.connections.followMoves(
    addressFollower({
      site: () => engine.site(),
      store: async () => (await input.services()).store,
      ...(input.registry ? { seen: input.registry } : {}),
      events: input.events,
    }),
  );
  const states = new ControllerStates({
    connections: input.connections,
    site: () => engine.site(),
    pins: async () => (await input.services()).store,
    acceptsFactoryAccount: (id, address) => acceptsFactoryAccount(id, address),
    changed: (siteId) => input.onSiteChanged({ siteId, reason: 'controllers' }),
  });
  const watch = new SiteWatch({
    site: () => engine.site(),
    record: (id, event) => states.record(id, event),
    ratePerSecond: APP_WATCH.ratePerSecond,
  });
  watch.start();
  const engineDeps: EngineHandlersDeps = {
    engine,
    changed: input.onSiteChanged,
    seen: input.seen,
    states,
    watch,
    store: {
      list: async () => (await input.services()).store.list(),
    },
    vault: async () => (await input.services()).vault,
    connections: input.connections,
  };
  const engineChannels = engineHandlers(engineDeps);
  const handlers: Handlers = {
    ...engineChannels,
    ...wired.handlers,
  };
  return {
    engine,
    handlers,
    states,
    watch,
    features: wired.features,
    async prepare() {
      const site = await engine.site();
      // The check the dispatcher makes of the answer (shared/ipc/dispatch.ts): made here once, its
      // schema's first run, the slowest, is not the first page's.
      if (site) siteCurrent.output.parse({ view: await siteView(site, engineDeps) });
    },
    async loggedIn(controllerId, login, password) {
      const site = await engine.site();
      const stored = await site?.controller(controllerId);
      if (!site || !stored) return;
      // The mark itself is the state's (core/state), from the connection's own login.
      await site.journal.append(loginEntry(controllerId, controllerLabel(stored), login, password));
      input.onSiteChanged({ siteId: site.id, reason: 'journal' });
    },
  };
}
