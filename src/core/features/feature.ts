/**
 * What a feature is to the shells (docs/architecture.md, "Add a wizard"): one folder of core that
 * exports one object, its wizards' flows and the channels it serves with their handlers. Every
 * shell (the Electron app, the browser host, the CLI) wires the same list of them
 * (feature-list.ts) from one typed set of dependencies, so a feature cannot be wired one way in
 * the app and another in the CLI.
 */
import type { EventSink } from '../../shared/ipc/event-sink';
import type { Handlers } from '../../shared/ipc/handlers';
import type { ControllerServices } from '../controller-services';
import type { DiscoveryDeps } from '../discovery/discovery.service';
import type { Engine } from '../engine/engine';
import type { FlowDefinition } from '../flows/flow-definition';

/** What every shell gives the features: the same names and types in the app, host and CLI. */
export interface FeatureDeps {
  /** The commissioning engine: the open site, its journal, jobs and connections. */
  engine: Engine;
  /** The trust store and the keychain of this shell. */
  services: () => Promise<ControllerServices>;
  /** Discovery's dependencies, for wizards that find a controller again by its certificate. */
  discovery: DiscoveryDeps;
  /**
   * Whether `discovery.interfaces` are this computer's own, so a temporary address may be added
   * to one of them to reach a controller on another network (false where a test stands in).
   */
  ownInterfaces: boolean;
  /** The shell's push events to its pages; the CLI's sink has no page and drops them. */
  events: EventSink;
  /** The app's version, written into what it makes (a backup's manifest, the report). */
  version: string;
}

/** What one feature gives a shell once wired. */
export interface FeatureParts {
  /** The wizards of the feature, by flow type. */
  readonly flows: readonly FlowDefinition[];
  /** The channels the feature serves beside the engine's `flow:*` ones. */
  readonly handlers: Handlers;
}

export interface Feature<P extends FeatureParts = FeatureParts> {
  /** The feature's folder under src/core (a test checks each such folder is in the list). */
  readonly folder: string;
  wire(deps: FeatureDeps): P;
}

/** Types a feature object; the parts a shell may use beyond flows and handlers stay typed. */
export function defineFeature<P extends FeatureParts>(feature: Feature<P>): Feature<P> {
  return feature;
}
