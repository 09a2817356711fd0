/**
 * `turnkey report --site NAME --out FILE.pdf|.json [--lang en|ru] [--time-zone ZONE] [--json]`:
 * the handover report of a site (docs/decisions.md, "Handover report"), made offline from its
 * folder and journal, as a PDF in one language or as JSON (docs/handover-report.schema.json).
 * No controller needs to answer.
 */
import { extname } from 'node:path';
import type { Command } from 'commander';
import type { ReportLanguage } from '../../shared/report/handover-report.schema';
import { isTimeZone } from '../../shared/report/report-format';
import { ControllerUsageError } from '../controller/controller-usage';
import { exitCodeHelp } from '../exit-codes';

/**
 * The report's languages, checked here without loading its schema (handover-report.schema.ts):
 * a record of every one, so the type check says when a language is added there and not here.
 */
const LANGUAGES: Record<ReportLanguage, true> = { en: true, ru: true };
const isLanguage = (text: string): text is ReportLanguage => Object.hasOwn(LANGUAGES, text);

interface ReportOptions {
  out: string;
  lang: string;
  timeZone?: string;
  json?: boolean;
}

function formatOf(out: string): 'pdf' | 'json' {
  const ext = extname(out).toLowerCase();
  if (ext === '.pdf') return 'pdf';
  if (ext === '.json') return 'json';
  throw new ControllerUsageError('report_out_extension', {
    en: `--out must end in .pdf or .json (got "${out}").`,
    ru: `--out должен оканчиваться на .pdf или .json (указано «${out}»).`,
  });
}

export function registerReportCommand(program: Command): void {
  program
    .command('report')
    .description("write a site's handover report as a PDF or as JSON, offline")
    .requiredOption('--out <file>', 'where to write it: FILE.pdf or FILE.json')
    .option('--lang <language>', "the PDF's language: en or ru", 'en')
    .option(
      '--time-zone <zone>',
      "the IANA zone to say times in (default: the zone of the site's controllers)",
    )
    .option('--json', 'print what was written as JSON')
    .action(async (options: ReportOptions, command: Command) => {
      const format = formatOf(options.out);
      const language = options.lang;
      if (!isLanguage(language))
        throw new ControllerUsageError('report_language', {
          en: `--lang must be en or ru (got "${options.lang}").`,
          ru: `--lang должен быть en или ru (указано «${options.lang}»).`,
        });
      if (options.timeZone !== undefined && !isTimeZone(options.timeZone))
        throw new ControllerUsageError('report_time_zone', {
          en: `--time-zone must be an IANA zone such as Europe/Moscow (got "${options.timeZone}").`,
          ru: `--time-zone должен быть зоной IANA, например Europe/Moscow (указано «${options.timeZone}»).`,
        });
      const site = command.optsWithGlobals<{ site?: string }>().site;
      await (
        await import('./report-run')
      ).runReport({
        out: options.out,
        format,
        language,
        ...(options.timeZone !== undefined ? { timeZone: options.timeZone } : {}),
        ...(options.json ? { json: true } : {}),
        ...(site !== undefined ? { site } : {}),
      });
    })
    .addHelpText(
      'after',
      `\nExamples:\n` +
        `  turnkey report --site "Plant 4, building B" --out plant4.pdf --lang ru\n` +
        `  turnkey report --out plant4.json\n` +
        `  turnkey report --out plant4.pdf --time-zone Asia/Omsk\n\n` +
        `The site is the one --site names (its name or id; it becomes the open site, as with\n` +
        `every command), else the one opened last. The report is made from the site's folder on\n` +
        `this computer: its controllers, journal and jobs; no controller is asked anything.\n` +
        `Times are said in the zone most of the site's controllers were set to, else this\n` +
        `computer's. The JSON follows docs/handover-report.schema.json. Neither file holds a\n` +
        `password or token.\n` +
        exitCodeHelp(),
    );
}
