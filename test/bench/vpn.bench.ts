/**
 * The VPN cluster wizard (spec 4.12) with a member of 10,000 staff: a master simulator holding
 * 10,000 people (the demo seed's schedules, profiles and identifiers with them) and a fresh
 * member, both in this process on loopback with one port. Measured:
 * - the cluster wizard's job from the confirm to its end (share, the master's search, the sync
 *   watched once a second, the verification), and how long the verification alone took in it;
 * - a verification run again on its own (`vpn-verify`: both sides read page by page and every
 *   record compared), three times;
 * - the heap this process grew by during the verification.
 * Prints the figures and rewrites the "VPN cluster" section of docs/benchmarks.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connections } from '../../src/core/connection/connections';
import { Engine } from '../../src/core/engine/engine';
import { vpnFlows } from '../../src/core/vpn/vpn-flows';
import { vpnVerification } from '../../src/shared/ipc/vpn.schema';
import { FINAL_JOB_STATES, type Job } from '../../src/shared/ipc/job.schema';
import { Simulator } from '../../src/simulator/simulator';
import { demoSeed } from '../../src/simulator/seed/demo/demo-seed';
import { measuredOn, recordSection } from './bench-doc';

const STAFF = 10_000;
const ADMIN = { login: 'admin', password: 'admin' };
const NET = `127.0.${200 + Math.floor(Math.random() * 50)}`;
const PORT = 20_000 + Math.floor(Math.random() * 10_000);

async function waitForJob(engine: Engine, jobId: string): Promise<Job> {
  const jobs = await engine.jobs();
  for (;;) {
    const job = jobs.current(jobId);
    if (job && FINAL_JOB_STATES.includes(job.state)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function confirmAndWait(engine: Engine, flowId: string): Promise<{ job: Job; ms: number }> {
  const started = performance.now();
  const step = await engine.flows.submit(flowId, { confirmed: true });
  if (step.kind !== 'job') throw new Error(`a job, not ${JSON.stringify(step)}`);
  const job = await waitForJob(engine, step.jobId);
  return { job, ms: performance.now() - started };
}

async function main(): Promise<void> {
  const root = await mkdtemp(join(tmpdir(), 'turnkey-vpn-bench-'));
  const sims = [
    new Simulator({
      dataDir: join(root, 'master'),
      host: `${NET}.10`,
      port: PORT,
      serial: 'BENCHMASTER',
      admin: ADMIN,
      seed: demoSeed({ staff: STAFF }),
    }),
    new Simulator({
      dataDir: join(root, 'member'),
      host: `${NET}.11`,
      port: PORT,
      serial: 'BENCHMEMBER',
      admin: ADMIN,
      seed: demoSeed({ staff: 10 }),
    }),
  ];
  const seeding = performance.now();
  await Promise.all(sims.map((s) => s.start()));
  console.log(`simulators seeded and started in ${Math.round(performance.now() - seeding)} ms`);
  const connections = new Connections();
  const engine = new Engine({
    dataDir: join(root, 'app'),
    shell: 'cli',
    connections,
    flows: vpnFlows,
  });
  try {
    const site = await engine.create('Bench site');
    for (const sim of sims) {
      await site.upsertController({
        id: sim.fingerprint,
        fingerprint256: sim.fingerprint,
        address: sim.address,
        serial: sim.serial,
      });
      await connections.open(sim.fingerprint, sim.address).login(ADMIN);
    }
    const [master, member] = sims.map((s) => s.fingerprint);
    const form = await engine.flows.start('vpn-join', [master!, member!]);
    await engine.flows.submit(form.flowId, { members: [member], comment: 'bench' });
    const joined = await confirmAndWait(engine, form.flowId);
    const first = vpnVerification.parse(joined.job.controllers[0]?.result);
    if (!first.equal) throw new Error('the member is not equal after the sync');
    console.log(
      `join (share, search, sync ${STAFF} staff, verify): ${Math.round(joined.ms)} ms, of which the verification ${first.tookMs} ms`,
    );

    const verifies: number[] = [];
    let heapGrowth = 0;
    for (let run = 0; run < 3; run++) {
      global.gc?.();
      const before = process.memoryUsage().heapUsed;
      const flow = await engine.flows.start('vpn-verify', [master!]);
      const { job } = await confirmAndWait(engine, flow.flowId);
      const v = vpnVerification.parse(job.controllers[0]?.result);
      verifies.push(v.tookMs);
      heapGrowth = Math.max(heapGrowth, process.memoryUsage().heapUsed - before);
      console.log(`verify alone: ${v.tookMs} ms (${v.kinds.staff?.compared} staff compared)`);
    }
    const median = [...verifies].sort((a, b) => a - b)[1]!;
    const syncMs = Math.round(joined.ms - first.tookMs);
    await recordSection(
      'VPN cluster',
      `${measuredOn('test/bench/vpn.bench.ts')} Load average before: ${loadavg()[0]?.toFixed(1)}.

A master simulator with ${STAFF.toLocaleString('en')} staff (and the demo seed's schedules,
profiles and identifiers) and a fresh member, both in the benchmark's process on loopback.

| What | Time |
|---|---|
| Cluster wizard's job, confirm to end (share, master's search, sync watched once a second, verification) | ${(joined.ms / 1000).toFixed(1)} s |
| of which the sync (the simulator copying eight people at a time over HTTPS) | ${(syncMs / 1000).toFixed(1)} s |
| of which the verification | ${first.tookMs} ms |
| Verification alone (\`vpn-verify\`), median of 3 | ${median} ms (runs: ${verifies.join(', ')} ms) |
| Heap grown during one verification | ${Math.round(heapGrowth / 2 ** 20)} MiB |

The verification reads both sides page by page (150 staff a page, four pages in flight per
side) and compares every record, not a sample: reading the pages is needed anyway to find
missing people, and comparing them costs little beside it. The sync's time is the simulator's
own copying; the wizard adds one status read a second.`,
    );
  } finally {
    await engine.dispose();
    connections.closeAll();
    await Promise.all(sims.map((s) => s.stop()));
    await rm(root, { recursive: true, force: true });
  }
}

await main();
