/**
 * The handover report of a site with a long journal (docs/decisions.md, "Handover report"):
 * 50 controllers and 5,000 journal entries (report-journal.ts). Measured, three runs each, the
 * median: the model made from the site folder, the PDF drawn in English and in Russian (pages
 * and size), the JSON written (size). Prints the figures and rewrites the "Handover report"
 * section of docs/benchmarks.md.
 */
import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { buildHandoverReport } from '../../src/core/report/build-report';
import { PDF_CHANGE_ROWS } from '../../src/core/report/pdf-changes';
import { reportFile } from '../../src/core/report/report-file';
import type { HandoverReport } from '../../src/shared/report/handover-report.schema';
import { measuredOn, recordSection } from './bench-doc';
import { siteWithJournal } from './report-journal';

const CONTROLLERS = 50;
const ENTRIES = 5_000;
const RUNS = 3;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kib = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KiB`;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number[] }> {
  const ms: number[] = [];
  let value: T | undefined;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    value = await work();
    ms.push(Math.round(performance.now() - started));
  }
  return { value: value as T, ms };
}

/** Pages of a PDF pdfkit wrote: its page objects. */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

async function main(): Promise<void> {
  const { dataDir, site } = await siteWithJournal(CONTROLLERS, ENTRIES);
  try {
    const build = await timed(() =>
      buildHandoverReport({ site, pinned: () => Promise.resolve(true), version: 'bench' }),
    );
    const report: HandoverReport = build.value;
    const en = await timed(() => reportFile(report, 'pdf', 'en'));
    const ru = await timed(() => reportFile(report, 'pdf', 'ru'));
    const json = await timed(() => reportFile(report, 'json', 'en'));
    const rows = [
      [
        'Model made from the site folder',
        build.ms,
        `${report.counts.changes.toLocaleString('en')} changes`,
      ],
      [
        'PDF drawn, English',
        en.ms,
        `${pageCount(en.value.bytes)} pages, ${kib(en.value.bytes.length)}`,
      ],
      [
        'PDF drawn, Russian',
        ru.ms,
        `${pageCount(ru.value.bytes)} pages, ${kib(ru.value.bytes.length)}`,
      ],
      ['JSON written', json.ms, kib(json.value.bytes.length)],
    ] as const;
    for (const [what, ms, size] of rows)
      console.log(`${what}: median ${median(ms)} ms (${ms.join(', ')}), ${size}`);
    await recordSection(
      'Handover report',
      `${measuredOn('test/bench/report.bench.ts')} Load average before: ${loadavg()[0]?.toFixed(1)}.

A site folder of ${CONTROLLERS} controllers and ${ENTRIES.toLocaleString('en')} journal entries in a commissioning's mix
(logins and job bookkeeping, time, network, access points, passwords, VPN, migrations,
transfers, some failures), made by \`test/bench/report-journal.ts\`. Median of ${RUNS} runs in one
process. The PDF counts the changes by kind and lists the latest ${PDF_CHANGE_ROWS} (docs/decisions.md,
"Handover report"); the JSON holds every one. Most of the PDF's pages are the controllers, about
one page for each.

| What | Time | Size |
|---|---|---|
${rows.map(([what, ms, size]) => `| ${what} | ${median(ms)} ms | ${size} |`).join('\n')}`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
