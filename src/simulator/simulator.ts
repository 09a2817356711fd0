/**
 * One simulated controller (issue part 1): the whole API of controller-api.md over HTTPS with the
 * choices of decisions.md, its firmware era (D11) and staff field set (D12), and its records in
 * a durable store in its data folder. Instances share nothing, so a process can run several.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:https';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ERA_VERSION } from '../shared/api';
import { TokenStore } from './auth/tokens';
import { AuthUsers, type AdminBootstrap } from './auth/users';
import type { SimContext } from './context';
import { handleRequest, API_BASE } from './http/pipeline';
import { createApiServer } from './http/server';
import { loadOrSeedIdentity } from './identity';
import { DataFolderLock } from './lock';
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

/** The error log keeps this many lines. */
const ERROR_LOG_LINES = 1000;
/** How long stop() lets requests in flight finish before cutting their connections. */
const STOP_GRACE_MS = 2000;

interface Running {
  server: Server;
  store: SimStore;
  lock: DataFolderLock;
  tls: ServerTls;
  identity: IdentityRecord;
  host: string;
  port: number;
  bootstrap: AdminBootstrap;
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen({ host, port }, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export class Simulator {
  private running: Running | undefined;
  private starting: Promise<void> | undefined;

  constructor(readonly options: SimulatorOptions) {
    if (options.serial !== undefined && !SERIAL_PATTERN.test(options.serial)) {
      throw new Error(`serial must match ${SERIAL_PATTERN.source}`);
    }
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

  /** Where it listens (the real port when 0 was asked for). */
  get address(): { host: string; port: number } {
    return { host: this.state.host, port: this.state.port };
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
      });
      const tls = await loadOrCreateTls(join(o.dataDir, 'tls'), { host, serial: identity.serial });
      const tokens = new TokenStore(o.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS, now);
      const users = new AuthUsers(store, tokens);
      const bootstrap = await users.ensureAdmin(o.admin ?? DEFAULT_ADMIN, o.resetAdmin ?? false);
      const context = this.context({ store, identity, users, tokens, host, now });
      const server = createApiServer(
        tls,
        (request, response) => void handleRequest(request, response, context),
      );
      const port = await listen(server, host, o.port ?? DEFAULT_PORT);
      this.running = { server, store, lock, tls, identity, host, port, bootstrap };
    } catch (error) {
      await store?.close();
      await lock.release();
      throw error;
    }
  }

  private context(
    parts: Pick<SimContext, 'store' | 'identity' | 'users' | 'tokens' | 'host'> & {
      now: () => number;
    },
  ): SimContext {
    const { store, now } = parts;
    return {
      ...parts,
      era: ERA_VERSION[this.firmware],
      staffFields: this.staffFields,
      now,
      async recordError(line: string) {
        const overflow = store.size('error_log') - ERROR_LOG_LINES + 1;
        const stale = store
          .slice('error_log', 0, overflow)
          .map((e) => ['delete', 'error_log', e.uuid] as const);
        const entry = { uuid: randomUUID(), line: `${new Date(now()).toISOString()} ${line}` };
        await store
          .commit([...stale, ['put', 'error_log', entry.uuid, entry]])
          .catch(() => undefined);
      },
    };
  }

  /** Stops listening (requests in flight get a moment to finish), then closes the store and the lock. */
  async stop(): Promise<void> {
    await this.starting?.catch(() => undefined);
    const running = this.running;
    if (!running) return;
    this.running = undefined;
    const closed = new Promise<void>((resolve) => running.server.close(() => resolve()));
    running.server.closeIdleConnections();
    const grace = setTimeout(() => running.server.closeAllConnections(), STOP_GRACE_MS);
    await closed;
    clearTimeout(grace);
    await running.store.close();
    await running.lock.release();
  }
}
