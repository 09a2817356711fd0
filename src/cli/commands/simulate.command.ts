/**
 * `turnkey simulate`: runs one simulated controller (the whole API of controller-api.md over
 * HTTPS, see src/simulator) until SIGINT or SIGTERM. Prints its address and certificate
 * fingerprint once it listens, so a client can pin it (D14), and its control channel. With
 * `--fleet N` it runs a demo site of N controllers instead (simulate-fleet.ts).
 */
import { InvalidArgumentError, Option, type Command } from 'commander';
import {
  FIRMWARE_ERAS,
  STAFF_FIELD_SETS,
  type FirmwareEra,
  type StaffFieldSet,
} from '../../shared/api';
import {
  DEFAULT_ADMIN,
  DEFAULT_FIRMWARE,
  DEFAULT_HOST,
  DEFAULT_PORT,
  DEFAULT_SERIAL,
  DEFAULT_STAFF_FIELDS,
  DEFAULT_TOKEN_TTL_SECONDS,
  FLEET_HOST,
  SERIAL_PATTERN,
  Simulator,
  defaultDataDir,
  parseAddressRange,
  parseCredentials,
  parseListen,
  parsePeer,
  type AddressRange,
  type PeerAddress,
} from '../../simulator';
import { openControl } from './simulate-control';
import { runFleet } from './simulate-fleet';
import { addPart2Options, type Part2Options } from './simulate-options';

/**
 * The administrator account from TURNKEY_SIMULATOR_ADMIN (LOGIN:PASSWORD) when `--admin` is not
 * given: an argument shows in every user's process list, an environment variable does not.
 */
export const SIMULATOR_ADMIN_VARIABLE = 'TURNKEY_SIMULATOR_ADMIN';

interface SimulateOptions extends Part2Options {
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

/** Resolves with the first of `signals` the process receives. */
function nextSignal(signals: readonly NodeJS.Signals[]): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const handlers = signals.map((signal) => {
      const handler = () => {
        for (const [s, h] of handlers) process.off(s, h);
        resolve(signal);
      };
      process.on(signal, handler);
      return [signal, handler] as const;
    });
  });
}

/** Starts the simulator, prints where it is, and stops it on SIGINT or SIGTERM. */
export async function runSimulate(options: SimulateOptions): Promise<void> {
  const { host, port } = options.listen;
  const admin = options.admin ?? DEFAULT_ADMIN;
  const dataDir = options.data ?? defaultDataDir(options.serial ?? DEFAULT_SERIAL);
  const simulator = new Simulator({
    dataDir,
    host,
    port,
    firmware: options.firmware,
    staffFields: options.staffFields,
    admin,
    resetAdmin: options.admin !== undefined,
    ...(options.serial === undefined ? {} : { serial: options.serial }),
    mdns: options.mdns,
    tokenTtlSeconds: options.tokenTtl,
    peers: options.peer ?? [],
    ...(options.dhcpPool === undefined ? {} : { dhcpPool: options.dhcpPool }),
    faults: options.fault,
    drive: options.drive,
    migrationRate: options.migrationRate,
    warn: (message) => process.stderr.write(`warning: ${message}\n`),
  });
  const signal = nextSignal(['SIGINT', 'SIGTERM']);
  await simulator.start();
  const control = await openControl([simulator], options.control).catch(async (error: unknown) => {
    await simulator.stop();
    throw error;
  });
  if (options.admin === undefined) {
    process.stderr.write(
      `warning: no --admin given: the account ${DEFAULT_ADMIN.login}:${DEFAULT_ADMIN.password} is made on a fresh data folder; pass --admin LOGIN:PASSWORD or set ${SIMULATOR_ADMIN_VARIABLE} to choose your own\n`,
    );
  }
  process.stdout.write(
    [
      `Turnkey simulator ${simulator.serial}: firmware ${simulator.firmware}, ${simulator.staffFields} staff fields`,
      `Listening on ${simulator.url}`,
      `Certificate SHA-256 fingerprint: ${simulator.fingerprint}`,
      `Data folder: ${dataDir}`,
      ...control.lines,
      'Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
  const received = await signal;
  process.stdout.write(`${received}: stopping\n`);
  await control.server?.stop();
  await simulator.stop();
  process.stdout.write('Stopped.\n');
}

function withAdminFromEnvironment(options: SimulateOptions, command: Command): SimulateOptions {
  const fromEnv = process.env[SIMULATOR_ADMIN_VARIABLE];
  if (options.admin !== undefined || !fromEnv) return options;
  try {
    return { ...options, admin: parseCredentials(fromEnv) };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return command.error(`${SIMULATOR_ADMIN_VARIABLE}: ${why}`, { exitCode: 2 });
  }
}

/** `--fleet` chooses serials, eras and field sets itself, and starts at FLEET_HOST by default. */
function runCommand(given: SimulateOptions, command: Command): Promise<void> {
  const options = withAdminFromEnvironment(given, command);
  if (options.fleet === undefined) return runSimulate(options);
  const flags = {
    serial: '--serial',
    firmware: '--firmware',
    staffFields: '--staff-fields',
    peer: '--peer',
  };
  const fixed = Object.entries(flags)
    .filter(([name]) => command.getOptionValueSource(name) === 'cli')
    .map(([, flag]) => flag);
  if (fixed.length > 0)
    command.error(
      `--fleet sets serial, firmware, staff fields and peers itself; drop ${fixed.join(', ')}`,
    );
  const explicit = command.getOptionValueSource('listen') === 'cli';
  const first = explicit ? options.listen : { host: FLEET_HOST, port: DEFAULT_PORT };
  return runFleet({ ...options, fleet: options.fleet, first }, nextSignal(['SIGINT', 'SIGTERM']));
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
  addPart2Options(command).action((options: SimulateOptions, self: Command) =>
    runCommand(options, self),
  );
}
