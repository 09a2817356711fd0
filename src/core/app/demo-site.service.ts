/**
 * The demo site: when nothing is found, a new user can start a fleet of simulated
 * controllers in the main side and see a working site at once. Core does not import the
 * simulator (layer rules): the shell hands in how to start a fleet (`StartFleet`, which the
 * simulator's `Fleet.start` satisfies), and this service keeps one fleet running, its data in the
 * app data folder's `demo/` (the same certificates and records at the next start, so a demo
 * controller trusted once stays trusted), and stops it when the shell exits.
 *
 * `turnkey simulate --fleet` uses the same folder (`demoDataRoot`), so there is one demo site
 * whichever starts it: when its addresses are held by a demo fleet already running (its control
 * channel answered, `fleetInUse.running`), this service uses that fleet and leaves it running
 * when the app stops; when some other program holds them, the user gets one sentence
 * (`demo_addresses_in_use`), never a bare `EADDRINUSE` (docs/decisions.md, "App wiring").
 */
import { join } from 'node:path';
import type { ChannelOutput } from '../../shared/ipc/channels';
import { appFailureData } from '../../shared/errors/app-failures';
import { fleetInUse, fleetInUseFailure, type RunningFleet } from '../../shared/ipc/demo.schema';
import { sweepPorts } from '../../shared/ipc/discovery.schema';
import { AppFailure } from '../../shared/errors/error-data';
import type { ControllerAddress } from '../client/controller-address';
import { exactRanges } from './demo-range';

/** What the service needs of a running fleet (structurally the simulator's Fleet). */
export interface DemoFleet {
  readonly members: ReadonlyArray<{
    serial: string;
    simulator: { address: ControllerAddress; fingerprint: string };
  }>;
  stop(): Promise<void>;
}

export interface DemoFleetOptions {
  count: number;
  first: ControllerAddress;
  dataRoot: string;
  mdns: boolean;
  /** Where its control channel listens; the fleet announces it in `dataRoot`. */
  control: { host: string; port: number };
  warn: (message: string) => void;
}

export type StartFleet = (options: DemoFleetOptions) => Promise<DemoFleet>;

export interface DemoSiteOptions {
  startFleet: StartFleet;
  /** The app data folder; the fleet's data goes in its `demo/`. */
  dataDir: string;
  /** The first controller's address (default 127.0.0.11:8443, as `turnkey simulate --fleet`). */
  first?: ControllerAddress;
  /** Controllers when the page does not say (default 5: every firmware era of the fleet). */
  size?: number;
  /** Advertise over mDNS like real controllers (D15); default true. */
  mdns?: boolean;
  warn: (message: string) => void;
}

export const DEMO_FOLDER = 'demo';
export const DEMO_FIRST: ControllerAddress = { host: '127.0.0.11', port: 8443 };
export const DEMO_SIZE = 5;
/** The demo fleet's control channel: loopback, any free port. */
export const DEMO_CONTROL = { host: '127.0.0.1', port: 0 };

/** The folder of the demo site's data for an app data folder: the app's and the CLI's. */
export function demoDataRoot(appDataDir: string): string {
  return join(appDataDir, DEMO_FOLDER);
}

export type DemoAnswer = ChannelOutput<'demo:start'>;

/** One member as tests and logs see it. */
export interface DemoController {
  serial: string;
  address: ControllerAddress;
  fingerprint256: string;
}

export class DemoSite {
  #fleet: Promise<DemoFleet> | undefined;

  constructor(private readonly options: DemoSiteOptions) {}

  get dataRoot(): string {
    return demoDataRoot(this.options.dataDir);
  }

  /** Starts the fleet, or answers with the one already running. */
  async start(size?: number): Promise<DemoAnswer> {
    this.#fleet ??= this.launch(size ?? this.options.size ?? DEMO_SIZE);
    return answerOf(await this.#fleet);
  }

  /** The running fleet's controllers, or undefined. */
  async controllers(): Promise<DemoController[] | undefined> {
    const fleet = await this.#fleet?.catch(() => undefined);
    return fleet?.members.map((m) => ({
      serial: m.serial,
      address: m.simulator.address,
      fingerprint256: m.simulator.fingerprint,
    }));
  }

  async stop(): Promise<void> {
    const running = this.#fleet;
    this.#fleet = undefined;
    const fleet = await running?.catch(() => undefined);
    await fleet?.stop();
  }

  private launch(count: number): Promise<DemoFleet> {
    const started = this.options
      .startFleet({
        count,
        first: this.options.first ?? DEMO_FIRST,
        dataRoot: this.dataRoot,
        mdns: this.options.mdns ?? true,
        control: DEMO_CONTROL,
        warn: this.options.warn,
      })
      .catch((error: unknown) => {
        const inUse = fleetInUse.safeParse(error);
        if (inUse.success && inUse.data.running) return joined(inUse.data.running);
        this.#fleet = undefined;
        if (inUse.success) throw new AppFailure(fleetInUseFailure(inUse.data));
        const reason = error instanceof Error ? error.message : String(error);
        throw new AppFailure(appFailureData('demo_failed', { reason }));
      });
    return started;
  }
}

/** The demo fleet another process runs, used as it is: stopping the app leaves it running. */
function joined(running: RunningFleet): DemoFleet {
  return {
    members: running.controllers.map((c) => ({
      serial: c.serial,
      simulator: { address: { host: c.host, port: c.port }, fingerprint: c.fingerprint256 },
    })),
    stop: () => Promise.resolve(),
  };
}

function answerOf(fleet: DemoFleet): DemoAnswer {
  const addresses = fleet.members.map((m) => m.simulator.address);
  const ports = [...new Set(addresses.map((a) => a.port))];
  if (!sweepPorts.safeParse(ports).success) {
    throw new AppFailure(
      appFailureData('demo_failed', {
        reason: `its ${ports.length} ports are more than a sweep takes`,
      }),
    );
  }
  return {
    ranges: exactRanges(addresses.map((a) => a.host)),
    ports,
    controllers: addresses.length,
  };
}
