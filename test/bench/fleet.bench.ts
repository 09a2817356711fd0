/**
 * Demo fleet start-up: how long `npx turnkey simulate --fleet 5` takes from
 * the command to a demo site whose five controllers all listen and answer a login, on a fresh
 * data folder (the demo seed is written) and again on the same folders (nothing to seed). Runs the
 * command as a user would, through npx. Target: under 5 s. Prints the figures and rewrites the
 * "Simulator fleet" section of docs/benchmarks.md.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { httpsCall } from '../integration/helpers/https-request';
import { measuredOn, recordSection } from './bench-doc';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const COUNT = 5;
const RUNS = 3;
const TARGET_S = 5;

/** Whether 127.0.0.11:8443, where the fleet starts by default, is free (else any free port). */
function defaultPortFree(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ host: '127.0.0.11', port: 8443 }, () => probe.close(() => resolve(true)));
  });
}

/** Runs the command until every controller answers a login; answers seconds taken. */
async function startOnce(
  args: string[],
): Promise<{ seconds: number; reported: string; events: number }> {
  const started = performance.now();
  const child = spawn('npx', ['--no-install', 'turnkey', 'simulate', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own: Ctrl+C reaches npm, its shell and the fleet, as in a terminal.
    detached: true,
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  try {
    while (!out.includes('Press Ctrl+C')) {
      if (child.exitCode !== null) throw new Error(`the fleet exited:\n${out}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const urls = [...out.matchAll(/^(https:\/\/\S+) +TKDEMO/gm)].map((m) => m[1] ?? '');
    if (urls.length !== COUNT) throw new Error(`expected ${COUNT} controllers:\n${out}`);
    const tokens = await Promise.all(
      urls.map(async (url) => {
        const res = await httpsCall(`${url}/login`, {
          method: 'POST',
          json: { login: 'admin', password: 'admin' },
        });
        if (res.status !== 200) throw new Error(`${url}: login ${res.status}`);
        return (res.body as { token: string }).token;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const reported = /up in ([\d.]+) s/.exec(out)?.[1] ?? '?';
    const count = await httpsCall(`${urls[0]}/access_events/count`, { token: tokens[0] ?? '' });
    return { seconds, reported, events: (count.body as { count: number }).count };
  } finally {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGINT');
    await exited;
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const extra = (await defaultPortFree()) ? [] : ['--listen', '127.0.0.11:0'];
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  const fresh: Array<{ seconds: number; reported: string; events: number }> = [];
  const again: typeof fresh = [];
  for (let run = 0; run < RUNS; run++) {
    const data = await mkdtemp(join(tmpdir(), 'turnkey-fleet-bench-'));
    try {
      const args = ['--fleet', String(COUNT), '--data', data, ...extra];
      fresh.push(await startOnce(args));
      again.push(await startOnce(args));
      console.log(
        `run ${run + 1}: fresh ${fresh.at(-1)?.seconds.toFixed(2)} s, again ${again.at(-1)?.seconds.toFixed(2)} s`,
      );
    } finally {
      await rm(data, { recursive: true, force: true });
    }
  }
  const worst = Math.max(...fresh.map((r) => r.seconds), ...again.map((r) => r.seconds));
  const line = (what: string, runs: typeof fresh) =>
    `| ${what} | ${median(runs.map((r) => r.seconds)).toFixed(2)} | ${Math.max(...runs.map((r) => r.seconds)).toFixed(2)} | ${runs.map((r) => r.reported).join(', ')} | ${TARGET_S} | ${Math.max(...runs.map((r) => r.seconds)) < TARGET_S ? 'met' : 'MISSED'} |`;
  const body = [
    measuredOn('test/bench/fleet.bench.ts'),
    '',
    `\`npx turnkey simulate --fleet ${COUNT} --data <new folder>\`${extra.length ? ' (with `--listen 127.0.0.11:0`: port 8443 was taken)' : ''}, timed from the command to all ${COUNT} controllers answering a login, ${RUNS} runs. Each controller seeds a demo site of 300 staff, 8 access points and a week of events (${fresh[0]?.events.toLocaleString('en') ?? '?'} on TKDEMO01) in one store commit on a fresh folder, and finds it on the next start. The command's own figure ("up in") leaves out the start of Node, npx and tsx. The machine is shared: its load average was ${load} when the runs began.`,
    '',
    '| Case | Median (s) | Worst (s) | Reported "up in" (s) | Target (s) | Target |',
    '| --- | ---: | ---: | --- | ---: | --- |',
    line('Fresh data folders (demo site seeded)', fresh),
    line('Same folders again (nothing to seed)', again),
  ].join('\n');
  await recordSection('Simulator fleet', body);
  console.log(`\nRecorded in docs/benchmarks.md:\n\n## Simulator fleet\n\n${body}`);
  if (worst >= TARGET_S) process.exitCode = 1;
}

await main();
