/**
 * One simulated controller: the whole API of controller-api.md over HTTPS with the
 * choices of decisions.md, its firmware era (D11) and staff field set (D12), and its records in
 * a durable store in its data folder. Instances share nothing, so a process can run several.
 */
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ERA_VERSION } from '../shared/api';
import { TokenStore } from './auth/tokens';
import { AuthUsers, type AdminBootstrap } from './auth/users';
import { controllerMs } from './clock/clock';
import type { SimContext } from './context';
import { createContext } from './create-context';
import { controllerClock } from './events/controller-clock';
import { FaultInjector } from './faults/faults';
import { handleRequest, API_BASE } from './http/pipeline';
import { createApiServer } from './http/server';
import { loadOrSeedIdentity } from './identity';
import { Downtime } from './downtime';
import { DataFolderLock } from './lock';
import { MdnsAdvertiser, type Advert } from './mdns/advertiser';
import { DEFAULT_MIGRATION_RATE, MigrationJob } from './migration/migration-job';
import { StorageDrive } from './migration/storage-drive';
import { ControllerNetwork } from './network/controller-network';
import { Listener } from './network/listener';
import { ControllerSearch } from './search/controller-search';
import { VpnCluster } from './vpn/vpn-cluster';
import {
  DEFAULT_ADMIN,
  DEFAULT_FIRMWARE,
  DEFAULT_HOST,
  DEFAULT_PORT,
  DEFAULT_SERIAL,
  DEFAULT_STAFF_FIELDS,
  DEFAULT_TOKEN_TTL_SECONDS,
  SERIAL_PATTERN,
  type SimulatorOptions,
} from './options';
import type { Collections, IdentityRecord, SimStore } from './records/collections';
import { Store } from './store/store';
import { loadOrCreateTls, type ServerTls } from './tls/tls-files';

/** How long stop() lets requests in flight finish before cutting their connections. */
const STOP_GRACE_MS = 2000;

interface Running {
  network: ControllerNetwork;
  search: ControllerSearch;
  cluster: VpnCluster;
  store: SimStore;
  lock: DataFolderLock;
  tls: ServerTls;
  identity: IdentityRecord;
  bootstrap: AdminBootstrap;
  advert: Advert | undefined;
  migration: MigrationJob;
  context: SimContext;
}

/**
 * Lifecycle: `start()` opens the data folder and listens, `stop()` withdraws the advert, stops
 * listening and closes the folder (start again for a reboot: same certificate, data and address),
 * `moveTo(host)` moves a running controller at once (POST /network does the same after its
 * answer, D16). While running: `address`, `url`, `fingerprint`, `serial`, `running`.
 */
export class Simulator {
  private running: Running | undefined;
  private starting: Promise<void> | undefined;
  private ownAdvertiser: MdnsAdvertiser | undefined;
  /** The port of the last listener, kept by a reboot (a port 0 start picks a free one once). */
  private resumePort: number | undefined;
  private readonly downtime = new Downtime();
  /** Injected faults; they outlive reboots. */
  readonly faults: FaultInjector;
  /** The storage drive (D17): plugged or not is hardware, so it outlives reboots too. */
  readonly drive: StorageDrive;

  constructor(readonly options: SimulatorOptions) {
    if (options.serial !== undefined && !SERIAL_PATTERN.test(options.serial)) {
      throw new Error(`serial must match ${SERIAL_PATTERN.source}`);
    }
    this.faults = new FaultInjector(options.faults, options.random);
    this.drive = new StorageDrive(join(options.dataDir, 'drive'), options.drive ?? true);
  }

  get firmware() {
    return this.options.firmware ?? DEFAULT_FIRMWARE;
  }

  get staffFields() {
    return this.options.staffFields ?? DEFAULT_STAFF_FIELDS;
  }

  private get state(): Running {
    if (!this.running) throw new Error('simulator is not running');
    return this.running;
  }

  /** True between a completed `start()` and `stop()`. */
  get isRunning(): boolean {
    return this.running !== undefined;
  }

  /** True while a reboot keeps it down. */
  get isRebooting(): boolean {
    return this.downtime.active;
  }

  /** What the handlers of the running controller see, for the control channel; undefined while down. */
  get live(): SimContext | undefined {
    return this.running?.context;
  }

  /** Where it listens now (the real port when 0 was asked for; a move keeps the port). */
  get address(): { host: string; port: number } {
    return { host: this.state.network.host, port: this.state.network.port };
  }

  /** The API base URL, `https://host:port/api/v1`. */
  get url(): string {
    const { host, port } = this.address;
    return `https://${host.includes(':') ? `[${host}]` : host}:${port}${API_BASE}`;
  }

  /** SHA-256 fingerprint of the certificate, as `AB:CD:...` (D14). */
  get fingerprint(): string {
    return this.state.tls.fingerprint;
  }

  get serial(): string {
    return this.state.identity.serial;
  }

  /** Whether start made the admin account, reset it, or found users already. */
  get adminBootstrap(): AdminBootstrap {
    return this.state.bootstrap;
  }

  /** Opens the data folder (lock, store, certificate), seeds a fresh one and starts listening. */
  start(): Promise<void> {
    if (this.running) return Promise.resolve();
    this.starting ??= this.open().finally(() => (this.starting = undefined));
    return this.starting;
  }

  private async open(): Promise<void> {
    const o = this.options;
    const host = o.host ?? DEFAULT_HOST;
    const now = o.now ?? Date.now;
    await mkdir(o.dataDir, { recursive: true });
    const lock = await DataFolderLock.acquire(o.dataDir);
    let store: SimStore | undefined;
    let migration: MigrationJob | undefined;
    try {
      store = await Store.open<Collections>(join(o.dataDir, 'store'), {
        ...(o.compactBytes === undefined ? {} : { compactBytes: o.compactBytes }),
        ...(o.warn ? { warn: o.warn } : {}),
      });
      const identity = await loadOrSeedIdentity(store, {
        serial: o.serial,
        defaultSerial: DEFAULT_SERIAL,
        host,
        nowMs: now(),
        seed: o.seed,
      });
      const tls = await loadOrCreateTls(join(o.dataDir, 'tls'), { host, serial: identity.serial });
      const opened = store;
      // The Date header reads the controller's own clock (spec 4.12); token lifetimes the host's.
      const clock = () => controllerMs(opened, now());
      const tokens = new TokenStore(o.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS, now);
      const users = new AuthUsers(store, tokens);
      const admin = o.admin ?? DEFAULT_ADMIN;
      const bootstrap = await users.ensureAdmin(admin, o.resetAdmin ?? false);
      // One set per start: the servers of every address share it; a reboot forgets the sessions.
      const ticketKeys = randomBytes(48);
      const listener = new Listener(
        () =>
          createApiServer({ ...tls, ticketKeys }, (request, response) => {
            response.setHeader('Date', new Date(clock()).toUTCString());
            void handleRequest(request, response, context);
          }),
        STOP_GRACE_MS,
      );
      const warn = o.warn ?? (() => undefined);
      const network = new ControllerNetwork({
        listener,
        store,
        dhcpPool: o.dhcpPool,
        onMoved: (moved) => this.announce(moved),
        warn,
        now,
      });
      const self = () => ({ host: network.host, port: network.port });
      const search = new ControllerSearch({ store, self, now: clock, warn });
      const cluster = new VpnCluster({
        store,
        serial: identity.serial,
        search,
        peers: o.peers ?? [],
        // The admin's password now (changed through the API or not); the start-up one only
        // when none is known, as in a data folder from before secrets were kept.
        credentials: () => users.clusterCredentials(admin.login) ?? admin,
        now: clock,
        warn,
      });
      await cluster.open();
      migration = new MigrationJob({
        store,
        drive: this.drive,
        rate: o.migrationRate ?? DEFAULT_MIGRATION_RATE,
        clock: () => controllerClock({ store: opened, now }),
        recordError: (line) => context.recordError(line),
      });
      const faults = this.faults;
      const parts = { store, identity, users, tokens, network, search, cluster, faults, migration };
      const context = createContext(
        { ...parts, now },
        ERA_VERSION[this.firmware],
        this.staffFields,
      );
      await migration.open();
      await network.open(host, this.resumePort ?? o.port ?? DEFAULT_PORT);
      this.running = { ...parts, context, lock, tls, bootstrap, advert: undefined };
      await this.announce(network.host);
    } catch (error) {
      await migration?.close();
      await store?.close();
      await lock.release();
      throw error;
    }
  }

  /** (Re-)publishes the mDNS advert for `host` (D15), withdrawing the previous one. */
  private async announce(host: string): Promise<void> {
    const running = this.running;
    if (!running || !this.options.mdns) return;
    await running.advert?.withdraw();
    this.ownAdvertiser ??= this.options.advertiser
      ? undefined
      : new MdnsAdvertiser(this.options.warn);
    const advertiser = this.options.advertiser ?? this.ownAdvertiser;
    running.advert = advertiser?.publish({
      serial: running.identity.serial,
      model: running.identity.model,
      fw: ERA_VERSION[this.firmware],
      host,
      port: running.network.port,
    });
  }

  /**
   * Moves the running controller to `host` now, keeping port, certificate (D14), serial and data;
   * the new address is kept for the next start. Rejects (and stays) when `host` is taken or not an
   * address of this machine.
   */
  async moveTo(host: string): Promise<void> {
    await this.state.network.moveTo(host);
  }

  /**
   * Withdraws the mDNS advert, stops listening (requests in flight get a moment to finish, a move
   * not yet made is dropped), then closes the store and the lock.
   */
  async stop(): Promise<void> {
    this.downtime.cancel();
    await this.starting?.catch(() => undefined);
    const running = this.running;
    if (!running) return;
    this.running = undefined;
    await running.advert?.withdraw();
    await Promise.all([running.search.stop(), running.cluster.stopAll()]);
    await running.network.close();
    await running.migration.close();
    await running.store.close();
    await running.lock.release();
    const own = this.ownAdvertiser;
    this.ownAdvertiser = undefined;
    await own?.destroy();
  }

  /**
   * A reboot: stops now, stays down `seconds`, then starts again on the
   * same address and port with all its data (the store is durable); sessions are gone (D3) and a
   * migration it was running reads as an error. `stop()` while down cancels the start.
   */
  async reboot(seconds: number): Promise<void> {
    this.resumePort = this.address.port;
    await this.stop();
    if (await this.downtime.wait(seconds)) await this.start();
  }
}
