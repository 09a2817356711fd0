/**
 * The "Scale: a site of 1,000 controllers" section of docs/benchmarks.md from the scale
 * benchmark's figures: per size the median of its runs, the growth from the smallest size
 * (20x the controllers from 50 to 1,000: linear is 20x), the marks at 1,000, and the site
 * screen's figures when they were measured (scale-screen-hook.ts).
 */
import { measuredOn, recordSection } from './bench-doc';
import type { RunFigures } from './scale-run';
import { screenRows, type ScreenFigures } from './scale-screen-hook';

export interface SizeFigures {
  count: number;
  runs: RunFigures[];
  /** `turnkey site show` on the set-up site: the command's start with the site's files read. */
  startMs: number;
  seededMs: number;
  setUpMs: number;
  screen?: ScreenFigures;
}

const MARKS = { applyS: 240, againS: 30, memoryMb: 600 };

/** What the profiles of the command (`node --cpu-prof`, at 50 and 200) showed beside the table. */
const FINDINGS = [
  'Where the command’s CPU goes, from its profiles at 50 and 200 controllers.',
  'The site’s `controllers.json` no longer grows faster than the site: its marks and last actions are gathered and written together, and the look-ups of a moment share one `stat` ("Job state and the controllers file").',
  'Before these figures, the trust store grew faster than the site: `known-controllers.json` was read, parsed and checked whole at every look-up of a pin (the connection’s saved password, the plan’s login, the factory-password mark of every login): 0.6 s of the command’s profile at 50 controllers, 5.8 s at 200. It is now kept while a `stat` shows it unchanged (src/core/trust/known-controllers.store.ts), and its marks are gathered like the controllers file’s: 10 writes at 1,000 rather than 1,000 ("The trust store’s marks").',
  'TLS handshakes and socket set-up were a fifth of the command’s profile at 200, on the controllers’ side too: a controller’s kept-alive connection is closed by it after 5 s idle, and the apply came back to each controller after longer than that (its read, its job, the read between the jobs, the read back at the end), and each list was read with pages asked ahead, each on a connection of its own (up to ten handshakes to read one controller).',
  'Now each controller is read back by its own job, under its lock, on the connection the job warmed, and the reads after the jobs keep those read backs: only a controller its job could not read back, and the cluster’s controllers after the cluster’s job, are read again (src/core/plans/site-plan-run.ts). A plan reads a controller’s lists a page at a time on one connection, logs in once per controller with no handshake of its own before (`readyOr`, src/core/connection/controller-connection.ts), and skips the automations when an access point names the controller’s uuid. So the apply reaches each controller twice (the read before, its job) and the apply again once: about two handshakes and one login each, and the read between the jobs and the read back take a second or two, not a third of the apply.',
  'The journal’s entries appended while a write is on its way go in the next write and sync together (src/core/site/journal.ts), and the controllers file’s marks and last actions are gathered for a millisecond per controller (at least 100 ms), so the whole file is written about once a second at 1,000 rather than ten times (src/core/site/controllers-change.ts). A look-up whose `stat` saw the file while this process was writing it used to read, parse and check the whole file back: a quarter of the command’s profile at 200 once the handshakes were gone; it now waits for that write and keeps what was written (src/core/site/controllers-cache.ts).',
  'The command is one Node thread: before these changes, at 1,000 its CPU time was 91 % of the apply’s wall-clock time, so the apply was bounded by the command’s CPU per controller (about 0.48 s then), not by the simulators; what is left of its profile is mostly the TLS handshakes of the read before and of the job (the controller closes the connection between them), the client’s requests, and the file writes of the job, the journal and the site.',
  'A plan of 1,000 controllers written like the one of "Site plans", a block per controller, is 679 KB, within the plan file’s limit of 2 MiB (src/shared/plans/plan-size.ts; test/unit/plans/plan-size-of-a-site.test.ts reads back what `export-plan` writes for 1,000); this benchmark writes each controller on one line, as it did when the limit was 512 KiB.',
].join(' ');

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface Row {
  name: string;
  value: (run: RunFigures, size: SizeFigures) => number;
  unit: 's' | 'MB';
  mark?: number;
}

const ROWS: Row[] = [
  { name: 'Apply from scratch', value: (r) => r.apply.ms, unit: 's', mark: MARKS.applyS },
  {
    name: '- the command’s start and the site read before, to the first job',
    value: (r) => r.phases.before,
    unit: 's',
  },
  { name: '- the controllers’ job (8 at once)', value: (r) => r.phases.plan, unit: 's' },
  { name: '- the site read again, between the jobs', value: (r) => r.phases.between, unit: 's' },
  { name: '- the cluster’s job (5 controllers)', value: (r) => r.phases.vpn, unit: 's' },
  {
    name: '- the read back after the cluster, to the end',
    value: (r) => r.phases.after,
    unit: 's',
  },
  { name: 'Apply: CPU time of the command', value: (r) => r.apply.cpuMs, unit: 's' },
  {
    name: 'Apply: CPU time of the simulated fleet meanwhile',
    value: (r) => r.fleetCpuMs,
    unit: 's',
  },
  {
    name: 'Apply: peak memory of the command',
    value: (r) => r.apply.peakMb,
    unit: 'MB',
    mark: MARKS.memoryMb,
  },
  { name: 'Apply again, nothing to do', value: (r) => r.again.ms, unit: 's', mark: MARKS.againS },
  { name: 'Apply again: CPU time of the command', value: (r) => r.again.cpuMs, unit: 's' },
  {
    name: 'Apply again: CPU time of the simulated fleet meanwhile',
    value: (r) => r.againFleetCpuMs,
    unit: 's',
  },
  { name: 'Apply again: peak memory of the command', value: (r) => r.again.peakMb, unit: 'MB' },
  {
    name: 'The command’s start alone (`turnkey site show`)',
    value: (_, s) => s.startMs,
    unit: 's',
  },
];

function shown(value: number, unit: Row['unit']): string {
  return unit === 's' ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(0)} MB`;
}

function cell(row: Row, size: SizeFigures): string {
  const values = size.runs.map((r) => row.value(r, size));
  const middle = shown(median(values), row.unit);
  return values.length > 1
    ? `${middle} (${values.map((v) => shown(v, row.unit).replace(/ (s|MB)$/, '')).join(', ')})`
    : middle;
}

function markCell(row: Row, largest: SizeFigures): string {
  if (row.mark === undefined || largest.count < 1000) return '';
  const value = median(largest.runs.map((r) => row.value(r, largest)));
  const limit = row.unit === 's' ? row.mark * 1000 : row.mark;
  const said =
    row.unit === 's'
      ? `< ${row.mark >= 60 ? `${row.mark / 60} min` : `${row.mark} s`}`
      : `< ${row.mark} MB`;
  return `${said}: ${value < limit ? 'met' : 'MISSED'}`;
}

function growth(row: Row, sizes: readonly SizeFigures[]): string {
  const [first] = sizes;
  if (!first || sizes.length < 2) return '';
  const base = median(first.runs.map((r) => row.value(r, first)));
  return sizes
    .slice(1)
    .map((s) => `${(median(s.runs.map((r) => row.value(r, s))) / base).toFixed(1)}x`)
    .join(', ');
}

function table(sizes: readonly SizeFigures[]): string[] {
  const largest = sizes[sizes.length - 1]!;
  const names = sizes.map((s) => s.count.toLocaleString('en'));
  return [
    `| Measure | ${names.join(' | ')} | Growth from ${names[0]} (${names.slice(1).join(', ')}) | Mark at 1,000 |`,
    `| --- | ${sizes.map(() => '---:').join(' | ')} | ---: | --- |`,
    ...ROWS.map(
      (row) =>
        `| ${row.name} | ${sizes.map((s) => cell(row, s)).join(' | ')} | ${growth(row, sizes)} | ${markCell(row, largest)} |`,
    ),
  ];
}

function screenTable(screen: ScreenFigures | undefined): string[] {
  if (!screen)
    return [
      'The site screen at 1,000 controllers: not measured in this run (test/bench/scale-screen.ts was not there).',
    ];
  return [
    'The site screen on this site of 1,000 controllers, the fleet still running (test/bench/scale-screen.ts, Chromium through the browser host). Its marks: the first rows within 1,000 ms of a page load, each sort and each key typed into the filter within 100 ms, no frame over 50 ms while the list scrolls from top to bottom. The work list is the app’s own virtual table (src/renderer/src/components/AppVirtualTable.vue): every row one height, only the rows in view and six either side drawn, a row kept while it stays in view, no observer per row, the serial a plain link; naive-ui’s data table drew every row in view again at each scroll frame. On a page load the page’s small entry (src/renderer/src/main.ts) opens the link to the host and asks for the open site before the app’s modules run (they are preloaded beside it, and after the first load taken from the browser’s cache, src/host/server.ts), so the host builds the site’s answer while the page starts; the sites store takes that answer as its first read (src/renderer/src/api/first-read.ts). The modules the site screen needs to draw build no contract schema (the job states are in src/shared/ipc/job-states.ts, the demo’s search is loaded when it starts). The look at every controller that a page’s read of the site asks for (one TLS handshake each, src/core/state/site-watch.ts) starts 1.5 s after the answer, at most 200 handshakes a second: before, the 1,000 handshakes it started at once took the cores the page was drawing with. A look already under way (the one the previous load asked for) pauses while a page waits for the site and draws it, 3 s at most per look. The host keeps the build’s hashed files read and gzipped from its start (src/core/page/static-files.ts): the page asks for about forty at once over the browser’s six connections, and the later ones used to wait behind the site’s answer; gzipped, the first load’s files are about a quarter of their 1.6 MB. When it starts, the host also reads the open site and builds and checks its answer once (`prepare`, src/core/app/commissioning.ts), while the browser starts: the first page’s answer is then made by warm code from a site already read (about 200 ms cold, 50-80 ms warm, for 1,000 controllers). A page that waits for the answer makes the rows’ time formatter meanwhile (src/renderer/src/mount.ts): the browser’s first one costs it about 30 ms of time zone data. The first load fetches no dialog and no dark theme it does not show (the trust, login, batch and reach dialogs load when first opened, naive-ui’s dark theme when dark is first shown; docs/decisions/renderer.md): 1.69 MB of code before the first rows rather than 1.93 MB. Alone on the synthetic site of 1,000 (`node --import tsx test/bench/scale-screen.ts`, no fleet), two runs each, old build against new: first rows 577 and 472 ms (cold loads 719 and 756) before, 508 and 445 ms (cold 660 and 732) after. Figures:',
    '',
    '| Site screen | Figure |',
    '| --- | ---: |',
    ...screenRows(screen).map(([name, value]) => `| ${name} | ${value} |`),
  ];
}

export async function scaleSection(
  sizes: readonly SizeFigures[],
  context: { before: string; after: string; staff: number },
): Promise<void> {
  const runs = sizes.map((s) => `${s.runs.length} at ${s.count.toLocaleString('en')}`).join(', ');
  const setUp = sizes
    .map(
      (s) =>
        `${s.count.toLocaleString('en')}: seeded and started in ${(s.seededMs / 1000).toFixed(0)} s, set up in ${(s.setUpMs / 1000).toFixed(0)} s`,
    )
    .join('; ');
  await recordSection(
    'Scale: a site of 1,000 controllers',
    [
      `${measuredOn('test/bench/scale.bench.ts')} Load average before: ${context.before}; after: ${context.after}.`,
      '',
      `The site plans benchmark ("Site plans") at 50, 200 and 1,000 controllers. The simulated fleet runs in processes of 250 controllers each (test/bench/scale-fleet-parts.ts; one Node thread cannot serve 1,000, and real controllers each have their own CPU) at 127.1.0.1 onwards, port 8443, ${context.staff} staff each, in the benchmark's private network namespace. Each controller is trusted (its certificate read and compared with its simulator's fingerprint) and put on a new site through the core functions the command uses (test/bench/scale-site.ts), not timed (${setUp}); the command logs in as admin with TURNKEY_PASSWORD, as in "Site plans". The plan (\`scalePlan\`, the same sections as "Site plans", one line per controller and the moves in its \`addresses:\` table, 489 KB at 1,000 where a block per controller takes 679 KB) moves every controller of firmware 1.6 and later to 127.2.0.1 onwards, sets every zone and NTP server, makes two access points on each and a schedule, a profile and a user on those of 1.6 and later, then a cluster of five. \`turnkey apply --yes --json\` runs in a process of its own with the default of 8 controllers at once; the second apply must send nothing (checked: no journal line added). Runs: ${runs}, each on a fresh copy of the set-up site (median, the runs in brackets).`,
      '',
      `Where the time goes comes from the jobs' own start and end in the command's answer. The command's CPU time is its process's user and system time; its peak memory is VmHWM of /proc/<pid>/status read every 50 ms; the fleet's CPU time is its processes' over the same apply: the tool and the simulators share the machine's cores, so a long apply with the fleet's CPU time near the cores' wall-clock capacity is the simulators' limit, not the tool's. Growth is from 50: 20x the controllers at 1,000, so linear is 20x (4x at 200).`,
      '',
      ...table(sizes),
      '',
      FINDINGS,
      '',
      ...screenTable(sizes.find((s) => s.screen)?.screen),
    ].join('\n'),
  );
}
