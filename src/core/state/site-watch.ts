/**
 * Looks at every controller of the open site now and then: one TLS handshake each (nothing is
 * sent, D14), which tells whether it answers and whether with its pinned certificate. So a
 * controller restarted with another certificate turns red on every screen without anyone
 * touching it (docs/decisions.md, "The state of a site controller").
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { ControllerAddress } from '../client/controller-address';
import { ClientError } from '../client/client-error';
import type { ConnectionEvent } from '../connection/controller-connection';
import type { Site } from '../site/site';
import { probeCertificate, type ProbeResult } from '../trust/certificate-probe';

export interface SiteWatchDeps {
  site: () => Promise<Site | undefined>;
  record: (fingerprint256: string, event: ConnectionEvent) => void;
  probe?: (address: ControllerAddress, options: { timeoutMs: number }) => Promise<ProbeResult>;
  /** Each handshake's time limit (default 2 s). */
  timeoutMs?: number;
  /** Handshakes at once (default 16). */
  concurrency?: number;
  /** Handshakes started a second at most (default: as fast as they end). */
  ratePerSecond?: number;
}

/** How the app's watch paces itself (docs/decisions/engine.md, "The state of a site controller"). */
export const APP_WATCH = {
  /** Every 15 s, and on demand. */
  intervalMs: 15_000,
  /** A page that asked for the site draws it first; the look follows. */
  afterPageMs: 1_500,
  /** 1,000 controllers looked at in 5 s, leaving the laptop's cores to the screens. */
  ratePerSecond: 200,
} as const;

/** Resolves when the next handshake may start: starts spaced 1/rate apart, in order. */
function pacer(ratePerSecond: number | undefined): () => Promise<void> {
  if (ratePerSecond === undefined) return () => Promise.resolve();
  const spacingMs = 1000 / ratePerSecond;
  let nextAt = performance.now();
  return async () => {
    const now = performance.now();
    const at = Math.max(now, nextAt);
    nextAt = at + spacingMs;
    // A timer counts from the event loop's cached clock, which may be behind: it can fire early.
    for (let left = at - now; left > 0; left = at - performance.now()) await sleep(left);
  };
}

/** Probes every controller of the open site once; resolves when all have answered or not. */
export async function watchSiteOnce(deps: SiteWatchDeps): Promise<void> {
  const site = await deps.site();
  if (!site) return;
  const controllers = await site.controllers();
  const probe = deps.probe ?? probeCertificate;
  const timeoutMs = deps.timeoutMs ?? 2000;
  const paced = pacer(deps.ratePerSecond);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < controllers.length) {
      const controller = controllers[next++]!;
      const { address, fingerprint256: id } = controller;
      await paced();
      try {
        const seen = await probe(address, { timeoutMs });
        const matched = seen.fingerprint256 === id;
        deps.record(id, { kind: 'handshake', address, actual: seen.fingerprint256, matched });
      } catch (error) {
        if (ClientError.is(error, 'unreachable') || ClientError.is(error, 'timeout')) {
          deps.record(id, { kind: 'unreachable', address });
        }
      }
    }
  };
  await Promise.all(Array.from({ length: deps.concurrency ?? 16 }, worker));
}

export interface SiteWatchTiming {
  intervalMs: number;
  afterPageMs: number;
}

/**
 * Runs `watchSiteOnce` every `intervalMs` and on demand (`soon`: a page asked for the site),
 * never two at once, and at most once every five seconds on demand.
 */
export class SiteWatch {
  #timer: NodeJS.Timeout | undefined;
  #pending: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #lastAt = 0;

  constructor(
    private readonly deps: SiteWatchDeps,
    private readonly timing: SiteWatchTiming = APP_WATCH,
  ) {}

  start(): void {
    this.#timer ??= setInterval(() => void this.now(), this.timing.intervalMs);
    this.#timer.unref();
  }

  /**
   * A look `afterPageMs` from now, unless one is due, running or ran within the last five
   * seconds: the page that asked has the site's last known state to draw meanwhile.
   */
  soon(): void {
    if (this.#pending || Date.now() - this.#lastAt < 5000) return;
    this.#pending = setTimeout(() => {
      this.#pending = undefined;
      void this.now();
    }, this.timing.afterPageMs);
    this.#pending.unref();
  }

  now(): Promise<void> {
    this.#running ??= watchSiteOnce(this.deps)
      .catch(() => undefined)
      .finally(() => {
        this.#lastAt = Date.now();
        this.#running = undefined;
      });
    return this.#running;
  }

  stop(): void {
    clearInterval(this.#timer);
    clearTimeout(this.#pending);
    this.#timer = undefined;
    this.#pending = undefined;
  }
}
