/**
 * `turnkey simulate`: runs one simulated controller (the whole API of controller-api.md over
 * HTTPS, see src/simulator) until SIGINT or SIGTERM. Prints its address and certificate
 * fingerprint once it listens, so a client can pin it (D14), and its control channel. With
 * `--fleet N` it runs a demo site of N controllers instead (simulate-fleet.ts).
 *
 * Only the options here, read from the simulator's small modules: the simulator itself is
 * imported when the command runs (simulate-run.ts), so `turnkey simulate --help` does not load
 * it (docs/decisions.md, "The CLI is bundled").
 */
import { InvalidArgumentError, Option, type Command } from 'commander';
import { FIRMWARE_ERAS, type FirmwareEra } from '../../shared/api/areas';
import { STAFF_FIELD_SETS, type StaffFieldSet } from '../../shared/api/schemas/staff.schema';
import { parseAddressRange, type AddressRange } from '../../simulator/network/ipv4';
import {
  DEFAULT_ADMIN,
  DEFAULT_FIRMWARE,
  DEFAULT_HOST,
  DEFAULT_PORT,
  DEFAULT_SERIAL,
  DEFAULT_STAFF_FIELDS,
  DEFAULT_TOKEN_TTL_SECONDS,
  SERIAL_PATTERN,
  parseCredentials,
  parseListen,
} from '../../simulator/options';
import { parsePeer, type PeerAddress } from '../../simulator/vpn/peers';
import { SIMULATOR_ADMIN_VARIABLE, addPart2Options, type Part2Options } from './simulate-options';

export interface SimulateOptions extends Part2Options {
  listen: { host: string; port: number };
  firmware: FirmwareEra;
  staffFields: StaffFieldSet;
  admin?: { login: string; password: string };
  data?: string;
  serial?: string;
  mdns: boolean;
  tokenTtl: number;
  dhcpPool?: AddressRange;
  /** Absent when no --peer is given. */
  peer?: PeerAddress[];
}

function positiveInteger(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new InvalidArgumentError(`must be a whole number of seconds >= 1, not ${value}`);
  return n;
}

/** Turns a parser's error into commander's, so a bad option is a usage error (exit code 2). */
function asArgument<T>(parse: (value: string) => T): (value: string) => T {
  return (value) => {
    try {
      return parse(value);
    } catch (error) {
      throw new InvalidArgumentError(error instanceof Error ? error.message : String(error));
    }
  };
}

function checkSerial(value: string): string {
  if (!SERIAL_PATTERN.test(value))
    throw new Error(`must be letters, digits, dots and dashes (${SERIAL_PATTERN.source})`);
  return value;
}

export function registerSimulateCommand(program: Command): void {
  const command = program
    .command('simulate')
    .description(
      'run a simulated controller: the whole controller API over HTTPS, with durable data',
    )
    .addOption(
      new Option('--listen <host:port>', 'address and port to listen on, port 0 for any free one')
        .argParser(asArgument(parseListen))
        .default({ host: DEFAULT_HOST, port: DEFAULT_PORT }, `${DEFAULT_HOST}:${DEFAULT_PORT}`),
    )
    .addOption(
      new Option('--firmware <era>', 'firmware era: which API sections it serves')
        .choices(FIRMWARE_ERAS)
        .default(DEFAULT_FIRMWARE, DEFAULT_FIRMWARE),
    )
    .addOption(
      new Option(
        '--staff-fields <set>',
        'staff field set it accepts and answers in: modern, or the legacy one of firmware 1.5',
      )
        .choices(STAFF_FIELD_SETS)
        .default(DEFAULT_STAFF_FIELDS, DEFAULT_STAFF_FIELDS),
    )
    .option(
      '--admin <login:password>',
      `admin account to make, or reset (default ${DEFAULT_ADMIN.login}:${DEFAULT_ADMIN.password}, with a warning); ${SIMULATOR_ADMIN_VARIABLE}=LOGIN:PASSWORD does the same without showing it in the process list`,
      asArgument(parseCredentials),
    )
    .option(
      '--data <dir>',
      "data folder (default: turnkey/simulator/<serial> in your user data folder; with --fleet, the app data folder's demo/, as the app's demo site)",
    )
    .option(
      '--serial <serial>',
      `serial number of a fresh controller (default ${DEFAULT_SERIAL})`,
      asArgument(checkSerial),
    )
    .option('--no-mdns', 'do not announce itself over mDNS')
    .option(
      '--dhcp-pool <from-to>',
      'addresses a DHCP network setting leases from, e.g. 127.0.0.100-127.0.0.150',
      asArgument(parseAddressRange),
    )
    .option(
      '--peer <serial@host:port>',
      'a controller it may take as VPN member without a search (repeatable)',
      (value: string, previous: PeerAddress[] = []) => [...previous, asArgument(parsePeer)(value)],
    )
    .option(
      '--token-ttl <seconds>',
      'lifetime of login tokens',
      positiveInteger,
      DEFAULT_TOKEN_TTL_SECONDS,
    )
    // Usage errors throw (runCli turns them into exit code 2) instead of exiting the process.
    .exitOverride();
  addPart2Options(command).action(async (options: SimulateOptions, self: Command) =>
    (await import('./simulate-run')).runCommand(options, self),
  );
}
