/**
 * The sweep's time limits and pace (docs/decisions.md, "Discovery"). On one of the laptop's
 * networks an absent host costs `neighbourGraceMs` and a poll of the neighbour table, not the
 * connect time limit: an address still unanswered by ARP 300 ms after its first SYN is not there
 * (a real LAN host answers ARP in well under a millisecond; 300 ms leaves room for a controller
 * behind a slow bridge). Off the laptop's networks every silent host costs the connect limit.
 * Connections start at 4,000 per second after a burst of 512: a /24 on two ports (508
 * connections) is under way in 0.1 s, a /22 (2,044) in 0.4 s. On the wire that is at most 2,000
 * ARP questions per second for under a second (the two ports of a host share one), about
 * 120 kB/s. At most 512 probes in flight: an absent host on the link is done in about 0.4 s,
 * so that nearly keeps up with the pace; more makes a cancel slower (every socket in flight is
 * closed at once; 1,024 missed the 200 ms cancel target on a loaded two-core machine). The
 * in-flight cap is further lowered to what the open-file limit leaves.
 */
export interface DiscoverySettings {
  /** TCP connect time limit: what each absent host costs. */
  connectTimeoutMs: number;
  /** TLS and HTTP time limit once a host accepted the connection. */
  answerTimeoutMs: number;
  /** Probes in flight at once (lowered to the room the open-file limit leaves). */
  concurrency: number;
  /** New connections per second after the burst. */
  ratePerSecond: number;
  burst: number;
  /** Read the neighbour table to end absent hosts early; off only to measure the sweep without. */
  neighbourTable: boolean;
  /** How long an address may stay unanswered by ARP after its first SYN. */
  neighbourGraceMs: number;
  /** Time between two reads of the neighbour table while probes wait. */
  neighbourPollMs: number;
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
  ratePerSecond: 4000,
  burst: 512,
  neighbourTable: true,
  neighbourGraceMs: 300,
  neighbourPollMs: 50,
  mdnsWindowMs: 2000,
  searchPollMs: 500,
  searchTimeoutMs: 120_000,
  progressIntervalMs: 100,
});
