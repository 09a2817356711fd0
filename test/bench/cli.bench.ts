/**
 * How long the `turnkey` command takes to come back, as a user starts it (`node bin/turnkey.mjs`,
 * what `npx turnkey` runs): `--help` (target: under 0.3 s on an idle machine), `--version`, the
 * help of a sub-command that loads the controller client, and `api list`, against Node starting
 * an empty program and against the former way of running the sources through tsx. Each case is
 * started RUNS times in a row; the bundle is built beforehand so no run includes a build.
 * Prints the figures and rewrites the "CLI start-up" section of docs/benchmarks.md.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { measuredOn, recordSection } from './bench-doc';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'turnkey.mjs');
const RUNS = 20;
const TARGET_MS = 300;

interface Case {
  name: string;
  args: string[];
  /** Compared with the target. */
  targeted?: boolean;
}

/** The sources through tsx, as the command started before it was bundled. */
const TSX_MAIN = [
  '--import',
  'tsx',
  '--input-type=module',
  '-e',
  `const { runCli } = await import(${JSON.stringify(join(ROOT, 'src', 'cli', 'main.ts'))});` +
    ' process.exitCode = await runCli(process.argv);',
];

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

/** Wall time of RUNS starts, in ms, sorted. */
function measure(args: string[]): number[] {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const run = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'pipe' });
    times.push(performance.now() - started);
    if (run.status !== 0) {
      throw new Error(`${args.join(' ')} ended with ${run.status}: ${String(run.stderr)}`);
    }
  }
  return times.sort((a, b) => a - b);
}

execFileSync(process.execPath, [join(ROOT, 'bin', 'cli-build.mjs')], { stdio: 'inherit' });
const load = loadavg()[0] ?? 0;
const rows: string[] = [];
for (const c of CASES) {
  // One start first warms the file cache, as a user's second start would find it.
  spawnSync(process.execPath, c.args, { cwd: ROOT, stdio: 'ignore' });
  const times = measure(c.args);
  const median = percentile(times, 0.5);
  const verdict = c.targeted ? (median < TARGET_MS ? 'met' : 'MISSED') : '';
  rows.push(
    `| ${c.name} | ${median.toFixed(0)} | ${percentile(times, 0.9).toFixed(0)} | ${(times[0] ?? 0).toFixed(0)} | ${verdict} |`,
  );
  console.log(
    `${c.name}: median ${median.toFixed(0)} ms, fastest ${(times[0] ?? 0).toFixed(0)} ms`,
  );
}

await recordSection(
  'CLI start-up',
  [
    measuredOn('test/bench/cli.bench.ts'),
    '',
    `Each case is \`node ARGS\` started ${RUNS} times in a row after one warm-up start (wall time from spawn to exit, output piped); the one-minute load average was ${load.toFixed(2)} when it began. The command runs its bundle in \`out/cli\`; \`turnkey --help\` loads only the entry chunk (commander and the catalogue of commands), a sub-command loads its own chunk when it runs. Target for \`--help\` and \`--version\`: under ${TARGET_MS} ms.`,
    '',
    '| Case | Median (ms) | p90 (ms) | Fastest (ms) | Target |',
    '| --- | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n'),
);
