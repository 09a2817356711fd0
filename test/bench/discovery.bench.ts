/**
 * Discovery at the default settings: a sweep of 127.0.0.0/24 with 10 simulators;
 * a sweep of a /24 of silent hosts (a veth pair into an empty network namespace: every absent
 * host costs the full connect time limit, as on a real LAN) with the 10 controllers on that /24
 * too; and mDNS time to the first answer. Targets: the silent /24 in under 2 s with all 10
 * found, the first mDNS answer in under 1 s.
 *
 * Needs Linux and root: it re-runs itself in a private network namespace (only lo, nothing
 * leaves the machine) and makes a second one for the far side of the veth. Prints the figures
 * and rewrites the "Discovery" section of docs/benchmarks.md.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { discover } from '../../src/core/discovery/discovery.service';
import { DEFAULT_DISCOVERY_SETTINGS } from '../../src/core/discovery/discovery-settings';
import { listInterfaces } from '../../src/core/discovery/interfaces';
import { browseMdns } from '../../src/core/discovery/mdns-browse';
import { probeHttps } from '../../src/core/discovery/https-probe';
import { MdnsAdvertiser, Simulator } from '../../src/simulator';
import { measuredOn, recordSection } from './bench-doc';

const INSIDE = 'TURNKEY_DISCOVERY_BENCH_NETNS';
const SELF = fileURLToPath(import.meta.url);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = 5;
const TARGETS = { silentMs: 2000, mdnsMs: 1000 };
const FAR = { near: '10.77.0.1', far: '10.77.0.2', net: '10.77.0' };

function sh(command: string, args: string[]): void {
  const run = spawnSync(command, args, { encoding: 'utf8' });
  if (run.status !== 0)
    throw new Error(`${command} ${args.join(' ')}: ${run.stderr || run.error?.message}`);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${Math.round(value)} ms`;

/** Sweeps `range` at the default settings; answers the time and the fingerprints found. */
async function timeSweep(range: string): Promise<{ ms: number; found: string[]; silent: number }> {
  const t0 = performance.now();
  const result = await discover(
    { ranges: [range], localNetworks: false, mdns: false },
    {},
    { interfaces: () => listInterfaces(), knownControllers: () => Promise.resolve([]) },
  );
  return {
    ms: performance.now() - t0,
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

/** The far side: an empty namespace joined by a veth, with 10 simulators at .11-.20. */
async function farSide(dataRoot: string) {
  const holder = spawn('unshare', ['-n', 'sleep', '3600'], { stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const pid = String(holder.pid);
  const inFar = (args: string[]) => sh('nsenter', ['-t', pid, '-n', ...args]);
  sh('ip', ['link', 'add', 'tkA', 'type', 'veth', 'peer', 'name', 'tkB']);
  sh('ip', ['link', 'set', 'tkB', 'netns', pid]);
  sh('ip', ['addr', 'add', `${FAR.near}/24`, 'dev', 'tkA']);
  sh('ip', ['link', 'set', 'tkA', 'up']);
  inFar(['ip', 'link', 'set', 'lo', 'up']);
  inFar(['ip', 'addr', 'add', `${FAR.far}/24`, 'dev', 'tkB']);
  const hosts = Array.from({ length: 10 }, (_, i) => `${FAR.net}.${11 + i}`);
  for (const host of hosts) inFar(['ip', 'addr', 'add', `${host}/24`, 'dev', 'tkB']);
  inFar(['ip', 'link', 'set', 'tkB', 'up']);
  const fleet: ChildProcess = spawn(
    'nsenter',
    [
      '-t',
      pid,
      '-n',
      process.execPath,
      '--import',
      'tsx',
      join(ROOT, 'test/bench/discovery-far-fleet.ts'),
      dataRoot,
      ...hosts,
    ],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const line = await new Promise<string>((resolve, reject) => {
    fleet.once('exit', (code) => reject(new Error(`far fleet exited with ${code}`)));
    createInterface({ input: fleet.stdout! }).once('line', resolve);
  });
  const { fingerprints } = JSON.parse(line) as { fingerprints: string[] };
  return {
    fingerprints,
    /** Forgets the neighbours, so every run pays ARP for every absent host again. */
    flush: () => sh('ip', ['neigh', 'flush', 'dev', 'tkA']),
    stop: async () => {
      fleet.stdin?.end();
      await new Promise((resolve) => fleet.once('exit', resolve));
      holder.kill();
    },
  };
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

async function main(): Promise<void> {
  const dataRoot = await mkdtemp(join(tmpdir(), 'turnkey-discovery-bench-'));
  const advertiser = new MdnsAdvertiser();
  const sims = await loopbackFleet(dataRoot, advertiser);
  const far = await farSide(dataRoot);
  try {
    const loFingerprints = sims.map((s) => s.fingerprint);
    await timeSweep('127.0.0.0/24'); // warm-up: module loading, first TLS contexts
    const lo = [];
    for (let i = 0; i < RUNS; i++) lo.push(await timeSweep('127.0.0.0/24'));
    const silent = [];
    for (let i = 0; i < RUNS; i++) {
      far.flush();
      silent.push(await timeSweep(`${FAR.net}.0/24`));
    }
    const cancels = [];
    for (let i = 0; i < RUNS; i++) {
      far.flush();
      cancels.push(await timeCancel(`${FAR.net}.0/24`));
    }
    // Adverts go out once the names are probed (about 750 ms after start): long done by now.
    const mdns = [];
    for (let i = 0; i < RUNS; i++) mdns.push(await timeMdns());

    const loOk = lo.every((r) => allFound(r.found, loFingerprints));
    const silentOk = silent.every((r) => allFound(r.found, far.fingerprints));
    const silentMs = median(silent.map((r) => r.ms));
    const mdnsFirst = median(mdns.map((r) => r.first));
    const rows = [
      [
        'Sweep 127.0.0.0/24, 10 simulators (absent hosts refuse at once)',
        ms(median(lo.map((r) => r.ms))),
        ms(Math.max(...lo.map((r) => r.ms))),
        loOk ? '10 of 10' : 'NOT ALL',
        '',
        '',
      ],
      [
        `Sweep ${FAR.net}.0/24 over a veth, 10 simulators, ${silent[0]?.silent ?? 0} silent hosts`,
        ms(silentMs),
        ms(Math.max(...silent.map((r) => r.ms))),
        silentOk ? '10 of 10' : 'NOT ALL',
        `< ${TARGETS.silentMs} ms`,
        silentMs < TARGETS.silentMs && silentOk ? 'met' : 'MISSED',
      ],
      [
        'Cancel 300 ms into the silent sweep: from abort to the result',
        ms(median(cancels)),
        ms(Math.max(...cancels)),
        '',
        '< 200 ms',
        Math.max(...cancels) < 200 ? 'met' : 'MISSED',
      ],
      [
        'mDNS: first controller advert',
        ms(mdnsFirst),
        ms(Math.max(...mdns.map((r) => r.first))),
        '',
        `< ${TARGETS.mdnsMs} ms`,
        mdnsFirst < TARGETS.mdnsMs ? 'met' : 'MISSED',
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
    ];
    const s = DEFAULT_DISCOVERY_SETTINGS;
    const body = [
      measuredOn('test/bench/discovery.bench.ts'),
      '',
      `Default settings: ports 443 and 8443, connect time limit ${s.connectTimeoutMs} ms, ${s.concurrency} probes in flight at most, ` +
        `${s.ratePerSecond} new connections per second after a burst of ${s.burst}. Everything runs in a private network namespace; ` +
        'the silent /24 is on a veth pair whose far end is an empty namespace holding only the 10 simulators, so an absent address gets no ARP answer ' +
        'and costs the whole connect time limit, as on a site LAN (neighbour entries are flushed before each run). ' +
        `Median and worst of ${RUNS} runs (after one warm-up sweep). For comparison: \`nmap -sn\` takes about 3 s for a /24 as root, Angry IP Scanner tens of seconds.`,
      '',
      '| Case | Median | Worst | Controllers found | Target | |',
      '| --- | ---: | ---: | ---: | ---: | --- |',
      ...rows.map((r) => `| ${r.join(' | ')} |`),
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

function skip(reason: string): void {
  console.log(
    `Discovery benchmark skipped: ${reason}. It needs Linux, root, unshare, nsenter and ip.`,
  );
}

if (process.env[INSIDE] === '1') {
  await main();
} else if (process.platform !== 'linux') {
  skip(`${process.platform} has no network namespaces`);
} else if (process.getuid?.() !== 0) {
  skip('not running as root (it makes network namespaces and a veth pair)');
} else {
  const probe = spawnSync('unshare', ['-n', '--', 'ip', 'link', 'set', 'lo', 'up'], {
    encoding: 'utf8',
  });
  if (probe.status !== 0) {
    skip(
      `cannot make a network namespace: ${probe.stderr.trim() || probe.error?.message || 'unshare failed'}`,
    );
  } else {
    const run = spawnSync(
      'unshare',
      [
        '-n',
        '--',
        'bash',
        '-c',
        `ip link set lo up && exec "${process.execPath}" --import tsx "${SELF}"`,
      ],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, [INSIDE]: '1' } },
    );
    process.exitCode = run.status ?? 1;
  }
}
