/**
 * The options of one simulator and their defaults: 127.0.0.1:8443, firmware 1.7 (D11), modern
 * staff fields (D12), admin:admin, tokens valid one hour (D3).
 */
import { isIPv6 } from 'node:net';
import type { FirmwareEra, StaffFieldSet } from '../shared/api';
import type { FaultSettings } from './faults/faults';
import type { MdnsAdvertiser } from './mdns/advertiser';
import type { AddressRange } from './network/ipv4';
import type { SeedFunction } from './seed/seed';
import type { PeerAddress } from './vpn/peers';

export interface SimulatorOptions {
  /** Where the controller's data, certificate and lock live. */
  dataDir: string;
  /** Address to listen on; default 127.0.0.1. */
  host?: string;
  /** Port; 0 picks a free one. Default 8443. */
  port?: number;
  /** Firmware era (D11); default 1.7. */
  firmware?: FirmwareEra;
  /** Staff field set (D12); default modern. */
  staffFields?: StaffFieldSet;
  /** The admin account made on a fresh data folder; default admin:admin. */
  admin?: { login: string; password: string };
  /** Also set that account's password and admin role when the data folder already has users. */
  resetAdmin?: boolean;
  /** Serial number; default the stored one, or DEFAULT_SERIAL on a fresh folder. */
  serial?: string;
  /** Advertise over mDNS (D15); default off for embedded use (tests), the CLI turns it on. */
  mdns?: boolean;
  /** The mDNS responders to publish through; a fleet shares one, default one of its own. */
  advertiser?: MdnsAdvertiser;
  /** Addresses POST /network with DHCP leases from (`--dhcp-pool FROM-TO`); none: no DHCP server. */
  dhcpPool?: AddressRange;
  /** Controllers it may take as VPN members without a search first (`--peer SERIAL@HOST:PORT`). */
  peers?: PeerAddress[];
  /** Starts with the storage drive connected (D17); default true (`--no-drive`: false). */
  drive?: boolean;
  /** Records per second the migration job copies (spec 4.14); default 200. */
  migrationRate?: number;
  /** Faults injected from the start (`--fault K=V`); the control channel changes them. */
  faults?: Partial<FaultSettings>;
  /** Random source of the fault draws, numbers in [0, 1); default Math.random. */
  random?: () => number;
  /** What a fresh data folder is seeded with; default the small seed of seed/seed.ts. */
  seed?: SeedFunction;
  /** Token lifetime in seconds (D3); default 3600. */
  tokenTtlSeconds?: number;
  /** Journal size that triggers a snapshot. */
  compactBytes?: number;
  /** The controller's clock, milliseconds since the epoch; default Date.now. */
  now?: () => number;
  /** Where warnings go (a damaged journal, for instance). */
  warn?: (message: string) => void;
}

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8443;
export const DEFAULT_FIRMWARE: FirmwareEra = '1.7';
export const DEFAULT_STAFF_FIELDS: StaffFieldSet = 'modern';
export const DEFAULT_ADMIN = { login: 'admin', password: 'admin' } as const;
export const DEFAULT_TOKEN_TTL_SECONDS = 3600;
export const DEFAULT_SERIAL = 'TKSIM0001';

/** Serials go into the certificate's subject as a PrintableString and into folder names. */
export const SERIAL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9.-]{0,63}$/;

/** Parses `HOST:PORT` (`[v6]:PORT` for IPv6). */
export function parseListen(value: string): { host: string; port: number } {
  const bracketed = /^\[([^\]]+)\]:(\d+)$/.exec(value);
  const plain = bracketed ? undefined : /^([^:]+):(\d+)$/.exec(value);
  const host = bracketed?.[1] ?? plain?.[1];
  const portText = bracketed?.[2] ?? plain?.[2];
  if (host === undefined || portText === undefined || (bracketed && !isIPv6(host))) {
    throw new Error(`--listen must be HOST:PORT (or [IPv6]:PORT), not ${JSON.stringify(value)}`);
  }
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`port must be 0..65535, not ${portText}`);
  return { host, port };
}

/** Parses `LOGIN:PASSWORD` (the password may contain colons). */
export function parseCredentials(value: string): { login: string; password: string } {
  const at = value.indexOf(':');
  if (at <= 0 || at === value.length - 1)
    throw new Error('--admin must be LOGIN:PASSWORD with both parts non-empty');
  return { login: value.slice(0, at), password: value.slice(at + 1) };
}
