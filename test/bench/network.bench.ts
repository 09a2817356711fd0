/**
 * The network wizard (spec 4.12, D16) against `turnkey simulate` processes on loopback, the
 * address moves of a site with one /24 (127.0.0.0/24, mask 255.255.255.0):
 * - one controller moved back and forth between two addresses by `moveController` over a
 *   `ControllerConnection` (the wizard's own code path), timed from sending `POST /network` to
 *   its settings read back with `GET /network` at the new address; target under 3 s;
 * - 20 controllers re-addressed in one job of the engine's network flow (range mode, from one
 *   block of the /24 to another and back), timed from the confirm to the job's end, one at a
 *   time and eight at a time; target under 15 s.
 *
 * Needs Linux and root: it re-runs itself in a private network namespace (only lo, nothing
 * leaves the machine). Prints the figures and rewrites the "Network wizard" section of
 * docs/benchmarks.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FINAL_JOB_STATES, type Job } from '../../src/shared/ipc/job.schema';
import { Connections } from '../../src/core/connection/connections';
import { ControllerConnection } from '../../src/core/connection/controller-connection';
import { Engine } from '../../src/core/engine/engine';
import { answeringHosts } from '../../src/core/network/address-probe';
import { moveController, type MoveControllerSteps } from '../../src/core/network/move-controller';
import { networkFlowDeps } from '../../src/core/network/network-flow-deps';
import { networkFlow } from '../../src/core/network/network.flow';
import { MOVE_DELAY_MS } from '../../src/simulator/network/controller-network';
import { measuredOn, recordSection } from './bench-doc';
import { BENCH_ACCOUNT, startBenchSimulator, type BenchSimulator } from './bench-simulator';
import { followMovesAsAShell } from '../integration/helpers/follow-moves';
import { inOwnNamespace } from './own-namespace';

const INSIDE = 'TURNKEY_NETWORK_BENCH_NETNS';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NET = '127.0.0';
const PORT = 443;
const SETTING = { mask: '255.255.255.0', gateway: `${NET}.254` };
/** The one controller moves between these two addresses. */
const PAIR = [`${NET}.41`, `${NET}.42`] as const;
const FLEET = 20;
/** The fleet's two blocks: .11-.30 and .111-.130. */
const BLOCKS = [11, 111] as const;
const MOVE_RUNS = 10;
const JOB_RUNS = 3;
const PARALLEL = [1, 8] as const;
const TARGETS = { moveMs: 3000, jobMs: 15_000 };

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const worst = (values: number[]) => Math.max(...values);
const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

/** Starts one `turnkey simulate` process listening at host:PORT. */
function controllerAt(host: string, serial: string): Promise<BenchSimulator> {
  const listen = `${host}:${PORT}`;
  return startBenchSimulator(['--listen', listen, '--serial', serial, '--no-mdns', '--no-control']);
}

interface MoveTiming {
  total: number;
  /** Sending `POST /network` to its answer. */
  answer: number;
  /** From the answer to this certificate answering at the new address. */
  follow: number;
  /** Then logging in there and `GET /network` until it shows the settings sent. */
  readBack: number;
}

/** One move of `connection` to `to` through moveController, timed by the steps it reports. */
async function timeMove(connection: ControllerConnection, to: string): Promise<MoveTiming> {
  const marks = new Map<string, number>();
  const steps: MoveControllerSteps = {
    step: (text) => void marks.set(text.en, performance.now()),
    journal: () => Promise.resolve(),
  };
  const moved = await moveController(connection, { ip: to, ...SETTING }, steps, {
    timeoutMs: 30_000,
  });
  const end = performance.now();
  if (moved.address.host !== to || moved.after.ip !== to) {
    throw new Error(`moved to ${moved.address.host}, read back ${moved.after.ip}, not ${to}`);
  }
  const mark = (what: string) => {
    const at = marks.get(what);
    if (at === undefined) throw new Error(`moveController no longer reports "${what}"`);
    return at;
  };
  const sent = mark('sending the new settings');
  const waiting = mark(`waiting for it at ${to}`);
  const reading = mark('reading the settings back');
  return {
    total: end - sent,
    answer: waiting - sent,
    follow: reading - waiting,
    readBack: end - reading,
  };
}

async function benchOneController(): Promise<MoveTiming[]> {
  const sim = await controllerAt(PAIR[0], 'NETBENCH-1');
  const connection = new ControllerConnection(sim.sim.fingerprint, { host: PAIR[0], port: PORT });
  try {
    await connection.login(BENCH_ACCOUNT);
    await timeMove(connection, PAIR[1]); // warm-up: module loading, first TLS contexts
    const timings: MoveTiming[] = [];
    for (let i = 0; i < MOVE_RUNS; i++) timings.push(await timeMove(connection, PAIR[i % 2]!));
    return timings;
  } finally {
    connection.close();
    await sim.stop();
  }
}

interface JobRun {
  parallel: number;
  /** Submitting the form to the plan shown (checks, free-address probe, 20 reads). */
  plan: number;
  /** The confirm to the job's end. */
  job: number;
  /** Each controller's sub-job, start to end, from the job's own record. */
  subJobs: number[];
}

/** An engine on a fresh site holding the fleet, each controller logged in. */
async function fleetEngine(fleet: BenchSimulator[], dataDir: string) {
  const connections = new Connections();
  let watch: ((job: Job) => void) | undefined;
  const engine = new Engine({
    dataDir,
    shell: 'cli',
    connections,
    onJob: (job) => watch?.(job),
    // This computer's own interfaces: in the namespace, lo with 127.0.0.1/8.
    flows: (self) => [networkFlow(networkFlowDeps(self))],
  });
  followMovesAsAShell(connections, engine, dataDir);
  const site = await engine.create('Network bench');
  for (const [i, { sim }] of fleet.entries()) {
    const address = { host: `${NET}.${BLOCKS[0] + i}`, port: PORT };
    await site.upsertController({
      id: sim.fingerprint,
      fingerprint256: sim.fingerprint,
      address,
      serial: `NETBENCH-F${i + 1}`,
    });
    await connections.open(sim.fingerprint, address).login(BENCH_ACCOUNT);
  }
  const ended = () =>
    new Promise<{ job: Job; at: number }>((resolve) => {
      watch = (job) => {
        if (FINAL_JOB_STATES.includes(job.state)) resolve({ job, at: performance.now() });
      };
    });
  const close = async () => {
    await engine.dispose();
    connections.closeAll();
  };
  return { engine, ended, close };
}

type FleetEngine = Awaited<ReturnType<typeof fleetEngine>>;

/** Moves the whole fleet to the block starting at `.first` in one job; checks where they answer. */
async function timeJob(
  { engine, ended }: FleetEngine,
  ids: string[],
  first: number,
  parallel: number,
): Promise<JobRun> {
  const flow = await engine.flows.start('network', ids);
  const asked = performance.now();
  const plan = await engine.flows.submit(flow.flowId, {
    mode: 'range',
    range_start: `${NET}.${first}`,
    ...SETTING,
    parallel,
  });
  const planned = performance.now();
  if (plan.kind !== 'plan' || plan.danger) throw new Error(`not a plan: ${JSON.stringify(plan)}`);
  const end = ended();
  const confirmed = performance.now();
  const started = await engine.flows.submit(flow.flowId, { confirmed: true });
  if (started.kind !== 'job') throw new Error(`not a job: ${JSON.stringify(started)}`);
  const { job, at } = await end;
  const wanted = ids.map((_, i) => `${NET}.${first + i}`);
  const results = job.controllers.map((c) => JSON.stringify(c.result?.['ip']));
  if (
    job.id !== started.jobId ||
    job.state !== 'succeeded' ||
    results.join() !== wanted.map((host) => JSON.stringify(host)).join()
  ) {
    throw new Error(`the job did not move them all: ${JSON.stringify(job.controllers)}`);
  }
  // Independently of the wizard: every new address answers, no old one does.
  const old = ids.map((_, i) => `${NET}.${(first === BLOCKS[0] ? BLOCKS[1] : BLOCKS[0]) + i}`);
  const answering = await answeringHosts([...wanted, ...old], PORT);
  if (answering.size !== FLEET || !wanted.every((host) => answering.has(host))) {
    throw new Error(`after the job, these answer: ${[...answering].join(', ')}`);
  }
  return {
    parallel,
    plan: planned - asked,
    job: at - confirmed,
    subJobs: job.controllers.map(
      (c) => Date.parse(c.endedAt ?? '') - Date.parse(c.startedAt ?? ''),
    ),
  };
}

async function benchFleet(): Promise<JobRun[]> {
  const fleet: BenchSimulator[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'turnkey-network-bench-'));
  let site: FleetEngine | undefined;
  try {
    // Four at a time: each start makes a certificate and hashes the account's password.
    for (let i = 0; i < FLEET; i += 4) {
      const batch = Array.from({ length: Math.min(4, FLEET - i) }, (_, k) =>
        controllerAt(`${NET}.${BLOCKS[0] + i + k}`, `NETBENCH-F${i + k + 1}`),
      );
      fleet.push(...(await Promise.all(batch)));
    }
    site = await fleetEngine(fleet, dataDir);
    const ids = fleet.map((s) => s.sim.fingerprint);
    let block = 1;
    const next = () => BLOCKS[block++ % 2]!;
    await timeJob(site, ids, next(), 8); // warm-up: the engine's jobs, site and journal paths
    const runs: JobRun[] = [];
    for (let i = 0; i < JOB_RUNS; i++) {
      for (const parallel of PARALLEL) runs.push(await timeJob(site, ids, next(), parallel));
    }
    return runs;
  } finally {
    await site?.close();
    await Promise.all(fleet.map((s) => s.stop()));
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The table's rows of the single controller, checked against the move delay. */
function moveRows(moves: MoveTiming[]): string[][] {
  const total = moves.map((m) => m.total);
  // Verified needs the listener moved: no move can be faster than the simulator's move delay.
  if (Math.min(...total) < MOVE_DELAY_MS)
    throw new Error(`a move verified in ${ms(Math.min(...total))}`);
  const part = (key: keyof MoveTiming) => ms(median(moves.map((m) => m[key])));
  console.log(`one move: median ${ms(median(total))}, worst ${ms(worst(total))}`);
  return [
    [
      `One controller: \`POST /network\` sent to verified at the new address (median of ${MOVE_RUNS})`,
      `${ms(median(total))} (worst ${ms(worst(total))})`,
      `< ${TARGETS.moveMs} ms`,
      verdict(worst(total) < TARGETS.moveMs),
    ],
    ['- of which the answer to `POST /network`', part('answer'), '', ''],
    ['- following it by its certificate to the new address', part('follow'), '', ''],
    [
      '- reading back there (new login, `GET /network` until it shows the new settings)',
      part('readBack'),
      '',
      '',
    ],
  ];
}

/** The table's rows of the 20-controller jobs, and why a target was missed (or nothing). */
function jobRows(jobs: JobRun[]): { rows: string[][]; missed: string } {
  const rows: string[][] = [];
  const missed: string[] = [];
  for (const parallel of PARALLEL) {
    const runs = jobs.filter((r) => r.parallel === parallel);
    const times = runs.map((r) => r.job);
    const subJobs = runs.flatMap((r) => r.subJobs);
    const met = median(times) < TARGETS.jobMs;
    const waves = Math.ceil(FLEET / parallel);
    if (!met)
      missed.push(
        `at parallel=${parallel}, ${waves} waves of sub-jobs of ${ms(median(subJobs))} (median)`,
      );
    console.log(`parallel=${parallel}: ${times.map(seconds).join(', ')}`);
    rows.push(
      [
        `${FLEET} controllers in one job, parallel=${parallel}: confirm to job end (median of ${runs.length})`,
        `${seconds(median(times))} (runs: ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s)`,
        `< ${TARGETS.jobMs / 1000} s`,
        verdict(met),
      ],
      [
        `- one controller's sub-job in those jobs`,
        `${ms(median(subJobs))} (worst ${ms(worst(subJobs))})`,
        '',
        '',
      ],
    );
  }
  rows.push([
    `Form to plan for ${FLEET} controllers (checks, free-address probe, ${FLEET} reads; median)`,
    ms(median(jobs.map((r) => r.plan))),
    '',
    '',
  ]);
  const why = missed.length
    ? ` The job target is missed because the moves add up: ${missed.join('; ')} take longer than ${TARGETS.jobMs / 1000} s.`
    : '';
  return { rows, missed: why };
}

async function main(): Promise<void> {
  // Built once here, so that no simulator start includes a build of the command.
  execFileSync(process.execPath, [join(ROOT, 'bin', 'cli-build.mjs')], { stdio: 'inherit' });
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  const single = moveRows(await benchOneController());
  const fleet = jobRows(await benchFleet());
  await recordSection(
    'Network wizard',
    [
      measuredOn('test/bench/network.bench.ts'),
      '',
      `Every controller is a \`turnkey simulate\` process of its own listening on port ${PORT} of 127.0.0.0/24 in a private network namespace; the site's mask is 255.255.255.0, its gateway ${SETTING.gateway}. The single controller moves back and forth between ${PAIR[0]} and ${PAIR[1]} through \`moveController\` over a \`ControllerConnection\` (the code the wizard's job runs, journal left out), ${MOVE_RUNS} times after one warm-up move. The ${FLEET} controllers (.${BLOCKS[0]}-.${BLOCKS[0] + FLEET - 1}) are moved to .${BLOCKS[1]}-.${BLOCKS[1] + FLEET - 1} and back by the engine's network flow (range mode; the read before, journal and site record included), alternating one at a time and eight at a time, ${JOB_RUNS} runs each after one warm-up job; after each job every new address answers and no old one does. The one-minute load average was ${load} on the machine's cores when it began (other work shares them).`,
      '',
      `A move is mostly waiting for the controller. The simulator answers \`POST /network\` with the new address already bound, so its certificate answers there at the first probe, but it moves its listener only ${MOVE_DELAY_MS} ms after the answer (D16), and \`GET /network\` shows the new settings only from then on: the read back (a new login at the new address, then a read every 100 ms until the settings match) waits out the move delay, rounded up to its 100 ms rhythm. A job of ${FLEET} is that many moves one after another at parallel=1, and ${Math.ceil(FLEET / 8)} waves of at most eight at parallel=8.${fleet.missed}`,
      '',
      '| Measure | Result | Target | |',
      '| --- | ---: | ---: | --- |',
      ...[...single, ...fleet.rows].map((r) => `| ${r.join(' | ')} |`),
    ].join('\n'),
  );
}

await inOwnNamespace({
  file: import.meta.url,
  variable: INSIDE,
  name: 'Network wizard benchmark',
  main,
});
