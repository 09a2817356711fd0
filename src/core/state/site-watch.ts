/**
 * Looks at every controller of the open site now and then: one TLS handshake each (nothing is
 * sent, D14), which tells whether it answers and whether with its pinned certificate. So a
 * controller restarted with another certificate turns red on every screen without anyone
 * touching it (docs/decisions.md, "The state of a site controller").
 */
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
}

/** Probes every controller of the open site once; resolves when all have answered or not. */
export async function watchSiteOnce(deps: SiteWatchDeps): Promise<void> {
  const site = await deps.site();
  if (!site) return;
  const controllers = await site.controllers();
  const probe = deps.probe ?? probeCertificate;
  const timeoutMs = deps.timeoutMs ?? 2000;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < controllers.length) {
      const controller = controllers[next++]!;
      const { address, fingerprint256: id } = controller;
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

/**
 * Runs `watchSiteOnce` every `intervalMs` and on demand (`soon`: a page asked for the site),
 * never two at once, and at most once every five seconds on demand.
 */
export class SiteWatch {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #lastAt = 0;

  constructor(
    private readonly deps: SiteWatchDeps,
    private readonly intervalMs = 15_000,
  ) {}

  start(): void {
    this.#timer ??= setInterval(() => void this.now(), this.intervalMs);
    this.#timer.unref();
  }

  /** A look now, unless one is running or ran within the last five seconds. */
  soon(): void {
    if (Date.now() - this.#lastAt < 5000) return;
    void this.now();
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
    this.#timer = undefined;
  }
}
