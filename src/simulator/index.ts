/** The controller simulator: what the CLI and the tests use. */
export { Simulator } from './simulator';
export * from './options';
export { defaultDataDir } from './data-dir';
export type { AdminBootstrap } from './auth/users';
export { MdnsAdvertiser } from './mdns/advertiser';
export { parseAddressRange, type AddressRange } from './network/ipv4';
export { parsePeer, type PeerAddress } from './vpn/peers';
export { controllerLocalTime, controllerNow, localTime, type LocalTime } from './clock/clock';
export { ControlServer, isLoopback } from './control/control-server';
export { SimulatorControl } from './control/simulator-control';
export { parseFault, type FaultSettings } from './faults/faults';
export { Fleet, MAX_FLEET, fleetProfile, type FleetMember, type FleetOptions } from './fleet/fleet';
export { FLEET_HOST } from './fleet/fleet-addresses';
export { DEFAULT_MIGRATION_RATE } from './migration/migration-job';
