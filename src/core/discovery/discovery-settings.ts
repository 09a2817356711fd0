/**
 * The sweep's time limits and pace, chosen so that a /24 of silent hosts on the
 * default ports takes under two seconds: 508 connections started at 1,000 per second (after a
 * burst of 64) each wait at most 800 ms, so the last one is done by about 1.3 s. A real LAN host
 * answers a TCP connect in well under 100 ms; one that needs more is not there or filtered.
 * See docs/decisions.md, "Discovery".
 */
export interface DiscoverySettings {
  /** TCP connect time limit: what each absent host costs. */
  connectTimeoutMs: number;
  /** TLS and HTTP time limit once a host accepted the connection. */
  answerTimeoutMs: number;
  /** Probes in flight at once. */
  concurrency: number;
  /** New connections per second after the burst. */
  ratePerSecond: number;
  burst: number;
  /** How long mDNS listens for adverts. */
  mdnsWindowMs: number;
  /** Time between status reads of a controller's search. */
  searchPollMs: number;
  /** The longest a controller's search may run. */
  searchTimeoutMs: number;
  /** Minimum time between two progress events. */
  progressIntervalMs: number;
}

export const DEFAULT_DISCOVERY_SETTINGS: Readonly<DiscoverySettings> = Object.freeze({
  connectTimeoutMs: 800,
  answerTimeoutMs: 3000,
  concurrency: 512,
  ratePerSecond: 1000,
  burst: 64,
  mdnsWindowMs: 2000,
  searchPollMs: 500,
  searchTimeoutMs: 120_000,
  progressIntervalMs: 100,
});
