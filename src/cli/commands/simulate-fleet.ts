/**
 * `turnkey simulate --fleet N`: a demo site of N simulated controllers in this process (issue
 * part 2, item 9, see src/simulator/fleet). Prints a table of them (address, serial, firmware,
 * staff fields, fingerprint), the control channel and the admin account, then runs until SIGINT
 * or SIGTERM.
 */
import { DEFAULT_ADMIN, Fleet, type AddressRange } from '../../simulator';
import { renderTable } from '../output/table';
import { openControl } from './simulate-control';
import type { Part2Options } from './simulate-options';

export interface FleetRun extends Part2Options {
  fleet: number;
  first: { host: string; port: number };
  admin?: { login: string; password: string };
  data?: string;
  mdns: boolean;
  tokenTtl: number;
  dhcpPool?: AddressRange;
}

export async function runFleet(
  options: FleetRun,
  untilSignal: Promise<NodeJS.Signals>,
): Promise<void> {
  const started = performance.now();
  const warn = (message: string) => process.stderr.write(`warning: ${message}\n`);
  const fleet = await Fleet.start({
    count: options.fleet,
    first: options.first,
    ...(options.data === undefined ? {} : { dataRoot: options.data }),
    ...(options.admin ? { admin: options.admin, resetAdmin: true } : {}),
    mdns: options.mdns,
    tokenTtlSeconds: options.tokenTtl,
    faults: options.fault,
    drive: options.drive,
    migrationRate: options.migrationRate,
    ...(options.dhcpPool ? { dhcpPool: options.dhcpPool } : {}),
    warn,
  });
  const simulators = fleet.members.map((m) => m.simulator);
  const control = await openControl(simulators, options.control).catch(async (error: unknown) => {
    await fleet.stop();
    throw error;
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const rows = fleet.members.map((m) => [
    m.simulator.url,
    m.serial,
    m.firmware,
    m.staffFields,
    m.simulator.fingerprint,
  ]);
  const admin = options.admin ?? DEFAULT_ADMIN;
  process.stdout.write(
    [
      `Turnkey demo site: ${fleet.members.length} simulated controllers, up in ${seconds} s`,
      '',
      renderTable(['Address', 'Serial', 'Firmware', 'Staff fields', 'Certificate SHA-256'], rows),
      `Log in as ${admin.login}${options.admin ? '' : `:${admin.password}`} on each.`,
      ...control.lines,
      `Data folders: ${fleet.members.map((m) => m.dataDir).join(', ')}`,
      'Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
  const received = await untilSignal;
  process.stdout.write(`${received}: stopping\n`);
  await control.server?.stop();
  await fleet.stop();
  process.stdout.write('Stopped.\n');
}
