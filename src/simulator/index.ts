/** The controller simulator (issue part 1): what the CLI and the tests use. */
export { Simulator } from './simulator';
export * from './options';
export { defaultDataDir } from './data-dir';
export type { AdminBootstrap } from './auth/users';
export { MdnsAdvertiser } from './mdns/advertiser';
export { parseAddressRange, type AddressRange } from './network/ipv4';
export { parsePeer, type PeerAddress } from './vpn/peers';
export { controllerLocalTime, controllerNow, localTime, type LocalTime } from './clock/clock';
