/**
 * The migration job as a shell wires it (spec 4.14, D17; docs/decisions.md, "Migration job"):
 * one status poller and one record of watchers per shell, shared by the two flows (`migration`,
 * `migration-watch`) and the `migration:status` channel, so however many screens and jobs look
 * at a controller it is read at most once a second and followed by one job.
 */
import type { Handlers } from '../../shared/ipc/handlers';
import type { Engine } from '../engine/engine';
import { openSiteController } from '../engine/site-controller';
import type { FlowDefinition } from '../flows/flow-definition';
import { MigrationPoller } from './migration-poller';
import { migrationStatusOf } from './migration-status';
import { MigrationWatchers } from './migration-watchers';
import { migrationFlow, migrationWatchFlow, type MigrationFlowDeps } from './migration.flow';

export interface MigrationParts {
  readonly poller: MigrationPoller;
  readonly watchers: MigrationWatchers;
  flows(engine: Engine): FlowDefinition[];
  handlers(engine: Engine): Pick<Handlers, 'migration:status'>;
}

export function migrationFlowDeps(
  engine: Engine,
  poller: MigrationPoller,
  watchers: MigrationWatchers,
): MigrationFlowDeps {
  return {
    async controller(controllerId) {
      const { connection, label } = await openSiteController(engine, controllerId);
      return { connection, label };
    },
    jobs: () => engine.jobs(),
    poller,
    watchers,
  };
}

export function migrationParts(poller = new MigrationPoller()): MigrationParts {
  const watchers = new MigrationWatchers();
  return {
    poller,
    watchers,
    flows(engine) {
      const deps = migrationFlowDeps(engine, poller, watchers);
      return [migrationFlow(deps), migrationWatchFlow(deps)];
    },
    handlers(engine) {
      const deps = migrationFlowDeps(engine, poller, watchers);
      return {
        'migration:status': ({ controllerId }) => migrationStatusOf(engine, deps, controllerId),
      };
    },
  };
}
