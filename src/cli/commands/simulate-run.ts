/**
 * What `turnkey simulate` does, imported when it runs (simulate.command.ts reads its options):
 * one simulator, or with `--fleet N` a demo site of N (simulate-fleet.ts), until SIGINT or
 * SIGTERM.
 */
import type { Command } from 'commander';
import {
  DEFAULT_ADMIN,
  DEFAULT_PORT,
  DEFAULT_SERIAL,
  FLEET_HOST,
  Simulator,
  defaultDataDir,
  parseCredentials,
} from '../../simulator';
import type { SimulateOptions } from './simulate.command';
import { openControl } from './simulate-control';
import { runFleet } from './simulate-fleet';
import { SIMULATOR_ADMIN_VARIABLE } from './simulate-options';

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
export function runCommand(given: SimulateOptions, command: Command): Promise<void> {
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
