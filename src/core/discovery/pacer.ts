/**
 * How fast a sweep may open connections, so that it cannot flood a site network: at most
 * `concurrency` probes at once, and new connections at no more than `ratePerSecond` after an
 * initial `burst`. Waiters are served first come, first served by one timer, so thousands of
 * queued probes cost nothing while they wait, and a cancel of all of them is linear. The concurrency can only be lowered once running:
 * to the room the open-file limit leaves, or after an EMFILE (open-file-limit.ts).
 */
import { ClientError } from '../client/client-error';

export interface PaceOptions {
  /** Probes in flight at once. */
  concurrency: number;
  /** New connections per second once the burst is spent. */
  ratePerSecond: number;
  /** Connections that may start at once at the beginning. */
  burst: number;
}

interface Waiter {
  grant: () => void;
  /** Set when its signal aborted: skipped when its turn comes. */
  cancelled: boolean;
}

export class Pacer {
  #inFlight = 0;
  #concurrency: number;
  #started = 0;
  #t0: number | undefined;
  /** Waiters in order from `#head` on (a shift per grant would be linear). */
  #queue: Array<Waiter | undefined> = [];
  #head = 0;
  #waiting = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(readonly options: PaceOptions) {
    if (!(options.concurrency >= 1) || !(options.ratePerSecond > 0) || !(options.burst >= 0)) {
      throw new Error('pacing needs concurrency >= 1, a positive rate and a burst >= 0');
    }
    this.#concurrency = Math.floor(options.concurrency);
  }

  /** Probes allowed in flight now. */
  get concurrency(): number {
    return this.#concurrency;
  }

  /** Lowers the probes allowed in flight (never below 1, never raised). */
  limitConcurrency(max: number): void {
    this.#concurrency = Math.max(1, Math.min(this.#concurrency, Math.floor(max)));
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  get waiting(): number {
    return this.#waiting;
  }

  /** Waits until one more connection may start; rejects with `cancelled` on abort. */
  acquire(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(new ClientError('cancelled', {}));
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        waiter.cancelled = true;
        this.#waiting--;
        reject(new ClientError('cancelled', {}));
      };
      const waiter: Waiter = {
        cancelled: false,
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#queue.push(waiter);
      this.#waiting++;
      this.#pump();
    });
  }

  /** Ends one probe started after `acquire`. */
  release(): void {
    this.#inFlight--;
    this.#pump();
  }

  #pump(): void {
    const { ratePerSecond, burst } = this.options;
    const concurrency = this.#concurrency;
    const now = performance.now();
    this.#t0 ??= now;
    const allowed = burst + Math.floor(((now - this.#t0) * ratePerSecond) / 1000);
    while (this.#waiting > 0 && this.#inFlight < concurrency && this.#started < allowed) {
      const waiter = this.#next();
      if (!waiter) break;
      this.#waiting--;
      this.#inFlight++;
      this.#started++;
      waiter.grant();
    }
    this.#compact();
    // Out of tokens with room to spare: wake when the next one is due. Out of room: release pumps.
    if (this.#waiting > 0 && this.#inFlight < concurrency && this.#timer === undefined) {
      const due = ((this.#started - burst + 1) * 1000) / ratePerSecond - (now - this.#t0);
      this.#timer = setTimeout(
        () => {
          this.#timer = undefined;
          this.#pump();
        },
        Math.max(1, Math.ceil(due)),
      );
    }
  }

  /** The first waiter not cancelled, taken off the queue. */
  #next(): Waiter | undefined {
    while (this.#head < this.#queue.length) {
      const waiter = this.#queue[this.#head];
      this.#queue[this.#head++] = undefined;
      if (waiter && !waiter.cancelled) return waiter;
    }
    this.#queue = [];
    this.#head = 0;
    return undefined;
  }

  /** Drops the granted part of the queue once it is most of it. */
  #compact(): void {
    if (this.#head > 1024 && this.#head * 2 > this.#queue.length) {
      this.#queue = this.#queue.slice(this.#head);
      this.#head = 0;
    }
  }
}
