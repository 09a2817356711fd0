/**
 * What the controller client (axios with the project's adapter over the pinned agent) costs,
 * against a `turnkey simulate` process: on loopback, through a delayed link (delay-relay.ts, 1 ms
 * each way, a site LAN on the wire) and with the simulator's own latency fault (every answer 2 ms
 * late). Sequential GET /staff/count through the client against raw node:https over the same kind
 * of pinned keep-alive agent (target at 2 ms: at most 5 % slower; on loopback reported as it is),
 * and reading 10,000 staff with the paging helper against raw page reads with the same
 * parallelism (target: within 1.5x). Where the time goes is profiled on loopback.
 * Prints the figures and rewrites the "Client" section of docs/benchmarks.md.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { endpointById } from '../../src/shared/api';
import { checkedBy, validateAnswer } from '../../src/core/client/answer';
import { ControllerClient } from '../../src/core/client/controller-client';
import { parseAddress, type ControllerAddress } from '../../src/core/client/controller-address';
import { measuredOn, recordSection } from './bench-doc';
import { BENCH_ACCOUNT, startBenchSimulator } from './bench-simulator';
import {
  contenders,
  measure,
  median,
  PAGE,
  PAGE_CONCURRENCY,
  reads,
  time,
  type Figures,
  type Setting,
} from './client-measure';
import { layers, type Layer } from './client-layers';
import { profileOf, type ProfileSummary } from './cpu-profile';
import { startDelayRelay } from './delay-relay';

const STAFF = 10_000;
const TARGETS = { lanOverhead: 0.05, readRatio: 1.5 };
const PROFILED_CALLS = 2000;

const LAN = { countCalls: 1000, block: 100, warmUp: 100, readRounds: 7 };
const LOOPBACK: Setting = {
  name: 'loopback',
  link: 'loopback',
  countCalls: 6000,
  block: 250,
  warmUp: 1500,
  readRounds: 15,
};
const RELAY: Setting = {
  name: 'delay relay, 1 ms each way',
  link: 'through the delay relay (1 ms each way)',
  ...LAN,
};
const FAULT: Setting = {
  name: 'simulator latency fault, 2 ms (`--fault latency=2`)',
  link: 'with the simulator’s `--fault latency=2`',
  ...LAN,
};

async function seed(address: ControllerAddress, fingerprint256: string): Promise<void> {
  console.log(`Seeding ${STAFF} staff through a client of its own ...`);
  // A separate client seeds, so the measured client starts as fresh as the raw baseline.
  const seeding = new ControllerClient({ address, fingerprint256 });
  await seeding.login(BENCH_ACCOUNT);
  let next = 0;
  const seeder = async () => {
    while (next++ < STAFF) {
      await seeding.api.staff.create({
        body: { surname: 'Bench', name: 'Ben', dolzhnost: 'load', uuid: randomUUID() },
      });
    }
  };
  await Promise.all(Array.from({ length: 32 }, seeder));
  seeding.close();
}

interface Insight {
  runtimeCheckMs: number;
  compiledCheckMs: number;
  clientCheckMs: number;
  client: ProfileSummary;
  raw: ProfileSummary;
  read: ProfileSummary;
  rawRead: ProfileSummary;
  layers: Layer[];
}

/** What the contract check costs, and where a call's and a read's time goes, on loopback. */
async function insight(address: ControllerAddress, fingerprint256: string): Promise<Insight> {
  const both = await contenders(address, fingerprint256);
  try {
    const { count } = await both.client.api.staff.count();
    const fetched: unknown[] = [];
    for (let page = 1; page <= Math.ceil(count / PAGE); page++)
      fetched.push(await both.raw(`/staff?page=${page}&page_size=${PAGE}`));
    const endpoint = endpointById('staff.page');
    const schema = endpoint.response;
    const checkOf = async (check: (page: unknown) => unknown) => {
      const runs: number[] = [];
      for (let round = 0; round < 15; round++)
        runs.push(await time(() => Promise.resolve(fetched.forEach(check))));
      return median(runs);
    };
    const runtimeCheckMs = await checkOf((page) => schema.parse(page));
    const compiledCheckMs = await checkOf((page) => checkedBy(schema).parse(page));
    const clientCheckMs = await checkOf((page) => validateAnswer(endpoint, schema, 200, page));
    console.log(
      `Checking ${count} records: ${runtimeCheckMs.toFixed(1)} ms as declared, ` +
        `${compiledCheckMs.toFixed(1)} ms compiled, ${clientCheckMs.toFixed(1)} ms as the client checks`,
    );
    console.log(`Profiling ${PROFILED_CALLS} sequential calls each way, and 10 reads each way ...`);
    const client = await profileOf(() => both.client.api.staff.count(), PROFILED_CALLS);
    const raw = await profileOf(() => both.raw('/staff/count'), PROFILED_CALLS);
    const read = await profileOf(reads(both, count).pages, 10);
    const rawRead = await profileOf(reads(both, count).raw, 10);
    console.log('Reading all staff layer by layer ...');
    const layered = await layers(address, fingerprint256, count);
    for (const layer of layered)
      console.log(
        `  ${layer.name}: ${layer.wallMs.toFixed(1)} ms, CPU ${layer.cpuMs.toFixed(1)} ms`,
      );
    return {
      runtimeCheckMs,
      compiledCheckMs,
      clientCheckMs,
      client,
      raw,
      read,
      rawRead,
      layers: layered,
    };
  } finally {
    both.close();
  }
}

async function main(): Promise<void> {
  const plain = await startBenchSimulator();
  let loopback: Figures;
  let relayed: Figures;
  let found: Insight;
  try {
    const address = parseAddress(new URL(plain.sim.url).host);
    await seed(address, plain.sim.fingerprint);
    loopback = await measure(LOOPBACK, address, plain.sim.fingerprint);
    found = await insight(address, plain.sim.fingerprint);
    const relay = await startDelayRelay(address, 1);
    try {
      relayed = await measure(RELAY, relay, plain.sim.fingerprint);
    } finally {
      await relay.stop();
    }
  } finally {
    await plain.stop();
  }
  const late = await startBenchSimulator(['--fault', 'latency=2']);
  let faulted: Figures;
  try {
    const address = parseAddress(new URL(late.sim.url).host);
    await seed(address, late.sim.fingerprint);
    faulted = await measure(FAULT, address, late.sim.fingerprint);
  } finally {
    await late.stop();
  }
  const ok = await record([relayed, faulted, loopback], found);
  console.log('Recorded in docs/benchmarks.md (section "Client").');
  if (!ok) process.exitCode = 1;
}

const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
const us = (value: number) => `${value.toFixed(0)} µs`;
const signed = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(1)}`;

function callRow(f: Figures, lan: boolean): string {
  const target = lan ? '≤ +5 %' : 'as it is';
  const mark = lan ? verdict(f.overhead <= TARGETS.lanOverhead) : '';
  return `| Sequential GET /staff/count, ${f.setting.link} | ${us(f.rawUs)}/call | ${us(f.clientUs)}/call | ${signed(f.overhead * 100)} % | ${target} | ${mark} | ${f.load.toFixed(1)} |`;
}

function readRow(f: Figures, way: 'pages' | 'items'): string {
  const ratio = f.readMs[way] / f.readMs.raw;
  const name = way === 'pages' ? '`staffPages`' : 'one by one with `allStaff`';
  return `| All ${f.count.toLocaleString('en')} staff ${name}, ${f.setting.link} | ${f.readMs.raw.toFixed(1)} ms | ${f.readMs[way].toFixed(1)} ms | ${ratio.toFixed(2)}x the time | ≤ 1.5x | ${verdict(ratio <= TARGETS.readRatio)} | ${f.load.toFixed(1)} |`;
}

function profileRows(summary: ProfileSummary, per: string, unit: 'µs' | 'ms' = 'µs'): string[] {
  const scale = unit === 'ms' ? 1000 : 1;
  return [
    `| Function (self time) | ${unit} per ${per} |`,
    '| --- | ---: |',
    ...summary.functions.map((f) => `| \`${f.name}\` | ${(f.us / scale).toFixed(1)} |`),
  ];
}

function ownerLine(summary: ProfileSummary, unit: 'µs' | 'ms' = 'µs'): string {
  const scale = unit === 'ms' ? 1000 : 1;
  return summary.owners.map((o) => `${o.owner} ${(o.us / scale).toFixed(1)} ${unit}`).join(', ');
}

async function record(figures: Figures[], found: Insight): Promise<boolean> {
  const [relayed, faulted, loopback] = figures as [Figures, Figures, Figures];
  const lanOk = [relayed, faulted].every((f) => f.overhead <= TARGETS.lanOverhead);
  const readOk = figures.every((f) => f.readMs.pages / f.readMs.raw <= TARGETS.readRatio);
  const count = loopback.count.toLocaleString('en');
  await recordSection(
    'Client',
    [
      measuredOn('test/bench/client.bench.ts'),
      '',
      `One \`turnkey simulate\` process (firmware 1.7, modern staff fields) with ${count} staff, ` +
        'measured on loopback and through the delay relay (`test/bench/delay-relay.ts`: a TCP ' +
        'relay in a process of its own holding every chunk 1 ms each way, so a round trip is ' +
        'about 2 ms on the wire, handshakes included); a second one, seeded the same, answers ' +
        'every request 2 ms late (`--fault latency=2`, the delay inside the controller). The ' +
        'client (axios with its adapter over the pinned agent) and the raw `node:https` baseline ' +
        'run in the benchmark process, each over its own pinned keep-alive agent (`PinnedAgent`), ' +
        'same token. The baseline reads the body and parses the JSON; the client also validates ' +
        'the answer against the contract, maps statuses to errors and manages the session. ' +
        `Medians of interleaved rounds; pages of ${PAGE}, ${PAGE_CONCURRENCY} in flight. Load ` +
        'is the one-minute load average when that setting ended: above the number of cores, ' +
        `other processes were competing for them (${loadavg()[0]?.toFixed(1) ?? '?'} at the end).`,
      '',
      '| Case | Raw node:https | Client | Client vs raw | Target | | Load |',
      '| --- | ---: | ---: | ---: | ---: | --- | ---: |',
      callRow(relayed, true),
      callRow(faulted, true),
      callRow(loopback, false),
      readRow(relayed, 'pages'),
      readRow(faulted, 'pages'),
      readRow(loopback, 'pages'),
      readRow(loopback, 'items'),
      '',
      `Checking the ${count} records against the contract's staff schema takes ` +
        `${found.runtimeCheckMs.toFixed(1)} ms of CPU as declared, ` +
        `${found.compiledCheckMs.toFixed(1)} ms compiled (\`z.compile\`, which copies every ` +
        `record) and ${found.clientCheckMs.toFixed(1)} ms as the client checks them ` +
        '(`src/core/client/plain-check.ts`: generated from the same schema, it builds nothing ' +
        'and the records are taken as JSON.parse made them, the uuid pattern checked by ' +
        'character codes, `src/core/client/uuid-text.ts`; zod parses whatever it refuses), ' +
        `against ${loopback.readMs.raw.toFixed(1)} ms for the whole raw read on loopback. ` +
        '`staffPages` asks the staff count beside its first pages, so it asks for no page past ' +
        'the end, as the raw read (which knows the count) does not.',
      '',
      `**Where the time goes**, sampled on loopback (V8's profiler, \`test/bench/cpu-profile.ts\`). ` +
        `A sequential call keeps this process busy ${us(found.client.busyUs)} through the client ` +
        `and ${us(found.raw.busyUs)} raw, of which ${us(found.client.nativeUs)} and ` +
        `${us(found.raw.nativeUs)} in the VM's native frames (socket writes, garbage collection; ` +
        'samples are taken by the clock, so time spent waiting for a core on a loaded machine ' +
        "shows there). The rest of the client's call by owner: " +
        `${ownerLine(found.client)}; the functions with the most self time:`,
      '',
      ...profileRows(found.client, 'call'),
      '',
      `Reading all ${count} staff with \`staffPages\` keeps it busy ` +
        `${(found.read.busyUs / 1000).toFixed(1)} ms a read, ${(found.read.nativeUs / 1000).toFixed(1)} ms ` +
        'of it in native frames; the rest by owner (`plain-check.generated.js` is the ' +
        "client's contract check, generated from the schema, with the uuid's check of " +
        '`src/core/client/uuid-text.ts` where V8 inlines it): ' +
        `${ownerLine(found.read, 'ms')}.`,
      '',
      ...profileRows(found.read, 'read', 'ms'),
      '',
      ...readBreakdown(found),
    ].join('\n'),
  );
  return lanOk && readOk;
}

/** The raw read's profile beside the client's, and the read layer by layer. */
function readBreakdown(found: Insight): string[] {
  const raw = found.rawRead;
  const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`;
  const first = found.layers[0];
  const rows = found.layers.map((layer, index) => {
    const before = found.layers[index - 1];
    const added = before ? `${signed(layer.cpuMs - before.cpuMs)} ms` : '';
    const ratio = first ? (layer.wallMs / first.wallMs).toFixed(2) : '?';
    return `| ${layer.name} | ${layer.wallMs.toFixed(1)} ms | ${ratio}x | ${layer.cpuMs.toFixed(1)} ms | ${added} |`;
  });
  return [
    `The raw read, profiled the same way, keeps this process busy ${ms(raw.busyUs)} a read, ` +
      `${ms(raw.nativeUs)} of it in native frames; by owner: ${ownerLine(raw, 'ms')}. Its ` +
      'JSON.parse is the self time of `test/bench/client-measure.ts`, as the client’s is ' +
      '`parseJson`’s: both parse each page once, from one string made of the body’s chunks.',
    '',
    '**Layer by layer**, loopback: the same read (pages of ' +
      `${PAGE}, ${PAGE_CONCURRENCY} in flight) through each layer of the client in turn ` +
      '(`test/bench/client-layers.ts`), medians of interleaved rounds, with the CPU time this ' +
      'process spent per read (what a layer adds to it is what the layer costs; other processes ' +
      'disturb it less than the wall time, though a loaded machine inflates it too):',
    '',
    '| Read through | Wall per read | vs raw | CPU per read | Added CPU |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
  ];
}

await main();
