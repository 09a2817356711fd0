/**
 * The controller's network settings and its address (spec 4.12, D16).
 * `POST /network` is checked and the new address taken (bound) before the answer, so a refusal is
 * an answer, not a vanished controller; the listener then moves about MOVE_DELAY_MS after the
 * answer. DHCP takes the first free address of the simulator's pool (`--dhcp-pool`): one where
 * nobody listens on our port, found by binding it. The address a move took is kept in the data
 * folder (`listen`), so a restart comes back there, as a real controller keeps its configuration.
 */
import { ApiError, badRequest, conflict } from '../api-error';
import { CURRENT, type NetworkRecord, type SimStore } from '../records/collections';
import { networkFor } from '../seed/settings';
import { addressesIn, isNetworkOrBroadcast, type AddressRange } from './ipv4';
import { ListenError, type Listener } from './listener';

/** How long after its answer to POST /network the controller moves (D16: within about a second). */
export const MOVE_DELAY_MS = 300;

/** POST /network as the contract has validated it (spec 2.2, IPv4, contiguous mask, gateway inside). */
export interface NetworkSettings {
  dhcp: boolean;
  ip?: string | undefined;
  mask?: string | undefined;
  gateway?: string | undefined;
}

/** A checked POST /network whose address is taken; `apply` stores it and schedules the move. */
export interface PreparedMove {
  readonly host: string;
  apply(): Promise<void>;
  cancel(): Promise<void>;
}

/** What a simulator's routes see of its network (SimContext.network). */
export interface NetworkControl {
  /** The address it listens on now. */
  readonly host: string;
  readonly port: number;
  /** GET /network: the settings, with the address it really listens on. */
  view(): NetworkRecord;
  prepare(settings: NetworkSettings): Promise<PreparedMove>;
}

export interface ControllerNetworkOptions {
  listener: Listener;
  store: SimStore;
  dhcpPool: AddressRange | undefined;
  /** Called after every move (the mDNS advert follows the controller, D15). */
  onMoved: (host: string) => Promise<void>;
  warn: (message: string) => void;
  now: () => number;
}

function listenRefusal(error: ListenError): ApiError {
  if (error.reason === 'in_use')
    return conflict('ip', `ip: ${error.host} is already in use on this network`);
  return badRequest(
    'ip',
    'custom',
    `ip: ${error.host} is not an address of the machine the simulator runs on (use 127.0.0.x)`,
  );
}

export class ControllerNetwork implements NetworkControl {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly o: ControllerNetworkOptions) {}

  get host(): string {
    return this.o.listener.host;
  }

  get port(): number {
    return this.o.listener.port;
  }

  /**
   * Starts listening: on the address a move left in the data folder if there is one (a DHCP
   * controller whose lease was taken meanwhile asks the pool again; a stored address this machine
   * does not have falls back to `host` with a warning), otherwise on `host`.
   */
  async open(host: string, port: number): Promise<void> {
    const saved = this.o.store.get('listen', CURRENT);
    if (!saved || saved.host === host) return this.o.listener.open(host, port);
    try {
      return await this.o.listener.open(saved.host, port);
    } catch (error) {
      if (!(error instanceof ListenError)) throw error;
      if (saved.dhcp && this.o.dhcpPool && error.reason === 'in_use') {
        await this.o.listener.open(host, port);
        const leased = await this.lease(this.o.dhcpPool);
        if (leased) await this.switchNow(leased, true);
        else this.o.warn(`${error.message} and the DHCP pool is full; listening on ${host}`);
        return;
      }
      if (error.reason !== 'not_local') throw error;
      this.o.warn(`${error.message}; listening on ${host} instead`);
      await this.o.listener.open(host, port);
    }
  }

  view(): NetworkRecord {
    const stored = this.o.store.get('network', CURRENT);
    const here = networkFor(this.host);
    if (stored?.dhcp) return { ...here, dhcp: true };
    if (stored?.ip === this.host) return stored;
    return here;
  }

  async prepare(settings: NetworkSettings): Promise<PreparedMove> {
    const host = settings.dhcp ? await this.reserveLease() : await this.reserveStatic(settings);
    const record: NetworkRecord = settings.dhcp
      ? { dhcp: true }
      : { dhcp: false, ip: settings.ip, mask: settings.mask, gateway: settings.gateway };
    const moves = host !== this.host;
    return {
      host,
      apply: async () => {
        try {
          await this.persist(record, host, settings.dhcp);
        } catch (error) {
          await this.o.listener.release();
          throw error;
        }
        if (moves) this.schedule(host);
      },
      cancel: () => this.o.listener.release(),
    };
  }

  /** Moves now (no answer to wait for): the lifecycle method behind `Simulator.moveTo`. */
  async moveTo(host: string): Promise<void> {
    if (host === this.host) return;
    await this.o.listener.reserve(host);
    await this.persist({ ...networkFor(host), dhcp: false }, host, false);
    await this.switchNow(host, false);
  }

  /** Cancels a move not yet made and stops listening. */
  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.o.listener.close();
  }

  private async reserveStatic(settings: NetworkSettings): Promise<string> {
    const { ip, mask, gateway } = settings;
    if (ip === undefined || mask === undefined || gateway === undefined)
      throw badRequest('ip', 'required', 'ip, mask and gateway are required without DHCP');
    if (isNetworkOrBroadcast(ip, mask))
      throw badRequest(
        'ip',
        'custom',
        `ip: ${ip} is the network or broadcast address of its subnet`,
      );
    if (gateway === ip) throw badRequest('gateway', 'custom', 'gateway: must not be the ip itself');
    if (ip === this.host) {
      await this.o.listener.release();
      return ip;
    }
    try {
      await this.o.listener.reserve(ip);
    } catch (error) {
      if (error instanceof ListenError) throw listenRefusal(error);
      throw error;
    }
    return ip;
  }

  private async reserveLease(): Promise<string> {
    const pool = this.o.dhcpPool;
    if (!pool) {
      throw badRequest(
        'dhcp',
        'custom',
        'dhcp: no DHCP server answers on this network (start the simulator with --dhcp-pool FROM-TO)',
      );
    }
    const leased = await this.lease(pool);
    if (!leased)
      throw conflict('dhcp', `dhcp: no free address left in the DHCP pool ${pool.from}-${pool.to}`);
    return leased;
  }

  /**
   * The first address of `pool` that is ours already or that nobody listens on at our port; a
   * new one is reserved (bound) on the way, so two controllers never lease the same address.
   */
  private async lease(pool: AddressRange): Promise<string | undefined> {
    await this.o.listener.release();
    for (const address of addressesIn(pool)) {
      if (address === this.host) return address;
      try {
        await this.o.listener.reserve(address);
        return address;
      } catch (error) {
        if (!(error instanceof ListenError)) throw error;
      }
    }
    return undefined;
  }

  private async persist(record: NetworkRecord, host: string, dhcp: boolean): Promise<void> {
    await this.o.store.commit([
      ['put', 'network', CURRENT, record],
      ['put', 'listen', CURRENT, { host, dhcp, changed_at: new Date(this.o.now()).toISOString() }],
    ]);
  }

  private schedule(host: string): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.switchNow(host, false).catch((error: unknown) =>
        this.o.warn(`move to ${host} failed: ${String(error)}`),
      );
    }, MOVE_DELAY_MS);
  }

  private async switchNow(host: string, persist: boolean): Promise<void> {
    if (this.o.listener.pendingHost !== host) return;
    await this.o.listener.commit();
    if (persist) {
      const saved = this.o.store.get('listen', CURRENT);
      await this.o.store.put('listen', CURRENT, {
        host,
        dhcp: saved?.dhcp ?? true,
        changed_at: new Date(this.o.now()).toISOString(),
      });
    }
    await this.o.onMoved(host);
  }
}
