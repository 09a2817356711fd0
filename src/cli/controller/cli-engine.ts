/**
 * The commissioning engine as the `turnkey` command wires it: the same sites, journal, jobs and
 * flows as the app (core/engine), over the same trust store and keychain, with the site given
 * by `--site NAME` or the one opened last (cli-engine-wiring.ts).
 *
 * Only types here: the wiring imports every feature's flows, the client and the keychain, so it
 * is imported when a command runs, not when its module is loaded for `--help`
 * (docs/decisions.md, "The CLI is bundled").
 */
import type { Engine } from '../../core/engine/engine';
import type { ControllerServices } from '../../core/controller-services';
import type { WiredFeatures } from '../../core/features/feature-list';
import type { Site } from '../../core/site/site';
import type { ControllerStates } from '../../core/state/controller-states';
import type { CliFlowJobs } from '../flow/run-flow';

/** The engine without the wizards' flows (cli-site-wiring.ts). */
export interface CliSite {
  engine: Engine;
  services: ControllerServices;
  /** What this process learns of its controllers; written before `close` resolves. */
  states: ControllerStates;
  /** The site of `--site`, or the one opened last; says how to make one when there is none. */
  site(name: string | undefined): Promise<Site>;
  close(): Promise<void>;
}

export interface CliEngine extends CliSite {
  /** The migration job's shared poller and watchers (`turnkey migration`). */
  migration: WiredFeatures['migration'];
  /** The backup wizard's files chosen by `--out` (`turnkey backup`). */
  backup: WiredFeatures['backup'];
  /** Follows a job of this process until it ends. */
  jobs: CliFlowJobs;
}

export async function cliEngine(): Promise<CliEngine> {
  return (await import('./cli-engine-wiring')).wireCliEngine();
}
