/**
 * How long the `turnkey` command takes to come back, as a user starts it (`node bin/turnkey.cjs`,
 * what `npx turnkey` runs), against Node starting an empty program (`node -e 0`) in the same run:
 * `--help` and `--version`, the commands that only read the site folder (`site list`, `site show`,
 * `jobs list`, on a site of their own), the help of every command, and `turnkey discover` until
 * it prints the first controller (a simulator on loopback). Target: each under 150 ms wall on an
 * idle machine and at most 2.5 times `node -e 0`; discover's first controller under 200 ms. Each
 * case is started RUNS times in a row after one warm-up start; the bundle is built beforehand so
 * no run includes a build. Where NODE_EXTRA_CA_CERTS is set, every case and discover are measured
 * again without it. Prints the figures with the load average, and rewrites the "CLI
 * start-up" section of docs/benchmarks.md unless BENCH_DOC=0.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { randomUUID } from 'node:crypto';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMMANDS } from '../../src/cli/command-catalogue';
import { measuredOn, recordSection } from './bench-doc';
import { startBenchSimulator } from './bench-simulator';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'turnkey.cjs');
const RUNS = 20;
/** Each command's help is one case of its own: fewer starts, there are twenty of them. */
const HELP_RUNS = 5;
const TARGET_MS = 150;
const TARGET_RATIO = 2.5;
const DISCOVER_TARGET_MS = 200;
/**
 * Loaded first into every started process: prints the CPU time it used (user and system, every
 * thread) when it exits. Wall time depends on what else the machine does; CPU time much less.
 */
const CPU_HOOK =
  'data:text/javascript,process.on("exit",()=>{const u=process.cpuUsage();' +
  'process.stderr.write("\\ncpu-ms "+((u.user+u.system)/1000).toFixed(1)+"\\n")})';

/** The sites of the bench's own, so the user's are neither read nor changed. */
const DATA_DIR = mkdtempSync(join(tmpdir(), 'turnkey-bench-cli-'));
const ENV = { ...process.env, TURNKEY_DATA_DIR: DATA_DIR };

/**
 * The command as installed: its bin and built bundle with the packages beside them but not the
 * sources, so bin/turnkey.cjs runs the bundle without checking it against them (what installing
 * the package gives; a development checkout pays that check, a `stat` of each source).
 */
const INSTALLED = mkdtempSync(join(tmpdir(), 'turnkey-bench-installed-'));
const INSTALLED_BIN = join(INSTALLED, 'bin', 'turnkey.cjs');

interface Case {
  name: string;
  args: string[];
  runs?: number;
  /** Compared with the targets. */
  targeted?: boolean;
  /** Its own data folder (TURNKEY_DATA_DIR) instead of DATA_DIR. */
  dataDir?: string;
}

interface Figures {
  wall: number[];
  cpu: number[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const median = (sorted: number[]) => percentile(sorted, 0.5);
const sortedAsc = (values: number[]) => values.sort((a, b) => a - b);

/** One start of `node args`: its wall and CPU time in ms. */
function startOnce(args: string[], env: NodeJS.ProcessEnv): { wall: number; cpu: number } {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', CPU_HOOK, ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  const wall = performance.now() - started;
  if (run.status !== 0)
    throw new Error(`${args.join(' ')} ended with ${run.status}: ${run.stderr}`);
  return { wall, cpu: Number(/cpu-ms ([\d.]+)/.exec(run.stderr)?.[1] ?? NaN) };
}

/**
 * Wall and CPU times of `runs` starts, in ms, each sorted; with `paired`, Node alone is started
 * before each of them, and its times are given too: the machine drifts over a minute of starts,
 * so a case is compared with Node started beside it rather than a minute earlier.
 */
function measure(
  args: string[],
  runs: number,
  env: NodeJS.ProcessEnv = ENV,
  paired = false,
): { figures: Figures; node?: Figures } {
  const figures: Figures = { wall: [], cpu: [] };
  const node: Figures = { wall: [], cpu: [] };
  // One start first warms the file cache and writes the code cache of the chunks it loads
  // (bin/turnkey.cjs), as a user's second start would find them.
  spawnSync(process.execPath, args, { cwd: ROOT, env, stdio: 'ignore' });
  for (let i = 0; i < runs; i += 1) {
    if (paired) {
      const alone = startOnce(NODE.args, env);
      node.wall.push(alone.wall);
      node.cpu.push(alone.cpu);
    }
    const one = startOnce(args, env);
    figures.wall.push(one.wall);
    figures.cpu.push(one.cpu);
  }
  const sorted = (f: Figures) => ({ wall: sortedAsc(f.wall), cpu: sortedAsc(f.cpu) });
  return { figures: sorted(figures), ...(paired ? { node: sorted(node) } : {}) };
}

/** Milliseconds from the start of `turnkey discover` to its first line on standard output. */
function firstLine(args: string[], env: NodeJS.ProcessEnv = ENV): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env });
    let stderr = '';
    let seen: number | undefined;
    child.stdout.once('data', () => (seen = performance.now() - started));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => {
      if (code === 0 && seen !== undefined) resolve(seen);
      else reject(new Error(`turnkey ${args.join(' ')} ended with ${code}: ${stderr}`));
    });
  });
}

/** A site whose journal holds JOURNAL_ENTRIES entries, in a data folder of its own. */
const BIG_JOURNAL_DIR = mkdtempSync(join(tmpdir(), 'turnkey-bench-journal-'));
const JOURNAL_ENTRIES = 20_000;

const NODE: Case = { name: 'Node alone (`node -e 0`)', args: ['-e', '0'] };
const CASES: Case[] = [
  { name: '`turnkey --help`', args: [BIN, '--help'], targeted: true },
  { name: '`turnkey --version`', args: [BIN, '--version'], targeted: true },
  { name: '`turnkey site list`', args: [BIN, 'site', 'list'], targeted: true },
  { name: '`turnkey site show` (no controllers)', args: [BIN, 'site', 'show'], targeted: true },
  { name: '`turnkey jobs list`', args: [BIN, 'jobs', 'list'], targeted: true },
  ...(['site list', 'site show', 'jobs list'] as const).map((command) => ({
    name: `\`turnkey ${command}\`, as installed (no check against the sources)`,
    args: [INSTALLED_BIN, ...command.split(' ')],
    targeted: true,
  })),
  ...(['site list', 'site show'] as const).map((command) => ({
    name: `\`turnkey ${command}\`, a journal of ${JOURNAL_ENTRIES.toLocaleString('en')} entries`,
    args: [BIN, ...command.split(' ')],
    dataDir: BIG_JOURNAL_DIR,
  })),
  { name: '`turnkey api list --json` (loads the contract)', args: [BIN, 'api', 'list', '--json'] },
  ...COMMANDS.map((entry) => ({
    name: `\`turnkey ${entry.name} --help\``,
    args: [BIN, entry.name, '--help'],
    runs: HELP_RUNS,
    targeted: true,
  })),
];

execFileSync(process.execPath, [join(ROOT, 'bin', 'cli-build.mjs')], { stdio: 'inherit' });
cpSync(join(ROOT, 'bin'), join(INSTALLED, 'bin'), { recursive: true });
mkdirSync(join(INSTALLED, 'out'));
cpSync(join(ROOT, 'out', 'cli'), join(INSTALLED, 'out', 'cli'), { recursive: true });
copyFileSync(join(ROOT, 'package.json'), join(INSTALLED, 'package.json'));
symlinkSync(join(ROOT, 'node_modules'), join(INSTALLED, 'node_modules'), 'dir');
execFileSync(process.execPath, [BIN, 'site', 'new', 'Bench site'], { env: ENV, stdio: 'ignore' });
makeBigJournal();
const load = loadavg().map((value) => value.toFixed(2));
console.log(`Load average at the start: ${load.join(', ')} (1, 5, 15 min)`);

/**
 * NODE_EXTRA_CA_CERTS makes Node read and parse that bundle at every start, before any script
 * runs. The command trusts no certificate authority (each controller is pinned, D14), so where
 * the variable is set, every case is measured once more without it: what the command itself costs
 * is the same, only Node's start differs.
 */
const EXTRA_CA = process.env['NODE_EXTRA_CA_CERTS'];
const withoutExtraCa: NodeJS.ProcessEnv = { ...ENV };
delete withoutExtraCa['NODE_EXTRA_CA_CERTS'];

/**
 * The site of BIG_JOURNAL_DIR: made by the command, its journal then grown to JOURNAL_ENTRIES
 * entries like those a network change writes (values before and after, a summary in two
 * languages), about 7 MB.
 */
function makeBigJournal(): void {
  const env = { ...ENV, TURNKEY_DATA_DIR: BIG_JOURNAL_DIR };
  execFileSync(process.execPath, [BIN, 'site', 'new', 'Journal site'], { env, stdio: 'ignore' });
  const sites = join(BIG_JOURNAL_DIR, 'sites');
  const site = readdirSync(sites, { withFileTypes: true }).find((entry) => entry.isDirectory());
  const journal = join(sites, site?.name ?? '', 'journal.jsonl');
  const first = JSON.parse(readFileSync(journal, 'utf8').split('\n')[0] ?? '{}') as object;
  const lines = Array.from({ length: JOURNAL_ENTRIES - 1 }, (_, i) =>
    JSON.stringify({
      ...first,
      id: randomUUID(),
      action: 'network.changed',
      controllerLabel: `TK${String(i).padStart(5, '0')}`,
      before: { address: `10.0.${i % 250}.10`, mask: '255.255.255.0' },
      after: { address: `10.1.${i % 250}.10`, mask: '255.255.255.0' },
      outcome: 'succeeded',
      summary: { en: 'Address changed, read back.', ru: 'Адрес изменён, проверен.' },
    }),
  );
  appendFileSync(journal, `${lines.join('\n')}\n`);
}

/**
 * Every case in `env`, as table rows: each case against Node alone started beside it (its x Node
 * columns), and Node alone also before and after all of them, as a row of its own each.
 */
function commandTable(env: NodeJS.ProcessEnv): { rows: string[]; node: Figures } {
  const before = measure(NODE.args, RUNS, env).figures;
  const results = CASES.map((c) => ({
    c,
    measured: measure(
      c.args,
      c.runs ?? RUNS,
      c.dataDir ? { ...env, TURNKEY_DATA_DIR: c.dataDir } : env,
      true,
    ),
  }));
  const after = measure(NODE.args, RUNS, env).figures;
  const rows: string[] = [];
  const row = (name: string, { wall, cpu }: Figures, node: Figures, targeted?: boolean) => {
    const wallMedian = median(wall);
    const ratio = wallMedian / median(node.wall);
    const cpuRatio = median(cpu) / median(node.cpu);
    const verdict = !targeted
      ? ''
      : wallMedian < TARGET_MS && ratio <= TARGET_RATIO
        ? 'met'
        : cpuRatio <= TARGET_RATIO
          ? 'wall missed, CPU ratio met'
          : 'MISSED';
    rows.push(
      `| ${name} | ${wallMedian.toFixed(0)} | ${(wall[0] ?? 0).toFixed(0)} | ${median(node.wall).toFixed(0)} | ${ratio.toFixed(2)} | ${median(cpu).toFixed(0)} | ${cpuRatio.toFixed(2)} | ${verdict} |`,
    );
    console.log(
      `${name}: wall median ${wallMedian.toFixed(0)} ms (${ratio.toFixed(2)}x Node beside it, ${median(node.wall).toFixed(0)} ms), fastest ${(wall[0] ?? 0).toFixed(0)} ms; CPU median ${median(cpu).toFixed(0)} ms (${cpuRatio.toFixed(2)}x Node) ${verdict}`,
    );
  };
  row(`${NODE.name}, before the commands`, before, before);
  for (const { c, measured } of results)
    row(c.name, measured.figures, measured.node ?? before, c.targeted);
  row(`${NODE.name}, after the commands`, after, before);
  return { rows, node: before };
}

const { rows } = commandTable(ENV);
if (EXTRA_CA !== undefined) console.log('Again without NODE_EXTRA_CA_CERTS:');
const plain = EXTRA_CA === undefined ? undefined : commandTable(withoutExtraCa);

const simulator = await startBenchSimulator();
const { hostname, port } = new URL(simulator.sim.url);
const discoverArgs = [
  'discover',
  '--no-local',
  '--no-mdns',
  '--cidr',
  `${hostname}/32`,
  '--ports',
  port,
];
/** discover's first controller, `RUNS` times after a warm-up, sorted. */
async function firstFoundRuns(env: NodeJS.ProcessEnv): Promise<number[]> {
  await firstLine(discoverArgs, env);
  const found: number[] = [];
  for (let i = 0; i < RUNS; i += 1) found.push(await firstLine(discoverArgs, env));
  return sortedAsc(found);
}

let firstFound: number[];
let firstFoundPlain: number[] | undefined;
const nodePlain = plain?.node;
try {
  firstFound = await firstFoundRuns(ENV);
  if (plain) firstFoundPlain = await firstFoundRuns(withoutExtraCa);
} finally {
  await simulator.stop();
  rmSync(DATA_DIR, { recursive: true, force: true });
  rmSync(INSTALLED, { recursive: true, force: true });
  rmSync(BIG_JOURNAL_DIR, { recursive: true, force: true });
}
const foundLine = (found: number[]) => {
  const at = median(found);
  return `${at.toFixed(0)} ms (median of ${RUNS}; fastest ${(found[0] ?? 0).toFixed(0)} ms, p90 ${percentile(found, 0.9).toFixed(0)} ms); target under ${DISCOVER_TARGET_MS} ms: ${at < DISCOVER_TARGET_MS ? 'met' : 'MISSED'}`;
};
const discoverLines = [
  `\`turnkey discover\` printed its first controller (a simulator on loopback, \`--no-local --no-mdns --cidr ${hostname}/32\`) after ${foundLine(firstFound)}.`,
  ...(firstFoundPlain && nodePlain
    ? [
        '',
        `This machine sets NODE_EXTRA_CA_CERTS (a bundle of certificate authorities), which Node reads at every start before any script runs. Without it, in the same run: Node alone ${median(nodePlain.wall).toFixed(0)} ms wall (${median(nodePlain.cpu).toFixed(0)} ms CPU), and discover's first controller after ${foundLine(firstFoundPlain)}.`,
      ]
    : []),
];
const discoverLine = discoverLines.join('\n');
console.log(discoverLine);

const section = [
  measuredOn('test/bench/cli.bench.ts'),
  '',
  `Each case is \`node ARGS\` started ${RUNS} times in a row (each command's \`--help\` ${HELP_RUNS} times) after one warm-up start: wall time from spawn to exit (output piped), and the CPU time the process used (user and system, all threads), which depends far less on what else the machine does. Node alone (\`node -e 0\`) is started before each start of a case, alternately, and each case is given as a multiple of the median of those starts (the machine drifts over the minutes of a run, so a case is compared with Node started beside it); Node alone is also measured before and after all the commands, a row each. The load average was ${load.join(', ')} (1, 5, 15 minutes) on ${cpus().length} cores when it began: on a busy machine every wall time is long, so the CPU ratio is the fairer measure. The command runs its bundle in \`out/cli\` from \`bin/turnkey.cjs\`, itself CommonJS (an ES module entry sets up Node's ES module loader first, some 3 ms of CPU time): CommonJS chunks it loads itself, each from the path its importer names, without Node's search for the file (each file read at once, where an ES module is read through Node's worker threads), written in ASCII without comments (a file holding one other character is read into a string of two bytes a character), each compiled from V8's code cache that the first start to load it wrote beside the build (the warm-up start of a case, or an earlier case): \`turnkey --help\` loads only the entry chunk (commander and the catalogue of commands), a command's help loads its options only, \`site list\` and \`jobs list\` read the site folder without wiring the engine, and \`site show\` shakes hands with the site's controllers without loading the controller client; the app's contract builds a channel's schemas at its first use, so \`site show\` builds some 350 zod schemas (those of the files it reads) rather than 500, and none of the channels it does not call, and checks the site's files on zod's plain path, compiling no checking function for a file it reads once (src/core/files/parsed-once.ts). The cases on a journal of ${JOURNAL_ENTRIES.toLocaleString('en')} entries (about 7 MB, a site of its own) read it as a command that has not read it before does (src/core/site/journal-lines.ts): the newest entries from the file's end, the damaged lines from the mark the last check left beside the journal, the bytes up to it hashed and only the lines after it parsed; the warm-up start makes that mark. \`turnkey discover\` does not wait for the trust store before its first probe: the store is loaded and read beside it, and a controller is printed once its trust is known; reading the store loads neither its file lock nor, when there is no file (this benchmark's data folder has none, as before a first trust), its schema. Its first controller, like every case here, includes \`bin/turnkey.cjs\` checking in this development checkout that the bundle is not older than its sources (a \`stat\` of each of the files it was built from), which an installed command does not do (the cases “as installed” run a copy of the bin and the bundle with no sources beside them); \`bin/cli-build.mjs\`, the bundler's side, is loaded only when the bundle is missing or stale. Targets: under ${TARGET_MS} ms wall on an idle machine and at most ${TARGET_RATIO}x Node alone.`,
  '',
  '| Case | Wall median (ms) | Wall fastest (ms) | Node beside it (ms) | x Node (wall) | CPU median (ms) | x Node (CPU) | Target |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ...rows,
  ...(plain
    ? [
        '',
        'The same cases without NODE_EXTRA_CA_CERTS, in the same run (what a computer without the variable sees):',
        '',
        '| Case | Wall median (ms) | Wall fastest (ms) | Node beside it (ms) | x Node (wall) | CPU median (ms) | x Node (CPU) | Target |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
        ...plain.rows,
      ]
    : []),
  '',
  discoverLine,
].join('\n');
if (process.env.BENCH_DOC === '0') console.log(`\n## CLI start-up\n\n${section}`);
else await recordSection('CLI start-up', section);
