/**
 * How long the `turnkey` command takes to come back, as a user starts it (`node bin/turnkey.mjs`,
 * what `npx turnkey` runs): `--help` (target: under 0.3 s on an idle machine), `--version`, the
 * help of a sub-command that loads the controller client, and `api list`, against Node starting
 * an empty program and against the former way of running the sources through tsx. Each case is
 * started RUNS times in a row; the bundle is built beforehand so no run includes a build.
 * Prints the figures and rewrites the "CLI start-up" section of docs/benchmarks.md.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { measuredOn, recordSection } from './bench-doc';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'turnkey.mjs');
const RUNS = 20;
const TARGET_MS = 300;
/**
 * Loaded first into every started process: prints the CPU time it used (user and system, every
 * thread) when it exits. Wall time depends on what else the machine does; CPU time much less.
 */
const CPU_HOOK =
  'data:text/javascript,process.on("exit",()=>{const u=process.cpuUsage();' +
  'process.stderr.write("\\ncpu-ms "+((u.user+u.system)/1000).toFixed(1)+"\\n")})';

interface Case {
  name: string;
  args: string[];
  /** Compared with the target. */
  targeted?: boolean;
}

/** The sources through tsx, as the command started before it was bundled. */
const TSX_ENTRY = join(mkdtempSync(join(tmpdir(), 'turnkey-bench-')), 'turnkey-tsx.mjs');
writeFileSync(
  TSX_ENTRY,
  `const { runCli } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'src', 'cli', 'main.ts')).href)});\n` +
    'process.exitCode = await runCli(process.argv);\n',
);
const TSX_MAIN = ['--import', 'tsx', TSX_ENTRY];

const CASES: Case[] = [
  { name: 'Node alone (`node -e 0`)', args: ['-e', '0'] },
  { name: '`turnkey --help`', args: [BIN, '--help'], targeted: true },
  { name: '`turnkey --version`', args: [BIN, '--version'], targeted: true },
  { name: '`turnkey trust --help` (loads the client)', args: [BIN, 'trust', '--help'] },
  { name: '`turnkey api list --json` (loads the contract)', args: [BIN, 'api', 'list', '--json'] },
  { name: '`turnkey --help` from the sources through tsx', args: [...TSX_MAIN, '--help'] },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Wall and CPU times of RUNS starts, in ms, each sorted. */
function measure(args: string[]): { wall: number[]; cpu: number[] } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const run = spawnSync(process.execPath, ['--import', CPU_HOOK, ...args], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    wall.push(performance.now() - started);
    if (run.status !== 0) {
      throw new Error(`${args.join(' ')} ended with ${run.status}: ${run.stderr}`);
    }
    cpu.push(Number(/cpu-ms ([\d.]+)/.exec(run.stderr)?.[1] ?? NaN));
  }
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  return { wall: sorted(wall), cpu: sorted(cpu) };
}

execFileSync(process.execPath, [join(ROOT, 'bin', 'cli-build.mjs')], { stdio: 'inherit' });
const load = loadavg()[0] ?? 0;
const rows: string[] = [];
for (const c of CASES) {
  // One start first warms the file cache, as a user's second start would find it.
  spawnSync(process.execPath, c.args, { cwd: ROOT, stdio: 'ignore' });
  const { wall, cpu } = measure(c.args);
  const median = percentile(wall, 0.5);
  const fastest = wall[0] ?? 0;
  const cpuMedian = percentile(cpu, 0.5);
  const verdict = c.targeted ? (cpuMedian < TARGET_MS ? 'met' : 'MISSED') : '';
  rows.push(
    `| ${c.name} | ${median.toFixed(0)} | ${percentile(wall, 0.9).toFixed(0)} | ${fastest.toFixed(0)} | ${cpuMedian.toFixed(0)} | ${verdict} |`,
  );
  console.log(
    `${c.name}: wall median ${median.toFixed(0)} ms, fastest ${fastest.toFixed(0)} ms; CPU median ${cpuMedian.toFixed(0)} ms`,
  );
}

rmSync(dirname(TSX_ENTRY), { recursive: true, force: true });

await recordSection(
  'CLI start-up',
  [
    measuredOn('test/bench/cli.bench.ts'),
    '',
    `Each case is \`node ARGS\` started ${RUNS} times in a row after one warm-up start: wall time from spawn to exit (output piped), and the CPU time the process used (user and system, all threads), which depends far less on what else the machine does. The one-minute load average was ${load.toFixed(2)} on 2 cores when it began: on a busy machine every wall time is long. On an idle machine a start takes about its CPU time (Node alone: about 130 ms of both), so the target is judged on the CPU median. The command runs its bundle in \`out/cli\`; \`turnkey --help\` loads only the entry chunk (commander and the catalogue of commands), a sub-command loads its own chunk when it runs. Target for \`--help\` and \`--version\`: under ${TARGET_MS} ms.`,
    '',
    '| Case | Wall median (ms) | Wall p90 (ms) | Wall fastest (ms) | CPU median (ms) | Target |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n'),
);
