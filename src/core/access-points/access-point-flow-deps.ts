/** What the access point flows need from the engine: the site's controllers and its jobs. */
import type { ControllerConnection } from '../connection/controller-connection';
import type { Engine } from '../engine/engine';
import { openSiteController } from '../engine/site-controller';
import type { JobRunner } from '../jobs/job-runner';

export interface AccessPointFlowDeps {
  controller(controllerId: string): Promise<{ connection: ControllerConnection; label: string }>;
  jobs: () => Promise<Pick<JobRunner, 'start'>>;
}

export function accessPointFlowDeps(engine: Engine): AccessPointFlowDeps {
  return {
    async controller(controllerId) {
      const { connection, label } = await openSiteController(engine, controllerId);
      return { connection, label };
    },
    jobs: () => engine.jobs(),
  };
}
