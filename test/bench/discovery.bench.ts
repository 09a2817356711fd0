/**
 * Discovery at the default settings: a sweep of 127.0.0.0/24 with 10 simulators; sweeps of a
 * /24 and a /22 of silent hosts (a veth pair into an empty network namespace, far-side.ts: an
 * absent host gets no ARP answer, as on a real LAN) with 10 controllers on them, side by side
 * with nmap on the same ranges in the same namespace, and `turnkey discover` end to end; and
 * mDNS time to the first answer. Targets: the sweep of the /24 under 1 s and of the /22 under
 * 2 s with all 10 found, the first controller within 0.3 s; from the command, the /24 under
 * 1.2 s and the /22 under 2.5 s; the first mDNS answer under 1 s.
 *
 * Needs Linux and root: it re-runs itself in a private network namespace (only lo, nothing
 * leaves the machine) and makes a second one for the far side of the veth. Prints the figures
 * and rewrites the "Discovery" section of docs/benchmarks.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { discover } from '../../src/core/discovery/discovery.service';
import { DEFAULT_DISCOVERY_SETTINGS } from '../../src/core/discovery/discovery-settings';
import { listInterfaces } from '../../src/core/discovery/interfaces';
import { browseMdns } from '../../src/core/discovery/mdns-browse';
import { probeHttps } from '../../src/core/discovery/https-probe';
import { MdnsAdvertiser, Simulator } from '../../src/simulator';
import { startFarSide } from '../integration/discovery/far-side';
import { measuredOn, recordSection } from './bench-doc';
import {
  cliDiscover,
  cliFirstPrinted,
  nmapConnect,
  nmapMissing,
  nmapPing,
  type TimedRun,
} from './discovery-tools';
import { inOwnNamespace } from './own-namespace';

const INSIDE = 'TURNKEY_DISCOVERY_BENCH_NETNS';
const RUNS = 5;
const NMAP_RUNS = 3;
const TARGETS = {
  sweepMs: { '/24': 1000, '/22': 2000 },
  commandMs: { '/24': 1200, '/22': 2500 },
  firstMs: 300,
  mdnsMs: 1000,
};
/** One link network, a /22; the /24 swept is its first quarter. */
const FAR = { near: '10.77.0.1/22', far: '10.77.0.2/22', net: '10.77.0' };
const RANGES = { '/24': '10.77.0.0/24', '/22': '10.77.0.0/22' } as const;
type Size = keyof typeof RANGES;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${Math.round(value)} ms`;

interface SweepRun {
  ms: number;
  /** From the start to the first controller in a progress event. */
  firstMs: number;
  found: string[];
  silent: number;
}

/**
 * Sweeps `range` at the default settings, or with the neighbour table left unread (as on a
 * computer where none can be read); answers the times and the fingerprints found.
 */
async function timeSweep(range: string, neighbourTable = true): Promise<SweepRun> {
  const t0 = performance.now();
  let firstMs = NaN;
  const result = await discover(
    { ranges: [range], localNetworks: false, mdns: false, allowLargeRanges: true },
    {
      progress: (p) => {
        if (p.found > 0 && Number.isNaN(firstMs)) firstMs = performance.now() - t0;
      },
    },
    {
      interfaces: () => listInterfaces({ allowLargeRanges: true }),
      knownControllers: () => Promise.resolve([]),
      // Every progress event, so the first controller is timed when it is found.
      settings: { progressIntervalMs: 0, neighbourTable },
    },
  );
  return {
    ms: performance.now() - t0,
    firstMs,
    found: result.controllers.map((c) => c.fingerprint256),
    silent: result.diagnosis.ranges.reduce((sum, r) => sum + r.silent + r.unreachable, 0),
  };
}

/** Time from abort to the (partial) result, aborting a silent sweep after 300 ms. */
async function timeCancel(range: string): Promise<number> {
  const abort = new AbortController();
  let aborted = 0;
  setTimeout(() => {
    aborted = performance.now();
    abort.abort();
  }, 300);
  await discover(
    { ranges: [range], localNetworks: false, mdns: false },
    { signal: abort.signal },
    { interfaces: () => listInterfaces(), knownControllers: () => Promise.resolve([]) },
  );
  return performance.now() - aborted;
}

function allFound(found: string[], expected: string[]): boolean {
  return expected.every((fp) => found.includes(fp));
}

async function loopbackFleet(dataRoot: string, advertiser: MdnsAdvertiser): Promise<Simulator[]> {
  const sims = Array.from(
    { length: 10 },
    (_, i) =>
      new Simulator({
        host: `127.0.0.${11 + i}`,
        port: 443,
        dataDir: join(dataRoot, `lo-${i}`),
        admin: { login: 'admin', password: 'admin' },
        serial: `LO${String(i + 1).padStart(2, '0')}`,
        mdns: true,
        advertiser,
      }),
  );
  await Promise.all(sims.map((sim) => sim.start()));
  return sims;
}

/** Time to the first controller advert, and to the first advert confirmed by a probe. */
async function timeMdns(): Promise<{ first: number; confirmed: number; all: number }> {
  const t0 = performance.now();
  let first = NaN;
  let confirmed = NaN;
  let all = NaN;
  let seen = 0;
  const confirms: Promise<void>[] = [];
  await browseMdns({
    interfaces: ['127.0.0.1'],
    windowMs: DEFAULT_DISCOVERY_SETTINGS.mdnsWindowMs,
    onAdvert: (advert) => {
      const now = performance.now() - t0;
      if (Number.isNaN(first)) first = now;
      if (++seen === 10) all = now;
      const host = advert.hosts[0];
      if (!host) return;
      confirms.push(
        probeHttps({ host, port: advert.port }, DEFAULT_DISCOVERY_SETTINGS).then((o) => {
          if (o.kind === 'controller' && Number.isNaN(confirmed))
            confirmed = performance.now() - t0;
        }),
      );
    },
  });
  await Promise.all(confirms);
  return { first, confirmed, all };
}

/** Median and worst of `runs` runs of `run`, each after forgetting the neighbours. */
async function repeat<T>(runs: number, flush: () => void, run: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < runs; i++) {
    flush();
    results.push(await run());
  }
  return results;
}

const ratio = (a: number, b: number) => (Number.isFinite(a / b) ? `${(a / b).toFixed(2)}x` : '');
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

async function main(): Promise<void> {
  const dataRoot = await mkdtemp(join(tmpdir(), 'turnkey-discovery-bench-'));
  const advertiser = new MdnsAdvertiser();
  const sims = await loopbackFleet(dataRoot, advertiser);
  const far = await startFarSide({
    near: FAR.near,
    far: FAR.far,
    hosts: Array.from({ length: 10 }, (_, i) => `${FAR.net}.${11 + i}`),
    dataRoot,
    names: { near: 'tkA', far: 'tkB' },
  });
  const nmapSkip = nmapMissing();
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  try {
    const loFingerprints = sims.map((s) => s.fingerprint);
    await timeSweep('127.0.0.0/24'); // warm-up: module loading, first TLS contexts
    const lo = await repeat(
      RUNS,
      () => {},
      () => timeSweep('127.0.0.0/24'),
    );
    await cliDiscover(RANGES['/24']); // warm-up: builds the command's bundle when it is stale
    const sizes = Object.keys(RANGES) as Size[];
    const sweeps = {} as Record<Size, SweepRun[]>;
    const unread = {} as Record<Size, SweepRun[]>;
    const commands = {} as Record<Size, TimedRun[]>;
    const printed = {} as Record<Size, TimedRun[]>;
    const pings = {} as Record<Size, TimedRun[]>;
    const connects = {} as Record<Size, TimedRun[]>;
    for (const size of sizes) {
      const range = RANGES[size];
      sweeps[size] = await repeat(RUNS, far.flush, () => timeSweep(range));
      unread[size] = await repeat(NMAP_RUNS, far.flush, () => timeSweep(range, false));
      commands[size] = await repeat(RUNS, far.flush, () => cliDiscover(range));
      printed[size] = await repeat(RUNS, far.flush, () => cliFirstPrinted(range));
      if (!nmapSkip) {
        pings[size] = await repeat(NMAP_RUNS, far.flush, () => nmapPing(range));
        connects[size] = await repeat(NMAP_RUNS, far.flush, () => nmapConnect(range));
      }
    }
    const cancels = await repeat(RUNS, far.flush, () => timeCancel(RANGES['/24']));
    // Adverts go out once the names are probed (about 750 ms after start): long done by now.
    const mdns = await repeat(RUNS, () => {}, timeMdns);

    const found = (runs: Array<{ found: string[] }>, expected: string[]) =>
      runs.every((r) => allFound(r.found, expected)) ? '10 of 10' : 'NOT ALL';
    const foundCount = (runs: TimedRun[]) =>
      runs.every((r) => r.found >= 10) ? '10 of 10' : `${Math.min(...runs.map((r) => r.found))}`;
    const rows: string[][] = [
      [
        'Sweep 127.0.0.0/24, 10 simulators (absent hosts refuse at once)',
        ms(median(lo.map((r) => r.ms))),
        ms(Math.max(...lo.map((r) => r.ms))),
        found(lo, loFingerprints),
        '',
        '',
      ],
    ];
    for (const size of sizes) {
      const runs = sweeps[size];
      const sweepMs = median(runs.map((r) => r.ms));
      const allOk = runs.every((r) => allFound(r.found, far.fingerprints));
      const firstMs = median(runs.map((r) => r.firstMs));
      const commandMs = median(commands[size].map((r) => r.ms));
      rows.push(
        [
          `Sweep ${RANGES[size]} over a veth, 10 simulators, ${runs[0]?.silent ?? 0} silent hosts`,
          ms(sweepMs),
          ms(Math.max(...runs.map((r) => r.ms))),
          found(runs, far.fingerprints),
          `< ${TARGETS.sweepMs[size]} ms`,
          verdict(allOk && sweepMs < TARGETS.sweepMs[size]),
        ],
        [
          `The same sweep with the neighbour table not readable (${NMAP_RUNS} runs): every silent host waits the connect limit`,
          ms(median(unread[size].map((r) => r.ms))),
          ms(Math.max(...unread[size].map((r) => r.ms))),
          found(unread[size], far.fingerprints),
          '',
          '',
        ],
        [
          `First controller of that sweep`,
          ms(firstMs),
          ms(Math.max(...runs.map((r) => r.firstMs))),
          '',
          `< ${TARGETS.firstMs} ms`,
          verdict(firstMs < TARGETS.firstMs),
        ],
        [
          `\`turnkey discover --cidr ${RANGES[size]} --no-local --no-mdns --json\`, from the command`,
          ms(commandMs),
          ms(Math.max(...commands[size].map((r) => r.ms))),
          foundCount(commands[size]),
          `< ${TARGETS.commandMs[size]} ms`,
          verdict(commandMs < TARGETS.commandMs[size]),
        ],
        [
          'First controller printed by `turnkey discover` (no --json), from the command',
          ms(median(printed[size].map((r) => r.ms))),
          ms(Math.max(...printed[size].map((r) => r.ms))),
          foundCount(printed[size]),
          `< ${TARGETS.firstMs} ms`,
          verdict(median(printed[size].map((r) => r.ms)) < TARGETS.firstMs),
        ],
      );
    }
    rows.push(
      [
        'Cancel 300 ms into the silent /24 sweep: from abort to the result',
        ms(median(cancels)),
        ms(Math.max(...cancels)),
        '',
        '< 200 ms',
        verdict(Math.max(...cancels) < 200),
      ],
      [
        'mDNS: first controller advert',
        ms(median(mdns.map((r) => r.first))),
        ms(Math.max(...mdns.map((r) => r.first))),
        '',
        `< ${TARGETS.mdnsMs} ms`,
        verdict(median(mdns.map((r) => r.first)) < TARGETS.mdnsMs),
      ],
      [
        'mDNS: first advert confirmed by the /api/v1 probe',
        ms(median(mdns.map((r) => r.confirmed))),
        ms(Math.max(...mdns.map((r) => r.confirmed))),
        '',
        '',
        '',
      ],
      [
        'mDNS: all 10 adverts',
        ms(median(mdns.map((r) => r.all))),
        ms(Math.max(...mdns.map((r) => r.all))),
        '',
        '',
        '',
      ],
    );
    const versus = nmapSkip
      ? [`nmap rows skipped: ${nmapSkip}.`]
      : [
          `Side by side with nmap (${nmapVersion()}) on the same ranges in the same namespace, neighbours flushed before each run; ` +
            `median of ${NMAP_RUNS} runs for nmap, ${RUNS} for turnkey. \`nmap -n -sn\` asks by ARP as root (raw sockets); ` +
            '`nmap -n -Pn -sT -p 443,8443 --open` connects as turnkey does. Ratios are turnkey / nmap: below 1 is faster than nmap. ' +
            '"Table not readable" is the sweep with the neighbour table turned off (setting `neighbourTable`), as on a computer where none can be read: every silent address then costs the connect limit.',
          '',
          '| Range | turnkey sweep | turnkey command | turnkey sweep, table not readable | nmap -sn | nmap -sT 443,8443 | sweep / -sn | sweep / -sT | command / -sn | command / -sT | not readable / -sT |',
          '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
          ...sizes.map((size) => {
            const sweepMs = median(sweeps[size].map((r) => r.ms));
            const commandMs = median(commands[size].map((r) => r.ms));
            const pingMs = median(pings[size].map((r) => r.ms));
            const connectMs = median(connects[size].map((r) => r.ms));
            const unreadMs = median(unread[size].map((r) => r.ms));
            return `| ${RANGES[size]} (${foundCount(connects[size])} found by -sT) | ${ms(sweepMs)} | ${ms(commandMs)} | ${ms(unreadMs)} | ${ms(pingMs)} | ${ms(connectMs)} | ${ratio(sweepMs, pingMs)} | ${ratio(sweepMs, connectMs)} | ${ratio(commandMs, pingMs)} | ${ratio(commandMs, connectMs)} | ${ratio(unreadMs, connectMs)} |`;
          }),
        ];
    const s = DEFAULT_DISCOVERY_SETTINGS;
    const body = [
      measuredOn('test/bench/discovery.bench.ts'),
      '',
      `Default settings: ports 443 and 8443, connect time limit ${s.connectTimeoutMs} ms, at most ${s.concurrency} probes in flight (or what the open-file limit leaves), ` +
        `${s.ratePerSecond} new connections per second after a burst of ${s.burst}, an address still unanswered by ARP ${s.neighbourGraceMs} ms after its entry showed is absent ` +
        `(neighbour table read every ${s.neighbourPollMs} ms). Everything runs in a private network namespace; the silent ranges are on a veth pair whose far end is an empty namespace holding only the 10 simulators ` +
        `(at ${FAR.net}.11-20 on the link network ${FAR.net}.0/22), so an absent address gets no ARP answer, as on a site LAN (neighbour entries are flushed before each run). ` +
        `The machine's load average was ${load} when the runs began (other work shares its 2 cores). ` +
        `Median and worst of ${RUNS} runs (after one warm-up sweep). "From the command" is \`node bin/turnkey.cjs discover ...\` to its JSON, start-up of Node and the CLI included.`,
      '',
      '| Case | Median | Worst | Controllers found | Target | |',
      '| --- | ---: | ---: | ---: | ---: | --- |',
      ...rows.map((r) => `| ${r.join(' | ')} |`),
      '',
      ...versus,
    ].join('\n');
    console.log(body);
    await recordSection('Discovery', body);
  } finally {
    await far.stop();
    await Promise.all(sims.map((sim) => sim.stop()));
    await advertiser.destroy();
    await rm(dataRoot, { recursive: true, force: true });
  }
}

function nmapVersion(): string {
  const run = spawnSync('/usr/bin/nmap', ['--version'], { encoding: 'utf8' });
  return /Nmap version (\S+)/.exec(run.stdout)?.[1]
    ? `nmap ${/Nmap version (\S+)/.exec(run.stdout)?.[1]}`
    : 'nmap';
}

await inOwnNamespace({
  file: import.meta.url,
  variable: INSIDE,
  name: 'Discovery benchmark',
  makes: 'network namespaces and a veth pair',
  main,
});
