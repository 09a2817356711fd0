/**
 * How fast a sweep may open connections, so that it cannot flood a site network: at most `concurrency` probes at once, and new connections at no more than
 * `ratePerSecond` after an initial `burst`. Waiters are served first come, first served by one
 * timer, so thousands of queued probes cost nothing while they wait.
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
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

export class Pacer {
  #inFlight = 0;
  #started = 0;
  #t0: number | undefined;
  #queue: Waiter[] = [];
  #timer: NodeJS.Timeout | undefined;

  constructor(readonly options: PaceOptions) {
    if (!(options.concurrency >= 1) || !(options.ratePerSecond > 0) || !(options.burst >= 0)) {
      throw new Error('pacing needs concurrency >= 1, a positive rate and a burst >= 0');
    }
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  get waiting(): number {
    return this.#queue.length;
  }

  /** Waits until one more connection may start; rejects with `cancelled` on abort. */
  acquire(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(new ClientError('cancelled', {}));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        signal,
        grant: () => {
          signal?.removeEventListener('abort', waiter.onAbort);
          resolve();
        },
        onAbort: () => {
          this.#queue = this.#queue.filter((w) => w !== waiter);
          reject(new ClientError('cancelled', {}));
        },
      };
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      this.#queue.push(waiter);
      this.#pump();
    });
  }

  /** Ends one probe started after `acquire`. */
  release(): void {
    this.#inFlight--;
    this.#pump();
  }

  #pump(): void {
    const { concurrency, ratePerSecond, burst } = this.options;
    const now = performance.now();
    this.#t0 ??= now;
    const allowed = burst + Math.floor(((now - this.#t0) * ratePerSecond) / 1000);
    while (this.#queue.length > 0 && this.#inFlight < concurrency && this.#started < allowed) {
      const waiter = this.#queue.shift() as Waiter;
      this.#inFlight++;
      this.#started++;
      waiter.grant();
    }
    // Out of tokens with room to spare: wake when the next one is due. Out of room: release pumps.
    if (this.#queue.length > 0 && this.#inFlight < concurrency && this.#timer === undefined) {
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
}
