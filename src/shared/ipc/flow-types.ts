/**
 * Every wizard of the app by its flow type, with the screen it belongs to: where the wizard's
 * screen goes when it is closed or cancelled (the screen it is opened from). A flow definition's
 * type is one of these (core/flows/flow-definition.ts), so the wizard screen never guesses a
 * flow's place from its name.
 */

/** A screen a wizard returns to; `controller…` ones are the first controller's. */
export type FlowHome =
  'site' | 'time' | 'vpn' | 'transfer' | 'controller' | 'controller-access-points';

export const FLOW_HOMES = {
  password: 'site',
  network: 'site',
  locate: 'site',
  time: 'time',
  backup: 'site',
  transfer: 'transfer',
  'transfer-resume': 'transfer',
  migration: 'controller',
  'migration-watch': 'controller',
  'access-point': 'controller-access-points',
  'access-point-state': 'controller-access-points',
  'access-point-delete': 'controller-access-points',
  'access-points-copy': 'controller-access-points',
  automation: 'controller-access-points',
  'automation-delete': 'controller-access-points',
  'vpn-join': 'vpn',
  'vpn-sync': 'vpn',
  'vpn-verify': 'vpn',
  'vpn-stop': 'vpn',
  'vpn-remove': 'vpn',
  'vpn-share': 'vpn',
} as const satisfies Record<string, FlowHome>;

export type FlowType = keyof typeof FLOW_HOMES;

export function isFlowType(value: string): value is FlowType {
  return Object.hasOwn(FLOW_HOMES, value);
}
