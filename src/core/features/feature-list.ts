/**
 * The one list of features every shell wires (features/feature.ts). Adding a wizard is a folder
 * with its `<name>.feature.ts` and one line here (docs/architecture.md, "Add a wizard"); a test
 * checks that every `*.feature.ts` of src/core is in this list.
 */
import type { Handlers } from '../../shared/ipc/handlers';
import type { FlowDefinition } from '../flows/flow-definition';
import { accessPointsFeature } from '../access-points/access-points.feature';
import { migrationFeature } from '../migration/migration.feature';
import { networkFeature } from '../network/network.feature';
import { passwordFeature } from '../password/password.feature';
import { plansFeature } from '../plans/plans.feature';
import { reachFeature } from '../reach/reach.feature';
import { reportFeature } from '../report/report.feature';
import { resourcesFeature } from '../resources/resources.feature';
import { timeFeature } from '../time/time.feature';
import { backupFeature } from '../transfer/backup/backup.feature';
import { transferFeature } from '../transfer/transfer.feature';
import { vpnFeature } from '../vpn/vpn.feature';
import type { FeatureDeps, FeatureParts } from './feature';

export const FEATURES = {
  password: passwordFeature,
  network: networkFeature,
  time: timeFeature,
  migration: migrationFeature,
  backup: backupFeature,
  transfer: transferFeature,
  accessPoints: accessPointsFeature,
  vpn: vpnFeature,
  resources: resourcesFeature,
  plans: plansFeature,
  report: reportFeature,
  reach: reachFeature,
} as const;

export type FeatureName = keyof typeof FEATURES;

/** Each feature as wired, with the parts a shell may use beyond flows and handlers. */
export type WiredFeatures = { [N in FeatureName]: ReturnType<(typeof FEATURES)[N]['wire']> };

export interface Wiring {
  features: WiredFeatures;
  flows: FlowDefinition[];
  handlers: Handlers;
}

/** Wires every feature with the shell's dependencies. */
export function wireFeatures(deps: FeatureDeps): Wiring {
  const features = Object.fromEntries(
    Object.entries(FEATURES).map(([name, feature]) => [name, feature.wire(deps)]),
  ) as WiredFeatures;
  return { features, ...collectParts(features) };
}

/** All the features' flows and handlers; a flow type or a channel given twice is a bug. */
export function collectParts(byName: Readonly<Record<string, FeatureParts>>): {
  flows: FlowDefinition[];
  handlers: Handlers;
} {
  const flows = new Map<string, FlowDefinition>();
  const handlers: Record<string, unknown> = {};
  for (const [name, parts] of Object.entries(byName)) {
    for (const flow of parts.flows) {
      if (flows.has(flow.type)) throw new Error(`${name} gives the flow ${flow.type} again`);
      flows.set(flow.type, flow);
    }
    for (const [channel, handler] of Object.entries(parts.handlers)) {
      if (channel in handlers) throw new Error(`${name} serves ${channel}, served already`);
      handlers[channel] = handler;
    }
  }
  return { flows: [...flows.values()], handlers: handlers };
}
