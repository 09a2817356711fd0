/**
 * The commissioning engine as the app's shells wire it: the engine over the shell's connections,
 * its channels, and the wizards it offers (each feature folder gives its flow definition; this is
 * the one list of them). The CLI wires the same engine in cli/controller/cli-engine.ts.
 */
import { FINAL_JOB_STATES, type Job } from '../../shared/ipc/job.schema';
import type { Handlers } from '../../shared/ipc/handlers';
import type { JournalActor } from '../../shared/ipc/journal.schema';
import type { Connections } from '../connection/connections';
import type { ControllerServices } from '../controller-services';
import type { ControllerAddress } from '../client/controller-address';
import { controllerLabel } from '../engine/site-controller';
import type { DiscoveryDeps } from '../discovery/discovery.service';
import { Engine } from '../engine/engine';
import { loginEntry } from '../engine/controller-entries';
import { engineHandlers, type EngineHandlersDeps } from '../engine/engine.handlers';
import { locateFlow } from '../network/locate.flow';
import { locateFlowDeps, networkFlowDeps } from '../network/network-flow-deps';
import { networkFlow } from '../network/network.flow';
import { accessPointHandlers } from '../access-points/access-points.handlers';
import { resourceHandlers } from '../resources/resources.handlers';
import { accessPointFlows } from '../access-points/access-point-flows';
import { vpnFlows } from '../vpn/vpn-flows';
import { siteTime } from '../time/site-time';
import { migrationFeature } from '../migration/migration-feature';
import { backupFeature } from '../transfer/backup/backup-feature';
import { transferFlows, transferShell } from '../transfer/transfer-feature';
import { siteTransfers } from '../transfer/transfer-list';
import { siteCluster } from '../vpn/site-cluster';
import { timeFlowDeps } from '../time/time-flow-deps';
import { timeFlow } from '../time/time.flow';
import { passwordFlowDeps } from '../password/password-flow-deps';
import { passwordFlow } from '../password/password.flow';
import { acceptsFactoryAccount } from '../password/factory-account';
import { ControllerStates } from '../state/controller-states';
import { SiteWatch } from '../state/site-watch';

export interface CommissioningInput {
  dataDir: string;
  shell: JournalActor['shell'];
  connections: Connections;
  services: () => Promise<ControllerServices>;
  seen: EngineHandlersDeps['seen'];
  /** Discovery's deps, for wizards that find a controller again by its certificate. */
  discovery: DiscoveryDeps;
  /** A controller answers at a new address: the shell's own records of it follow. */
  followed: (controllerId: string, address: ControllerAddress) => Promise<void>;
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
  /**
   * Records a login on the open site's journal when the controller is on it, and marks it when
   * the factory account let it in (the password itself is only compared, never kept).
   */
  loggedIn(controllerId: string, login: string, password: string | undefined): Promise<void>;
}

export function createCommissioning(input: CommissioningInput): Commissioning {
  const migration = migrationFeature();
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
      const network = {
        // The shell's own view of this computer's interfaces (tests give theirs), as discovery's.
        laptop: () => input.discovery.interfaces({ allowLargeRanges: false }),
        discovery: input.discovery,
        followed: input.followed,
        changed: (siteId: string) => input.onSiteChanged({ siteId, reason: 'controllers' }),
      };
      return [
        passwordFlow(passwordFlowDeps(self, input.services)),
        networkFlow(networkFlowDeps(self, network)),
        locateFlow(locateFlowDeps(self, network)),
        timeFlow(timeFlowDeps(self)),
        ...migration.flows(self),
        ...backupFeature().flows(self),
        ...transferFlows(
          self,
          transferShell(async () => (await input.services()).vault),
        ),
        ...accessPointFlows(self),
        ...vpnFlows(self),
      ];
    },
  });
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
  });
  watch.start();
  const engineChannels = engineHandlers({
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
  });
  const handlers: Handlers = {
    ...engineChannels,
    ...accessPointHandlers(engine),
    ...resourceHandlers(engine),
    'time:site': () => siteTime(engine),
    ...migration.handlers(engine),
    'vpn:cluster': () => siteCluster(engine),
    'transfer:list': () => siteTransfers(engine),
  };
  return {
    engine,
    handlers,
    states,
    watch,
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
