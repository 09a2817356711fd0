/**
 * `turnkey access-points list`: each controller's access points (kind, name, type, state D8,
 * uuid) and automations (spec 4.2), read as the access point screen reads them
 * (core/access-points/access-point-reading.ts), a table of each per controller or JSON with their
 * extra parameters. A controller that cannot be reached or read keeps its place, with why, and
 * the others are still read; the command then ends with that controller's exit code, or with 1
 * when several failed. Nothing is changed, and the site is not touched.
 */
import {
  readAccessPoints,
  readAutomations,
  type AccessPointView,
} from '../../core/access-points/access-point-reading';
import { formatAddress, type ControllerAddress } from '../../core/client/controller-address';
import type { CliEngine } from '../controller/cli-engine';
import { printJson } from '../output/json-output';
import { reachController } from '../controller/controller-access';
import { rowError, rowExitCode, type RowError } from '../controller/row-error';
import { InterruptedError } from '../output/report-error';
import { renderTable } from '../output/table';
import { notAllRead, type AccessPointsEnding } from './access-points-outcome';

/** One controller's part of the list: what it holds, or why it could not be read. */
export interface AccessPointsListEntry {
  address: string;
  fingerprint256?: string;
  serial?: string;
  accessPoints?: AccessPointView[];
  automations?: AccessPointView[];
  error?: RowError;
}

interface ReadEntry {
  entry: AccessPointsListEntry;
  exitCode?: number;
}

async function readOne(
  cli: CliEngine,
  address: ControllerAddress,
  user: string | undefined,
): Promise<ReadEntry> {
  const entry: AccessPointsListEntry = { address: formatAddress(address) };
  try {
    const { sighting, connection } = await reachController(cli, address, user);
    entry.fingerprint256 = sighting.fingerprint256;
    if (sighting.serial) entry.serial = sighting.serial;
    const client = await connection.ready();
    const [accessPoints, automations] = await Promise.all([
      readAccessPoints(client),
      readAutomations(client),
    ]);
    return { entry: { ...entry, accessPoints, automations } };
  } catch (thrown) {
    // Ctrl+C at a password prompt stops the whole command, not one controller.
    if (thrown instanceof InterruptedError) throw thrown;
    return { entry: { ...entry, error: rowError(thrown) }, exitCode: rowExitCode(thrown) };
  }
}

function pointsTable(points: readonly AccessPointView[]): string {
  if (points.length === 0) return 'No access points.\n';
  return renderTable(
    ['Kind', 'Name', 'Type', 'State', 'UUID'],
    points.map((p) => [p.kind ?? '-', p.name, p.type || '-', p.state ?? '-', p.uuid]),
  );
}

function automationsTable(automations: readonly AccessPointView[]): string {
  if (automations.length === 0) return 'No automations.\n';
  return renderTable(
    ['Automation', 'Type', 'UUID'],
    automations.map((a) => [a.name, a.type || '-', a.uuid]),
  );
}

function printEntry(entry: AccessPointsListEntry): string {
  const heading = entry.serial ? `${entry.serial} (${entry.address})` : entry.address;
  if (entry.error) return `${heading}\n${entry.error.message.en}\n`;
  return (
    `${heading}\n\n${pointsTable(entry.accessPoints ?? [])}\n` +
    automationsTable(entry.automations ?? [])
  );
}

/**
 * Reads every controller, one after the other (a password may be asked for each), prints them;
 * answers how the command ends when any could not be read (undefined when all were).
 */
export async function listAccessPoints(
  cli: CliEngine,
  addresses: readonly ControllerAddress[],
  options: { user?: string; json?: boolean },
): Promise<AccessPointsEnding | undefined> {
  const read: ReadEntry[] = [];
  for (const address of addresses) read.push(await readOne(cli, address, options.user));
  const entries = read.map((r) => r.entry);
  if (options.json) printJson({ controllers: entries });
  else process.stdout.write(entries.map(printEntry).join('\n'));
  const failed = read.filter((r) => r.entry.error);
  if (failed.length === 0) return undefined;
  if (failed.length > 1) return notAllRead(failed.length, read.length);
  const [{ entry, exitCode }] = failed as [ReadEntry];
  return { code: entry.error!.code, text: entry.error!.message, exitCode: exitCode! };
}
