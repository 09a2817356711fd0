/** What the time flow needs from the engine: the site's controllers and its job runner. */
import type { Engine } from '../engine/engine';
import { openSiteController } from '../engine/site-controller';
import type { TimeFlowDeps } from './time.flow';

export function timeFlowDeps(engine: Engine): TimeFlowDeps {
  return {
    async controller(controllerId) {
      const { connection, label } = await openSiteController(engine, controllerId);
      return { connection, label };
    },
    jobs: () => engine.jobs(),
  };
}
