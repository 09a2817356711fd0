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
import type { ProbeResult } from '../trust/certificate-probe';

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
  /** No handshake starts before this `performance.now()` time (SiteWatch's holds; default none). */
  heldUntil?: () => number;
}

/** How the app's watch paces itself (docs/decisions/engine.md, "The state of a site controller"). */
export const APP_WATCH = {
  /** Every 15 s, and on demand. */
  intervalMs: 15_000,
  /** A page that asked for the site draws it first; the look follows. */
  afterPageMs: 1_500,
  /** 1,000 controllers looked at in 5 s, leaving the laptop's cores to the screens. */
  ratePerSecond: 200,
  /**
   * A look under way pauses while a page waits for the site and draws it, for 3 s at most in all:
   * a page read again and again (each change the look finds is one) cannot stop it.
   */
  holdPerLookMs: 3_000,
} as const;

/**
 * Resolves when the next handshake may start: starts spaced 1/rate apart, in order, none while
 * held; after a hold the pace starts again from its end.
 */
function pacer(
  ratePerSecond: number | undefined,
  heldUntil: () => number = () => 0,
): () => Promise<void> {
  const spacingMs = ratePerSecond === undefined ? 0 : 1000 / ratePerSecond;
  let nextAt = performance.now();
  const slot = (now: number) => {
    const at = Math.max(now, nextAt);
    nextAt = at + spacingMs;
    return at;
  };
  return async () => {
    let at = slot(performance.now());
    // A timer counts from the event loop's cached clock, which may be behind: it can fire early.
    for (let now = performance.now(); ; now = performance.now()) {
      const held = heldUntil();
      if (held > now) {
        await sleep(held - now);
        at = slot(Math.max(performance.now(), held));
      } else if (at > now) {
        await sleep(at - now);
      } else {
        return;
      }
    }
  };
}

/** Probes every controller of the open site once; resolves when all have answered or not. */
export async function watchSiteOnce(deps: SiteWatchDeps): Promise<void> {
  const site = await deps.site();
  if (!site) return;
  const controllers = await site.controllers();
  if (controllers.length === 0) return;
  // Loaded for a handshake: a site without controllers is shown without TLS's code.
  const probe = deps.probe ?? (await import('../trust/certificate-probe')).probeCertificate;
  const timeoutMs = deps.timeoutMs ?? 2000;
  const paced = pacer(deps.ratePerSecond, deps.heldUntil);
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
  /** The most a look under way is held by pages, in all (default none). */
  holdPerLookMs?: number;
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
  /** `performance.now()` time before which no handshake starts. */
  #heldUntil = 0;
  /** How long the look under way has been held so far. */
  #heldInLook = 0;

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
    this.pageWaiting();
    if (this.#pending || Date.now() - this.#lastAt < 5000) return;
    this.#pending = setTimeout(() => {
      this.#pending = undefined;
      void this.now();
    }, this.timing.afterPageMs);
    this.#pending.unref();
  }

  /**
   * A page is waiting for the site or drawing it: a look under way starts no handshake for
   * `afterPageMs`, as far as `holdPerLookMs` allows (the page's answer and first rows take the
   * cores first, docs/decisions/engine.md).
   */
  pageWaiting(): void {
    const now = performance.now();
    const from = Math.max(now, this.#heldUntil);
    const wanted = now + this.timing.afterPageMs - from;
    const left = this.#running ? (this.timing.holdPerLookMs ?? 0) - this.#heldInLook : wanted;
    const granted = Math.min(wanted, left);
    if (granted <= 0) return;
    if (this.#running) this.#heldInLook += granted;
    this.#heldUntil = from + granted;
  }

  now(): Promise<void> {
    if (!this.#running) this.#heldInLook = 0;
    this.#running ??= watchSiteOnce({ ...this.deps, heldUntil: () => this.#heldUntil })
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
