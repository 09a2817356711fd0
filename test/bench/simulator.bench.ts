/**
 * Simulator throughput: requests per second for GET /staff (page_size
 * 150 with 10,000 staff stored) and for durable POST /staff, measured with autocannon over HTTPS
 * on loopback against a `turnkey simulate` process of its own (one Node thread, so one core).
 * Prints the figures and rewrites the "Simulator" section of docs/benchmarks.md.
 */
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:https';

import autocannon, { type Result } from 'autocannon';
import { httpsCall } from '../integration/helpers/https-request';
import { measuredOn, recordSection } from './bench-doc';
import { BENCH_ACCOUNT, startBenchSimulator } from './bench-simulator';

const STAFF = 10_000;
const SEED_CONCURRENCY = 64;
const CONNECTIONS = 32;
const DURATION_S = 10;
const TARGETS = { reads: 1500, writes: 500 };

function person(): string {
  return JSON.stringify({
    surname: 'Benchmark',
    name: 'Bea',
    dolzhnost: 'load',
    uuid: randomUUID(),
    pin: '1234',
    cards: ['4242'],
  });
}

async function seed(url: string, token: string): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: SEED_CONCURRENCY });
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < STAFF) {
      next++;
      const res = await httpsCall(`${url}/staff`, { method: 'POST', token, agent, raw: person() });
      if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${res.text}`);
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  agent.destroy();
  return STAFF / ((performance.now() - started) / 1000);
}

function check(name: string, result: Result): void {
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(
      `${name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
    );
  }
}

const row = (what: string, r: Result, target: number) =>
  `| ${what} | ${Math.round(r.requests.average)} | ${r.latency.p50} / ${r.latency.p99} | ${target} | ${r.requests.average >= target ? 'met' : 'MISSED'} |`;

async function main(): Promise<void> {
  const bench = await startBenchSimulator();
  const { sim } = bench;
  try {
    const login = await httpsCall(`${sim.url}/login`, {
      method: 'POST',
      json: BENCH_ACCOUNT,
    });
    const token = (login.body as { token: string }).token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    console.log(`Seeding ${STAFF} staff with ${SEED_CONCURRENCY} concurrent POST /staff ...`);
    const seedRate = await seed(sim.url, token);
    console.log(`  ${Math.round(seedRate)} writes/s`);

    const origin = new URL(sim.url).origin;
    console.log(`GET /staff?page=1&page_size=150, ${CONNECTIONS} connections, ${DURATION_S} s ...`);
    const reads = await autocannon({
      url: `${sim.url}/staff?page=1&page_size=150`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers,
    });
    check('GET /staff', reads);
    console.log(
      `  ${Math.round(reads.requests.average)} req/s, p50 ${reads.latency.p50} ms, p99 ${reads.latency.p99} ms`,
    );

    console.log(`POST /staff (durable), ${CONNECTIONS} connections, ${DURATION_S} s ...`);
    const writes = await autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/staff',
          headers,
          setupRequest: (request) => ({ ...request, body: person() }),
        },
      ],
    });
    check('POST /staff', writes);
    console.log(
      `  ${Math.round(writes.requests.average)} req/s, p50 ${writes.latency.p50} ms, p99 ${writes.latency.p99} ms`,
    );

    const section = [
      measuredOn('test/bench/simulator.bench.ts'),
      '',
      'The simulator runs as a `turnkey simulate` process of its own: one Node thread, so one core; ' +
        `autocannon drives it from the benchmark process over HTTPS on loopback with ${CONNECTIONS} ` +
        `keep-alive connections for ${DURATION_S} s per case. Writes are durable: each answer waits for ` +
        'the journal fsync (shared by the writes that arrive together), and each write appends its ' +
        'audit event durably before answering too.',
      '',
      '| Case | Requests/s (mean) | Latency p50 / p99 (ms) | Target (req/s) | Target |',
      '| --- | ---: | ---: | ---: | --- |',
      row(
        `GET /staff?page=1&page_size=150 with ${STAFF.toLocaleString('en')} staff stored`,
        reads,
        TARGETS.reads,
      ),
      row('POST /staff (a new person each time)', writes, TARGETS.writes),
      '',
      `Seeding the ${STAFF.toLocaleString('en')} staff with ${SEED_CONCURRENCY} concurrent POSTs (Node's https client): ${Math.round(seedRate)} writes/s.`,
      '',
    ].join('\n');
    await recordSection('Simulator', section);
    console.log(`\nRecorded in docs/benchmarks.md:\n\n## Simulator\n\n${section}`);
    if (reads.requests.average < TARGETS.reads || writes.requests.average < TARGETS.writes)
      process.exitCode = 1;
  } finally {
    await bench.stop();
  }
}

await main();
