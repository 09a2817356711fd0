/**
 * A demo site in one process: N simulated controllers at consecutive
 * loopback addresses (fleet-addresses.ts), each with its own data folder, serial and demo seed
 * (seed/demo, made in one store commit on a fresh folder only). They differ like a real site
 * does: controller #2 runs firmware 1.5 with the legacy staff fields (D11, D12), so the client's
 * firmware-era migration has something to migrate; #3 runs 1.6; the others 1.7; one site of the
 * five is in London with English names. They share one mDNS advertiser and, when asked, one
 * control channel, announced in the data folder (fleet-beacon.ts) so that the next starter finds
 * this fleet instead of an `EADDRINUSE` (fleet-in-use.ts).
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FirmwareEra, StaffFieldSet } from '../../shared/api';
import { ControlServer } from '../control/control-server';
import { SimulatorControl } from '../control/simulator-control';
import type { FaultSettings } from '../faults/faults';
import { MdnsAdvertiser } from '../mdns/advertiser';
import type { AddressRange } from '../network/ipv4';
import { ListenError } from '../network/listener';
import { demoSeed } from '../seed/demo/demo-seed';
import { Simulator } from '../simulator';
import { fleetAddresses, type FleetAddress } from './fleet-addresses';
import { findRunningFleet, removeBeacon, writeBeacon } from './fleet-beacon';
import { FleetInUseError } from './fleet-in-use';

export const MAX_FLEET = 50;

export interface FleetOptions {
  count: number;
  /** The first controller's address; default 127.0.0.11:8443. */
  first: FleetAddress;
  /**
   * Parent folder of the controllers' data folders (`<serial>` each) and of the fleet's beacon.
   * The app and `turnkey simulate --fleet` both pass the app data folder's `demo/`.
   */
  dataRoot: string;
  /** Opens a control channel there (loopback only) and announces it in `dataRoot`. */
  control?: { host: string; port: number };
  admin?: { login: string; password: string };
  resetAdmin?: boolean;
  /** Staff per controller; default 300. */
  staff?: number;
  mdns?: boolean;
  tokenTtlSeconds?: number;
  faults?: Partial<FaultSettings>;
  drive?: boolean;
  migrationRate?: number;
  /** A DHCP pool the controllers lease from on POST /network (D16). */
  dhcpPool?: AddressRange;
  warn?: (message: string) => void;
  /**
   * For benchmarks of large sites, which split one fleet over several processes: the index of
   * this part's first controller in the whole fleet (its serial and profile follow from it;
   * default 0), and how many one process may start (default MAX_FLEET, what users are given).
   */
  part?: { firstIndex: number; limit: number };
}

/** What makes controller `index` (0-based) of a fleet different from the others. */
export interface FleetProfile {
  serial: string;
  firmware: FirmwareEra;
  staffFields: StaffFieldSet;
  timeZone: string;
  russianShare: number;
}

export function fleetProfile(index: number): FleetProfile {
  const serial = `TKDEMO${String(index + 1).padStart(2, '0')}`;
  const london = index % 5 === 3;
  return {
    serial,
    firmware: index === 1 ? '1.5' : index === 2 ? '1.6' : '1.7',
    staffFields: index === 1 ? 'legacy' : 'modern',
    timeZone: london ? 'Europe/London' : 'Europe/Moscow',
    russianShare: london ? 0.1 : 0.8,
  };
}

export interface FleetMember extends FleetProfile {
  simulator: Simulator;
  dataDir: string;
}

export class Fleet {
  private advertiser: MdnsAdvertiser | undefined;
  /** The control channel, when the options asked for one. */
  control: ControlServer | undefined;

  private constructor(
    readonly members: readonly FleetMember[],
    private readonly dataRoot: string,
  ) {}

  /**
   * Starts every controller (in parallel); if one fails, stops the others and rejects. A demo
   * fleet already running from the same data folder, or an address taken, rejects with a
   * `FleetInUseError` saying who holds them.
   */
  static async start(options: FleetOptions): Promise<Fleet> {
    const limit = options.part?.limit ?? MAX_FLEET;
    const firstIndex = options.part?.firstIndex ?? 0;
    if (!Number.isInteger(options.count) || options.count < 1 || options.count > limit)
      throw new Error(`a fleet has 1 to ${limit} controllers, not ${options.count}`);
    if (!Number.isInteger(firstIndex) || firstIndex < 0)
      throw new Error(`a fleet's first index is a whole number, not ${firstIndex}`);
    const addresses = await fleetAddresses(options.count, options.first);
    const running = await findRunningFleet(options.dataRoot);
    if (running) throw new FleetInUseError(addresses, running);
    const advertiser = options.mdns ? new MdnsAdvertiser(options.warn) : undefined;
    const members = addresses.map((address, index): FleetMember => {
      const profile = fleetProfile(firstIndex + index);
      const dataDir = join(options.dataRoot, profile.serial);
      const simulator = new Simulator({
        dataDir,
        ...address,
        serial: profile.serial,
        firmware: profile.firmware,
        staffFields: profile.staffFields,
        seed: demoSeed({
          staff: options.staff ?? 300,
          timeZone: profile.timeZone,
          russianShare: profile.russianShare,
          legacy: profile.staffFields === 'legacy',
        }),
        ...(options.admin ? { admin: options.admin } : {}),
        ...(options.resetAdmin ? { resetAdmin: true } : {}),
        ...(advertiser ? { mdns: true, advertiser } : {}),
        ...(options.tokenTtlSeconds ? { tokenTtlSeconds: options.tokenTtlSeconds } : {}),
        ...(options.faults ? { faults: options.faults } : {}),
        ...(options.drive === undefined ? {} : { drive: options.drive }),
        ...(options.migrationRate ? { migrationRate: options.migrationRate } : {}),
        ...(options.dhcpPool ? { dhcpPool: options.dhcpPool } : {}),
        ...(options.warn ? { warn: options.warn } : {}),
      });
      return { ...profile, simulator, dataDir };
    });
    const fleet = new Fleet(members, options.dataRoot);
    fleet.advertiser = advertiser;
    const started = await Promise.allSettled(members.map((m) => m.simulator.start()));
    const failures = started
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r): unknown => r.reason);
    if (failures.length > 0) {
      await fleet.stop();
      if (failures.some((e) => e instanceof ListenError && e.reason === 'in_use'))
        throw new FleetInUseError(addresses);
      const [first] = failures;
      throw first instanceof Error ? first : new Error(String(first));
    }
    if (options.control) await fleet.announce(options.control, options.warn);
    return fleet;
  }

  /** Opens the control channel and writes the beacon; stops the fleet if either fails. */
  private async announce(
    address: { host: string; port: number },
    warn: ((message: string) => void) | undefined,
  ): Promise<void> {
    try {
      const control = new ControlServer(
        this.members.map((m) => SimulatorControl.of(m.simulator)),
        { ...address, ...(warn ? { warn } : {}) },
      );
      await control.start();
      this.control = control;
      await mkdir(this.dataRoot, { recursive: true });
      await writeBeacon(this.dataRoot, {
        pid: process.pid,
        controlUrl: control.url,
        token: control.token,
        controllers: this.members.map((m) => ({
          serial: m.serial,
          ...m.simulator.address,
          fingerprint256: m.simulator.fingerprint,
        })),
      });
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  async stop(): Promise<void> {
    const control = this.control;
    this.control = undefined;
    if (control) {
      await removeBeacon(this.dataRoot, control.token);
      await control.stop();
    }
    await Promise.all(this.members.map((m) => m.simulator.stop()));
    await this.advertiser?.destroy();
    this.advertiser = undefined;
  }
}
