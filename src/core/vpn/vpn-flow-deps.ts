/** What the VPN flows need from the engine: the site, its controllers, jobs and journal. */
import type { NewJournalEntry } from '../../shared/ipc/journal.schema';
import type { ControllerAddress } from '../client/controller-address';
import type { ControllerConnection } from '../connection/controller-connection';
import type { Engine } from '../engine/engine';
import type { JobRunner } from '../jobs/job-runner';
import { openSiteController } from '../engine/site-controller';
import type { ClusterJobDeps } from './cluster-sync-job';
import { siteCluster, type SiteCluster } from './site-cluster';

export interface VpnSiteMember {
  id: string;
  label: string;
  serial?: string;
  address: ControllerAddress;
  fingerprint256: string;
  connection: ControllerConnection;
}

export interface VpnFlowDeps extends ClusterJobDeps {
  /** The open site's jobs: a stop of the syncs also stops the job syncing (vpn-stop.flow.ts). */
  jobs: () => Promise<Pick<JobRunner, 'start' | 'stop' | 'holding' | 'settled'>>;
  controller(id: string): Promise<VpnSiteMember>;
  siteControllers(): Promise<VpnSiteMember[]>;
  siteName(): Promise<string>;
  cluster(): Promise<SiteCluster>;
}

export function vpnFlowDeps(engine: Engine): VpnFlowDeps {
  const controller = async (id: string): Promise<VpnSiteMember> => {
    const { stored, connection, label } = await openSiteController(engine, id);
    return {
      id,
      label,
      ...(stored.serial ? { serial: stored.serial } : {}),
      address: stored.address,
      fingerprint256: stored.fingerprint256,
      connection,
    };
  };
  return {
    controller,
    async siteControllers() {
      const site = await engine.requireSite();
      return Promise.all((await site.controllers()).map((c) => controller(c.id)));
    },
    siteName: async () => (await (await engine.requireSite()).info()).name,
    cluster: () => siteCluster(engine),
    jobs: () => engine.jobs(),
    async journal(entry: NewJournalEntry) {
      await engine.journal(entry);
    },
  };
}
