/**
 * `turnkey simulate --fleet N`: a demo site of N simulated controllers in this process (see
 * src/simulator/fleet). Prints a table of them (address, serial, firmware, staff fields,
 * fingerprint), the control channel and the admin account, then runs until SIGINT or SIGTERM.
 * Its data goes where the app's demo site keeps it (the app data folder's `demo/`), so both run
 * one demo site with the same certificates; when its addresses are taken it fails with the one
 * sentence of `demo_addresses_in_use` (docs/decisions.md, "App wiring").
 */
import { demoDataRoot } from '../../core/app/demo-site.service';
import { appDataDir } from '../../core/app-paths';
import { DEFAULT_ADMIN, Fleet, type AddressRange } from '../../simulator';
import { renderTable } from '../output/table';
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
    dataRoot: options.data ?? demoDataRoot(appDataDir()),
    ...(options.control ? { control: options.control } : {}),
    ...(options.admin ? { admin: options.admin, resetAdmin: true } : {}),
    mdns: options.mdns,
    tokenTtlSeconds: options.tokenTtl,
    faults: options.fault,
    drive: options.drive,
    migrationRate: options.migrationRate,
    ...(options.dhcpPool ? { dhcpPool: options.dhcpPool } : {}),
    warn,
  });
  const control = fleet.control
    ? [`Control channel: ${fleet.control.url}`, `Control token: ${fleet.control.token}`]
    : [];
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
      // A fingerprint is copied whole: its column never wraps.
      renderTable(['Address', 'Serial', 'Firmware', 'Staff fields', 'Certificate SHA-256'], rows, {
        whole: [4],
      }),
      `Log in as ${admin.login}${options.admin ? '' : `:${admin.password}`} on each.`,
      ...control,
      `Data folders: ${fleet.members.map((m) => m.dataDir).join(', ')}`,
      'Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
  const received = await untilSignal;
  process.stdout.write(`${received}: stopping\n`);
  await fleet.stop();
  process.stdout.write('Stopped.\n');
}
