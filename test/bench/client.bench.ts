/**
 * What the controller client (axios over the pinned agent) costs, against a `turnkey simulate`
 * process on loopback and one answering 2 ms late (a site LAN): sequential GET /staff/count
 * through the client against raw node:https over the same kind of pinned keep-alive agent
 * (target at 2 ms: at most 5 % slower; on loopback reported as it is), and reading 10,000 staff
 * with the paging helper against raw page reads with the same parallelism (target: within 1.5x).
 * Prints the figures and rewrites the "Client" section of docs/benchmarks.md.
 */
import { randomUUID } from 'node:crypto';
import { request } from 'node:https';
import { loadavg } from 'node:os';
import { endpointById } from '../../src/shared/api';
import { ControllerClient } from '../../src/core/client/controller-client';
import { parseAddress } from '../../src/core/client/controller-address';
import { PinnedAgent } from '../../src/core/client/pinned-agent';
import { allStaff, staffPages } from '../../src/core/client/read-all';
import { measuredOn, recordSection } from './bench-doc';
import { BENCH_ACCOUNT, startBenchSimulator } from './bench-simulator';

const STAFF = 10_000;
const PAGE = 150;
const PAGE_CONCURRENCY = 4;
const COUNT_CALLS = 6000;
const BLOCK = 250;
const READ_ROUNDS = 15;
const TARGETS = { lanOverhead: 0.05, readRatio: 1.5 };

/** One GET over raw node:https: status check, body read, JSON.parse. */
function rawGet(
  agent: PinnedAgent,
  host: string,
  port: number,
  path: string,
  token: string,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host,
        port,
        path: `/api/v1${path}`,
        agent,
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
          else resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        });
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`${path}: no answer in 10 s`)));
    req.on('error', reject);
    req.end();
  });
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Setting {
  name: string;
  /** `turnkey simulate` options of the simulator measured. */
  args: string[];
  countCalls: number;
  block: number;
  warmUp: number;
  readRounds: number;
}

interface Figures {
  rawUs: number;
  clientUs: number;
  overhead: number;
  count: number;
  rate: (name: 'raw' | 'pages' | 'items') => number;
  ratio: (name: 'raw' | 'pages' | 'items') => number;
  rawReadMs: number;
  checkMs: number;
}

const SETTINGS: Setting[] = [
  {
    name: 'loopback',
    args: [],
    countCalls: COUNT_CALLS,
    block: BLOCK,
    warmUp: 1500,
    readRounds: READ_ROUNDS,
  },
  {
    name: '2 ms latency (a site LAN, `--fault latency=2`)',
    args: ['--fault', 'latency=2'],
    countCalls: 1000,
    block: 100,
    warmUp: 100,
    readRounds: 7,
  },
];

async function measure(setting: Setting): Promise<Figures> {
  const COUNT_CALLS = setting.countCalls;
  const BLOCK = setting.block;
  const READ_ROUNDS = setting.readRounds;
  console.log(`\n${setting.name}`);
  const bench = await startBenchSimulator(setting.args);
  const { sim } = bench;
  const address = parseAddress(new URL(sim.url).host);
  const client = new ControllerClient({ address, fingerprint256: sim.fingerprint });
  const rawAgent = new PinnedAgent({ fingerprint256: sim.fingerprint });
  try {
    await client.login(BENCH_ACCOUNT);
    const token = await client.session.validToken();
    const raw = (path: string) => rawGet(rawAgent, address.host, address.port, path, token);

    console.log(`Seeding ${STAFF} staff through a client of its own ...`);
    // A separate client seeds, so the measured client starts as fresh as the raw baseline.
    const seeding = new ControllerClient({ address, fingerprint256: sim.fingerprint });
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

    console.log(
      `Sequential GET /staff/count: ${COUNT_CALLS} calls each, alternating blocks of ${BLOCK} ...`,
    );
    for (let i = 0; i < setting.warmUp; i++) {
      await raw('/staff/count');
      await client.api.staff.count();
    }
    const rawBlocks: number[] = [];
    const clientBlocks: number[] = [];
    for (let done = 0; done < COUNT_CALLS; done += BLOCK) {
      rawBlocks.push(
        await time(async () => {
          for (let i = 0; i < BLOCK; i++) await raw('/staff/count');
        }),
      );
      clientBlocks.push(
        await time(async () => {
          for (let i = 0; i < BLOCK; i++) await client.api.staff.count();
        }),
      );
    }
    const rawUs = (median(rawBlocks) / BLOCK) * 1000;
    const clientUs = (median(clientBlocks) / BLOCK) * 1000;
    const overhead = clientUs / rawUs - 1;
    console.log(
      `  raw ${rawUs.toFixed(0)} µs/call, client ${clientUs.toFixed(0)} µs/call, overhead ${(overhead * 100).toFixed(1)} %`,
    );

    console.log(
      `Reading all ${STAFF} staff, pages of ${PAGE}, ${PAGE_CONCURRENCY} in flight, ${READ_ROUNDS} rounds each ...`,
    );
    const { count } = await client.api.staff.count();
    const pages = Math.ceil(count / PAGE) + (count % PAGE === 0 ? 1 : 0);
    const rawRead = async () => {
      let page = 0;
      let records = 0;
      const worker = async () => {
        while (page < pages) {
          const mine = ++page;
          const items = (await raw(`/staff?page=${mine}&page_size=${PAGE}`)) as unknown[];
          records += items.length;
        }
      };
      await Promise.all(Array.from({ length: PAGE_CONCURRENCY }, worker));
      if (records !== count) throw new Error(`raw read ${records} of ${count}`);
    };
    const pageRead = async () => {
      let records = 0;
      for await (const page of staffPages(client, { concurrency: PAGE_CONCURRENCY }))
        records += page.length;
      if (records !== count) throw new Error(`client read ${records} of ${count}`);
    };
    const itemRead = async () => {
      let records = 0;
      for await (const _ of allStaff(client, { concurrency: PAGE_CONCURRENCY })) records++;
      if (records !== count) throw new Error(`client read ${records} of ${count}`);
    };
    const reads = { raw: rawRead, pages: pageRead, items: itemRead };
    const readTimes: Record<keyof typeof reads, number[]> = { raw: [], pages: [], items: [] };
    for (const read of Object.values(reads)) await read();
    for (let round = 0; round < READ_ROUNDS; round++) {
      for (const [name, read] of Object.entries(reads))
        readTimes[name as keyof typeof reads].push(await time(read));
    }
    const rate = (name: keyof typeof reads) => count / (median(readTimes[name]) / 1000);
    const ratio = (name: keyof typeof reads) => median(readTimes[name]) / median(readTimes.raw);
    for (const name of Object.keys(reads) as (keyof typeof reads)[]) {
      console.log(
        `  ${name}: ${Math.round(rate(name))} records/s, ${ratio(name).toFixed(2)}x the raw time`,
      );
    }

    // What the contract check alone costs: the staff pages' response schema over every page.
    const fetched: unknown[] = [];
    for (let page = 1; page <= pages; page++)
      fetched.push(await raw(`/staff?page=${page}&page_size=${PAGE}`));
    const schema = endpointById('staff.page').response;
    const checks: number[] = [];
    for (let round = 0; round < READ_ROUNDS; round++) {
      checks.push(await time(() => Promise.resolve(fetched.forEach((page) => schema.parse(page)))));
    }
    const checkMs = median(checks);
    console.log(`  checking ${count} records against the contract: ${checkMs.toFixed(1)} ms`);
    return {
      rawUs,
      clientUs,
      overhead,
      count,
      rate,
      ratio,
      rawReadMs: median(readTimes.raw),
      checkMs,
    };
  } finally {
    client.close();
    rawAgent.destroy();
    await bench.stop();
  }
}

async function main(): Promise<void> {
  const figures: Figures[] = [];
  for (const setting of SETTINGS) figures.push(await measure(setting));
  const [loopback, lan] = figures as [Figures, Figures];
  const load = loadavg()[0]?.toFixed(1) ?? '?';

  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const records = (perSecond: number) => `${Math.round(perSecond).toLocaleString('en')} records/s`;
  const count = loopback.count.toLocaleString('en');
  const callRow = (f: Figures, where: string, target: string, ok: boolean | undefined) =>
    `| Sequential GET /staff/count, ${where} | ${f.rawUs.toFixed(0)} µs/call | ${f.clientUs.toFixed(0)} µs/call | +${(f.overhead * 100).toFixed(1)} % | ${target} | ${ok === undefined ? '' : verdict(ok)} |`;
  const readRow = (f: Figures, where: string, ok: boolean | undefined) =>
    `| All ${count} staff with \`staffPages\`, ${where} | ${records(f.rate('raw'))} | ${records(f.rate('pages'))} | ${f.ratio('pages').toFixed(2)}x the time | ≤ 1.5x | ${ok === undefined ? '' : verdict(ok)} |`;
  const lanOk = lan.overhead <= TARGETS.lanOverhead;
  const readOk = loopback.ratio('pages') <= TARGETS.readRatio;
  await recordSection(
    'Client',
    [
      measuredOn('test/bench/client.bench.ts'),
      '',
      'One `turnkey simulate` process (firmware 1.7, modern staff fields) with ' +
        `${count} staff, once on loopback and once with \`--fault latency=2\` (every answer 2 ms ` +
        'late, as on a site LAN); the client (axios over the pinned agent) and the raw ' +
        '`node:https` baseline run in the benchmark process, each over its own pinned keep-alive ' +
        'agent (`PinnedAgent`), same token. The baseline reads the body and parses the JSON; the ' +
        'client also validates the answer against the contract, maps statuses to errors and ' +
        `manages the session. Load average ${load} when the run ended; medians of interleaved ` +
        `rounds. Pages of ${PAGE}, ${PAGE_CONCURRENCY} in flight.`,
      '',
      '| Case | Raw node:https | Client | Client vs raw | Target | |',
      '| --- | ---: | ---: | ---: | ---: | --- |',
      callRow(lan, 'at 2 ms latency', '≤ +5 %', lanOk),
      callRow(loopback, 'on loopback', 'as it is', undefined),
      readRow(loopback, 'on loopback', readOk),
      readRow(lan, 'at 2 ms latency', lan.ratio('pages') <= TARGETS.readRatio),
      `| The same one record at a time with \`allStaff\`, on loopback | ${records(loopback.rate('raw'))} | ${records(loopback.rate('items'))} | ${loopback.ratio('items').toFixed(2)}x the time | | |`,
      '',
      `Checking the ${count} records against the contract's staff schema alone takes ` +
        `${loopback.checkMs.toFixed(1)} ms of CPU, against ${loopback.rawReadMs.toFixed(1)} ms for ` +
        'the whole raw read on loopback.',
    ].join('\n'),
  );
  console.log('Recorded in docs/benchmarks.md (section "Client").');
  if (!lanOk || !readOk) process.exitCode = 1;
}

await main();
