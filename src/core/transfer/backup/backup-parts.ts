/**
 * The backup wizard as a shell wires it (docs/decisions.md, "Backup"): its flow over the
 * engine's site controllers and jobs, and the files a shell chose for controllers instead of the
 * site's backups folder (the CLI's `--out`; the app always uses the site's folder).
 */
import type { Engine } from '../../engine/engine';
import { openSiteController } from '../../engine/site-controller';
import type { FlowDefinition } from '../../flows/flow-definition';
import { backupFlow, type BackupFlowDeps } from './backup.flow';

export interface BackupParts {
  /** Controller id -> the file its next backup goes to, when a shell chose one. */
  readonly destinations: Map<string, string>;
  flows(engine: Engine): FlowDefinition[];
}

export function backupFlowDeps(
  engine: Engine,
  destinations: ReadonlyMap<string, string>,
  app?: string,
): BackupFlowDeps {
  return {
    controller: (controllerId) => openSiteController(engine, controllerId),
    jobs: () => engine.jobs(),
    site: () => engine.requireSite(),
    destination: (controllerId) => destinations.get(controllerId),
    ...(app ? { app } : {}),
  };
}

export function backupParts(options: { app?: string } = {}): BackupParts {
  const destinations = new Map<string, string>();
  return {
    destinations,
    flows: (engine) => [backupFlow(backupFlowDeps(engine, destinations, options.app))],
  };
}
