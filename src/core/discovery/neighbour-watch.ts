/**
 * Tells a probe early that its host is not there: while probes wait for a TCP connect, the
 * neighbour table (neighbour-table.ts) is read every `pollMs`; a host whose entry is still
 * unresolved `graceMs` after the entry first showed never answered the kernel's ARP question, so
 * its probes end as silent at once instead of after the whole connect time limit
 * (docs/decisions.md, "Discovery", "Absent hosts cost a moment").
 *
 * The grace counts from the read that first showed the entry, not from the probe's start: a busy
 * event loop may issue the connect (and so the ARP question) well after the probe began, and the
 * grace must not be spent before the question is even asked. A host with a resolved entry, or
 * with no entry `graceMs` after its watch began (off the laptop's networks: the kernel asked for
 * the router, not for it), is left to its probes' own time limits. One table read serves every
 * host in flight, and nothing is read while no probe waits.
 */
import type { NeighbourTableReader } from './neighbour-table';

/** What a probe needs: to hear that its host is absent, and to stop listening. */
export interface AbsenceWatch {
  /** Calls `onAbsent` at most once; the answer stops the watch. */
  watch(host: string, onAbsent: () => void): () => void;
}

export interface NeighbourWatchOptions {
  read: NeighbourTableReader;
  /** How long after its first SYN an address may stay unresolved while the host is there. */
  graceMs: number;
  /** Time between two reads of the table. */
  pollMs: number;
  /** The clock (performance.now by default). */
  now?: () => number;
}

interface Watched {
  /** When the first probe began to watch. */
  since: number;
  /** When a read first showed the entry (the ARP question was asked by then). */
  seen?: number;
  listeners: Set<() => void>;
}

export class NeighbourWatch implements AbsenceWatch {
  readonly #hosts = new Map<string, Watched>();
  readonly #now: () => number;
  #timer: NodeJS.Timeout | undefined;
  #reading = false;
  /** Set when the table cannot be read: every probe then waits its own time limit. */
  #unavailable = false;
  #absent = 0;

  constructor(readonly options: NeighbourWatchOptions) {
    this.#now = options.now ?? (() => performance.now());
  }

  /** Hosts found absent so far. */
  get absentCount(): number {
    return this.#absent;
  }

  get watching(): number {
    return this.#hosts.size;
  }

  watch(host: string, onAbsent: () => void): () => void {
    if (this.#unavailable) return () => {};
    let entry = this.#hosts.get(host);
    if (!entry) {
      entry = { since: this.#now(), listeners: new Set() };
      this.#hosts.set(host, entry);
    }
    // A listener of its own, so one function given twice is still two watches.
    const listener = () => onAbsent();
    entry.listeners.add(listener);
    this.#schedule();
    return () => {
      const current = this.#hosts.get(host);
      if (!current?.listeners.delete(listener)) return;
      if (current.listeners.size === 0) this.#hosts.delete(host);
      if (this.#hosts.size === 0) this.#stop();
    };
  }

  /** Stops reading the table; watches left are never answered. */
  close(): void {
    this.#hosts.clear();
    this.#stop();
  }

  /** Reads the table once and answers the hosts whose grace is over (tests call it directly). */
  async poll(): Promise<void> {
    if (this.#reading) return;
    this.#reading = true;
    try {
      // The table shows the state at some moment between these two.
      const before = this.#now();
      const table = await this.options.read().catch(() => undefined);
      const after = this.#now();
      if (!table) {
        this.#unavailable = true;
        this.close();
        return;
      }
      const { graceMs } = this.options;
      for (const [host, entry] of this.#hosts) {
        const state = table.get(host);
        if (state === 'resolved' || (state === undefined && entry.seen !== undefined)) {
          this.#hosts.delete(host); // there, or the entry was dropped: the probes decide
        } else if (state === undefined) {
          if (before - entry.since >= graceMs) this.#hosts.delete(host); // not on this link
        } else if (entry.seen === undefined) {
          entry.seen = after;
        } else if (before - entry.seen >= graceMs) {
          this.#hosts.delete(host);
          this.#absent++;
          for (const listener of entry.listeners) listener();
        }
      }
    } finally {
      this.#reading = false;
      this.#schedule();
    }
  }

  #schedule(): void {
    if (this.#timer || this.#reading || this.#unavailable || this.#hosts.size === 0) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.poll();
    }, this.options.pollMs);
    // Probes keep the process alive with their own timers; a watch alone must not.
    this.#timer.unref();
  }

  #stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
