/**
 * Where in the app each endpoint of the contract is reached: a data collection's screen
 * (resource-collections.ts), one of the screens written for a setting (the access points tab,
 * the network, time, VPN and migration wizards and cards, the login dialog), and always the API
 * console, which offers every endpoint. A test walks ENDPOINTS against this, so a new row of the
 * contract cannot go unreachable unnoticed.
 */
import { ENDPOINTS, type AreaId, type EndpointId } from '../api';
import { collectionEndpoints, RESOURCE_COLLECTIONS } from './resource-collections';

/** Screens written for settings rather than records, and the areas they cover. */
export const SETTING_SCREENS = {
  session: ['login'],
  accessPoints: ['access_points', 'access_confirmation', 'device_management'],
  network: ['network', 'controller_search'],
  time: ['date_time'],
  vpn: ['vpn', 'share_vpn'],
  migration: ['migration'],
} as const satisfies Record<string, readonly AreaId[]>;
export type SettingScreen = keyof typeof SETTING_SCREENS;

export type EndpointScreen =
  { kind: 'collection'; collection: string } | { kind: 'setting'; screen: SettingScreen };

/** Every screen that reaches an endpoint besides the console. */
export function screensOf(id: EndpointId): EndpointScreen[] {
  const screens: EndpointScreen[] = [];
  for (const c of RESOURCE_COLLECTIONS) {
    if (collectionEndpoints(c).includes(id)) screens.push({ kind: 'collection', collection: c.id });
  }
  const endpoint = ENDPOINTS.find((e) => e.id === id);
  for (const [screen, areas] of Object.entries(SETTING_SCREENS) as [
    SettingScreen,
    readonly AreaId[],
  ][]) {
    if (endpoint && areas.includes(endpoint.area)) screens.push({ kind: 'setting', screen });
  }
  return screens;
}

/** The endpoints the API console offers: all of them (the session's own login aside). */
export const CONSOLE_ENDPOINTS: readonly EndpointId[] = ENDPOINTS.filter(
  (e) => e.id !== 'login',
).map((e) => e.id);
