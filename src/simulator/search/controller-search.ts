/**
 * Controller search (spec 4.12): `POST /controller_search` with a network in
 * CIDR notation (at most a /22, 1,022 hosts) starts an asynchronous probe of every host of it on
 * this controller's own port (probe.ts), a few dozen at a time with short time limits; the
 * controller itself is skipped. The status read is active while it runs; the list read answers
 * what it found so far, and after it ends what the last search found (kept in the data folder).
 */
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { badRequest, conflict } from '../api-error';
import { addressesIn, cidrHosts, parseCidr } from '../network/ipv4';
import { CURRENT, type FoundControllerRecord, type SimStore } from '../records/collections';
import { probeController } from './probe';

/** The widest network a search takes (spec 4.12 gives none; a /22 is 1,022 hosts). */
export const MAX_SEARCH_PREFIX = 22;
/** Hosts probed at once. */
const CONCURRENCY = 32;
/** Time limit of each probe request; a silent host costs this much. */
const PROBE_TIMEOUT_MS = 1500;

/** S (spec 4.12) with the progress of a running search. */
export type SearchStatus = {
  status: 'searching' | 'ready';
  active: boolean;
  network?: string;
  probed?: number;
  total?: number;
  found?: number;
};

export interface ControllerSearchOptions {
  store: SimStore;
  /** Where this controller listens now: its port is the one probed, its address is skipped. */
  self: () => { host: string; port: number };
  now: () => number;
  warn: (message: string) => void;
}

interface Job {
  id: string;
  network: string;
  total: number;
  probed: number;
  found: FoundControllerRecord[];
  abort: AbortController;
  done: Promise<void>;
}

export class ControllerSearch {
  private job: Job | undefined;

  constructor(private readonly o: ControllerSearchOptions) {}

  status(): SearchStatus {
    const job = this.job;
    const last = this.o.store.get('controller_search', CURRENT);
    if (!job) {
      return last
        ? { status: 'ready', active: false, network: last.network, found: last.results.length }
        : { status: 'ready', active: false };
    }
    const { network, probed, total } = job;
    return { status: 'searching', active: true, network, probed, total, found: job.found.length };
  }

  /** What the running search found so far, or what the last one found. */
  results(): FoundControllerRecord[] {
    return this.job
      ? [...this.job.found]
      : (this.o.store.get('controller_search', CURRENT)?.results ?? []);
  }

  /** A controller with `serial` that the last search found. */
  find(serial: string): FoundControllerRecord | undefined {
    return this.results().find((r) => r.serial === serial);
  }

  /** Starts searching `network`; answers the search id. 400 E for a network wider than a /22. */
  async start(network: string): Promise<string> {
    const cidr = parseCidr(network);
    if (!cidr) throw badRequest('network', 'format', 'network: must be a.b.c.d/n');
    if (cidr.prefix < MAX_SEARCH_PREFIX) {
      throw badRequest(
        'network',
        'min',
        `network: at most a /${MAX_SEARCH_PREFIX} can be searched, not a /${cidr.prefix}`,
        { limit: MAX_SEARCH_PREFIX },
      );
    }
    if (this.job) throw conflict('network', `a search of ${this.job.network} is running`);
    const range = cidrHosts(cidr.address, cidr.prefix);
    const { host, port } = this.o.self();
    const hosts = [...addressesIn(range)].filter((h) => h !== host);
    const started_at = new Date(this.o.now()).toISOString();
    await this.o.store.put('controller_search', CURRENT, { network, started_at, results: [] });
    const abort = new AbortController();
    // Every probe in flight listens on this one signal.
    setMaxListeners(CONCURRENCY * 2, abort.signal);
    const job: Job = {
      id: randomUUID(),
      network,
      total: hosts.length,
      probed: 0,
      found: [],
      abort,
      done: Promise.resolve(),
    };
    job.done = this.run(job, hosts, port)
      .then(() =>
        this.o.store.put('controller_search', CURRENT, {
          network,
          started_at,
          finished_at: new Date(this.o.now()).toISOString(),
          results: job.found,
        }),
      )
      .catch((error: unknown) => this.o.warn(`controller search of ${network}: ${String(error)}`))
      .finally(() => {
        if (this.job === job) this.job = undefined;
      });
    this.job = job;
    return job.id;
  }

  private async run(job: Job, hosts: string[], port: number): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < hosts.length && !job.abort.signal.aborted) {
        const host = hosts[next++] as string;
        const found = await probeController(host, port, {
          timeoutMs: PROBE_TIMEOUT_MS,
          signal: job.abort.signal,
        });
        job.probed++;
        if (found) job.found.push(found);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, hosts.length) }, worker));
    job.found.sort((a, b) => a.address.localeCompare(b.address, 'en', { numeric: true }));
  }

  /** Stops a running search (what it found so far is kept). */
  async stop(): Promise<void> {
    const job = this.job;
    if (!job) return;
    job.abort.abort();
    await job.done;
  }
}
