/**
 * The work of `turnkey report` once its options are checked (report.command.ts): the site's
 * handover report built from its folder, written as PDF or JSON, and said in one line or as JSON.
 * A module of its own so `turnkey report --help` loads none of it (docs/decisions/cli.md, "The
 * CLI is bundled").
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ReportLanguage } from '../../shared/report/handover-report.schema';
import { buildHandoverReport } from '../../core/report/build-report';
import { reportFile } from '../../core/report/report-file';
import { cliEngine } from '../controller/cli-engine';
import { printJson } from '../output/json-output';
import { packageVersion } from '../package-info';

export interface ReportRun {
  out: string;
  format: 'pdf' | 'json';
  language: ReportLanguage;
  timeZone?: string;
  json?: boolean;
  /** The site named by --site, else the one opened last. */
  site?: string;
}

export async function runReport(run: ReportRun): Promise<void> {
  const cli = await cliEngine();
  try {
    const site = await cli.site(run.site);
    const started = performance.now();
    const report = await buildHandoverReport({
      site,
      pinned: async (fingerprint) => (await cli.services.store.get(fingerprint)) !== undefined,
      pin: (fingerprint) => cli.services.store.get(fingerprint),
      version: packageVersion(),
      ...(run.timeZone ? { timeZone: run.timeZone } : {}),
    });
    const file = await reportFile(report, run.format, run.language);
    const path = resolve(run.out);
    await writeFile(path, file.bytes);
    const made = {
      file: path,
      format: run.format,
      language: run.language,
      bytes: file.bytes.length,
      milliseconds: Math.round(performance.now() - started),
      site: report.site.name,
      controllers: report.counts.controllers,
      verified: report.counts.verified,
      changes: report.counts.changes,
      openItems: report.counts.openItems,
    };
    if (run.json) return printJson(made);
    process.stdout.write(
      `Handover report of “${made.site}” written to ${path} (${run.format.toUpperCase()}, ${Math.ceil(made.bytes / 1024)} KB): ${made.controllers} controller(s), ${made.verified} verified, ${made.changes} change(s), ${made.openItems} left open.\n`,
    );
  } finally {
    await cli.close();
  }
}
