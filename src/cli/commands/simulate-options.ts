/**
 * The options of `turnkey simulate` for faults, the storage drive, the migration pace, the
 * control channel and the demo fleet, and how they are read.
 */
import { InvalidArgumentError, Option, type Command } from 'commander';
import { isLoopback } from '../../simulator/control/control-server';
import { FLEET_HOST } from '../../simulator/fleet/fleet-addresses';
import { parseFault, type FaultSettings } from '../../simulator/faults/faults';
import { parseListen } from '../../simulator/options';

/**
 * The administrator account from TURNKEY_SIMULATOR_ADMIN (LOGIN:PASSWORD) when `--admin` is not
 * given: an argument shows in every user's process list, an environment variable does not.
 */
export const SIMULATOR_ADMIN_VARIABLE = 'TURNKEY_SIMULATOR_ADMIN';

/**
 * The most controllers `--fleet` may ask for: the simulator's MAX_FLEET (src/simulator/fleet/
 * fleet.ts), which `Fleet.start` enforces too. Written here because that module brings the whole
 * simulator, which `turnkey simulate --help` must not load; a unit test
 * (test/unit/cli/simulate-options.test.ts) keeps the two equal.
 */
export const FLEET_LIMIT = 50;

/**
 * The migration job's pace when `--migration-rate` is not given: the simulator's
 * DEFAULT_MIGRATION_RATE (src/simulator/migration/migration-job.ts), written here because that
 * module brings the controller API's contract through the simulator's clock; the same unit test
 * keeps the two equal.
 */
export const MIGRATION_RATE_DEFAULT = 200;

export interface Part2Options {
  /** Controllers of a demo fleet; absent: one controller. */
  fleet?: number;
  fault: Partial<FaultSettings>;
  drive: boolean;
  migrationRate: number;
  /** Where the control channel listens, or false (`--no-control`). */
  control: { host: string; port: number } | false;
}

function wholeNumber(what: string, min: number, max: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new InvalidArgumentError(`${what} must be a whole number ${min}..${max}, not ${value}`);
    return n;
  };
}

function faultOption(value: string, previous: Partial<FaultSettings>): Partial<FaultSettings> {
  try {
    return { ...previous, ...parseFault(value) };
  } catch (error) {
    throw new InvalidArgumentError(error instanceof Error ? error.message : String(error));
  }
}

function controlAddress(value: string): { host: string; port: number } {
  try {
    const address = parseListen(value);
    if (!isLoopback(address.host)) throw new Error(`the control channel listens on loopback only`);
    return address;
  } catch (error) {
    throw new InvalidArgumentError(error instanceof Error ? error.message : String(error));
  }
}

/** Adds the part 2 options to the `simulate` command. */
export function addPart2Options(command: Command): Command {
  return command
    .option(
      '--fleet <count>',
      `run a demo site of COUNT controllers at ${FLEET_HOST}, .12, ... (or consecutive ports where only 127.0.0.1 exists)`,
      wholeNumber('--fleet', 1, FLEET_LIMIT),
    )
    .addOption(
      new Option(
        '--fault <key=value>',
        'inject a fault: latency=MS (delay every answer), error-rate=P (answer that share of calls with status 500), reset-rate=P (reset that share of connections); repeatable',
      )
        .argParser(faultOption)
        .default({}, 'none'),
    )
    .option('--no-drive', 'start without the storage drive (starting a migration then fails)')
    .option(
      '--migration-rate <records>',
      'records per second the migration job copies',
      wholeNumber('--migration-rate', 1, 1_000_000),
      MIGRATION_RATE_DEFAULT,
    )
    .addOption(
      new Option('--control <host:port>', 'where the control channel listens (loopback only)')
        .argParser(controlAddress)
        .default({ host: '127.0.0.1', port: 0 }, '127.0.0.1 on a free port'),
    )
    .option('--no-control', 'do not open the control channel');
}
