/**
 * `turnkey time show`: each controller's clock as the time wizard's table reads it (siteTime,
 * spec 4.12 `GET /date_time`): its time and this computer's at the same moment, the drift, its
 * zone with the offset in force, NTP and its server; this computer's time and zone above. Every
 * controller is logged in first (a password may be asked for each), then all are read at once so
 * the drifts are measured together. A controller that cannot be reached or read keeps its row,
 * with why, and the others are still read; the command then ends with that controller's exit
 * code, or with 1 when several failed. Nothing is changed on the controllers; the reached ones
 * are recorded on the site, whose table the app's time wizard shows.
 */
import type { ControllerClock } from '../../shared/ipc/time.schema';
import type { ErrorData } from '../../shared/errors/error-data';
import { isErrorCode } from '../../shared/errors';
import { formatAddress, type ControllerAddress } from '../../core/client/controller-address';
import type { Site } from '../../core/site/site';
import { siteTime, type SiteTime } from '../../core/time/site-time';
import { laptopClockText } from '../../core/time/time-form';
import type { CliEngine } from '../controller/cli-engine';
import { printJson } from '../output/json-output';
import {
  putOnSite,
  reachController,
  type ReachedController,
} from '../controller/controller-access';
import { rowError, rowExitCode } from '../controller/row-error';
import { EXIT_CODES, exitCodeForError } from '../exit-codes';
import { InterruptedError } from '../output/report-error';
import { renderTable } from '../output/table';
import { notAllRead, type TimeEnding } from './time-outcome';

/** One controller's row: siteTime's, with the address it was asked at. */
export interface TimeShowRow {
  /** Its certificate's fingerprint, once it was reached. */
  controllerId?: string;
  label: string;
  address: string;
  clock?: ControllerClock;
  error?: ErrorData;
}

/** What `--json` prints: siteTime's shape. */
export interface TimeShow {
  laptop: SiteTime['laptop'];
  controllers: TimeShowRow[];
}

interface ReadRow {
  row: TimeShowRow;
  exitCode?: number;
}

/** Each controller logged in, or the row of why it could not be. */
async function reachAll(
  cli: CliEngine,
  addresses: readonly ControllerAddress[],
  user: string | undefined,
): Promise<Array<ReachedController | ReadRow>> {
  const reached: Array<ReachedController | ReadRow> = [];
  for (const address of addresses) {
    try {
      reached.push(await reachController(cli, address, user));
    } catch (thrown) {
      // Ctrl+C at a password prompt stops the whole command, not one row.
      if (thrown instanceof InterruptedError) throw thrown;
      const label = formatAddress(address);
      const row = { label, address: label, error: rowError(thrown) };
      reached.push({ row, exitCode: rowExitCode(thrown) });
    }
  }
  return reached;
}

function isRow(entry: ReachedController | ReadRow): entry is ReadRow {
  return 'row' in entry;
}

/** Reads every controller and answers the rows in the order given, with the exit codes. */
async function readAll(
  cli: CliEngine,
  site: Site,
  addresses: readonly ControllerAddress[],
  user: string | undefined,
): Promise<{ laptop: SiteTime['laptop']; read: ReadRow[] }> {
  const entries = await reachAll(cli, addresses, user);
  const reached = entries.filter((entry): entry is ReachedController => !isRow(entry));
  await putOnSite(cli, site, reached);
  const time = await siteTime(
    cli.engine,
    reached.map((r) => r.sighting.id),
  );
  // siteTime answers in the order it was asked.
  const clocks = time.controllers;
  let next = 0;
  const read = entries.map((entry, index): ReadRow => {
    if (isRow(entry)) return entry;
    const { controllerId, label, clock, error } = clocks[next++]!;
    const row: TimeShowRow = {
      controllerId,
      label,
      address: formatAddress(addresses[index]!),
      ...(clock ? { clock } : {}),
      ...(error ? { error } : {}),
    };
    if (!error) return { row };
    const exitCode = isErrorCode(error.code) ? exitCodeForError(error.code) : EXIT_CODES.failure;
    return { row, exitCode };
  });
  return { laptop: time.laptop, read };
}

/** "2026-11-25 08:40:12" in `zone`; the UTC instant itself for a zone this computer lacks. */
function wallClock(iso: string, zone: string): string {
  try {
    return new Intl.DateTimeFormat('sv-SE', {
      timeZone: zone,
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(new Date(iso));
  } catch {
    return iso;
  }
}

function driftText(seconds: number): string {
  return `${seconds > 0 ? '+' : ''}${seconds.toFixed(1)}`;
}

function tableOf(rows: readonly TimeShowRow[]): string {
  // The column of problems only when there is one to show; drifts right-aligned.
  const problems = rows.some((row) => row.error);
  const drifts = rows.map((row) => (row.clock ? driftText(row.clock.driftSeconds) : '-'));
  const width = Math.max('Drift (s)'.length, ...drifts.map((d) => d.length));
  return renderTable(
    [
      'Controller',
      'Address',
      'Its time',
      'This computer',
      'Drift (s)',
      'Time zone',
      'NTP',
      'Server',
      ...(problems ? ['Problem'] : []),
    ],
    rows.map((row, index) => {
      const { clock } = row;
      return [
        row.label,
        row.address,
        clock ? wallClock(clock.controller, clock.timezone) : '-',
        clock ? wallClock(clock.laptop, clock.timezone) : '-',
        drifts[index]!.padStart(width),
        clock ? `${clock.timezone}${clock.utcOffset ? ` (${clock.utcOffset})` : ''}` : '-',
        clock ? (clock.ntp ? 'on' : 'off') : '-',
        clock?.ntpServer || '-',
        ...(problems ? [row.error?.message.en ?? ''] : []),
      ];
    }),
  );
}

/** This computer's clock, then the table, on standard output. */
function printTable(show: TimeShow): void {
  const { laptop } = show;
  process.stdout.write(
    `This computer: ${laptopClockText(Date.parse(laptop.at), laptop.timezone)}\n` +
      "Times are in each controller's own time zone; drift is its clock minus this computer's.\n\n" +
      tableOf(show.controllers),
  );
}

/**
 * Reads and prints every controller's clock; answers how the command ends when any could not be
 * read (undefined when all were).
 */
export async function showTime(
  cli: CliEngine,
  site: Site,
  addresses: readonly ControllerAddress[],
  options: { user?: string; json?: boolean },
): Promise<TimeEnding | undefined> {
  const { laptop, read } = await readAll(cli, site, addresses, options.user);
  const show: TimeShow = { laptop, controllers: read.map((r) => r.row) };
  if (options.json) printJson(show);
  else printTable(show);
  const failed = read.filter((r) => r.row.error);
  if (failed.length === 0) return undefined;
  if (failed.length > 1) return notAllRead(failed.length, read.length);
  const [{ row, exitCode }] = failed as [ReadRow];
  return { code: row.error!.code, text: row.error!.message, exitCode: exitCode! };
}
