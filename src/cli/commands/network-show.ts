/**
 * `turnkey network show`: the network settings each controller reports (`GET /network`, spec
 * 4.12) in one table, a row per controller: how it is addressed (DHCP or static), its address,
 * mask and gateway. A controller that cannot be read keeps its row, with why, and the others are
 * still read; the command then ends with that controller's error (its exit code), or with 1 when
 * several failed. Nothing is changed on the controllers, and the site is not touched: the trust
 * store alone learns where a known controller answers now.
 */
import { formatAddress, type ControllerAddress } from '../../core/client/controller-address';
import type { NetworkSettingsRead } from '../../core/network/move-controller';
import type { CliEngine } from '../controller/cli-engine';
import { printJson } from '../output/json-output';
import { reachController } from '../controller/controller-access';
import { rowError, type RowError } from '../controller/row-error';
import { InterruptedError } from '../output/report-error';
import { renderTable } from '../output/table';
import { notAllRead } from './network-outcome';

/** One controller's row: what it read, or why it could not be read. */
export interface NetworkShowRow {
  address: string;
  fingerprint256?: string;
  serial?: string;
  network?: NetworkSettingsRead;
  error?: RowError;
}

/** One controller read, or the error it failed with. */
async function readOne(
  cli: CliEngine,
  address: ControllerAddress,
  user: string | undefined,
): Promise<{ row: NetworkShowRow; thrown?: unknown }> {
  const row: NetworkShowRow = { address: formatAddress(address) };
  try {
    const { sighting, connection } = await reachController(cli, address, user);
    row.fingerprint256 = sighting.fingerprint256;
    if (sighting.serial) row.serial = sighting.serial;
    const client = await connection.ready();
    const read = (await client.api.network.get()).data[0] ?? {};
    row.network = {
      ...(read.dhcp !== undefined ? { dhcp: read.dhcp } : {}),
      ...(read.ip !== undefined ? { ip: read.ip } : {}),
      ...(read.mask !== undefined ? { mask: read.mask } : {}),
      ...(read.gateway !== undefined ? { gateway: read.gateway } : {}),
    };
    return { row };
  } catch (thrown) {
    // Ctrl+C at a password prompt stops the whole command, not one row.
    if (thrown instanceof InterruptedError) throw thrown;
    return { row: { ...row, error: rowError(thrown) }, thrown };
  }
}

function addressing(network: NetworkSettingsRead): string {
  if (network.dhcp === true) return 'DHCP';
  return network.dhcp === false ? 'static' : '-';
}

function tableOf(rows: readonly NetworkShowRow[]): string {
  // The column of problems only when there is one to show.
  const problems = rows.some((row) => row.error);
  return renderTable(
    [
      'Controller',
      'Address',
      'Addressing',
      'IP',
      'Mask',
      'Gateway',
      ...(problems ? ['Problem'] : []),
    ],
    rows.map((row) => [
      row.serial ?? '-',
      row.address,
      row.network ? addressing(row.network) : '-',
      row.network?.ip ?? '-',
      row.network?.mask ?? '-',
      row.network?.gateway ?? '-',
      ...(problems ? [row.error?.message.en ?? ''] : []),
    ]),
  );
}

/**
 * Reads every controller, one after the other (a password may be asked for each), prints them,
 * then throws when any could not be read.
 */
export async function showNetwork(
  cli: CliEngine,
  addresses: readonly ControllerAddress[],
  options: { user?: string; json?: boolean },
): Promise<void> {
  const read: { row: NetworkShowRow; thrown?: unknown }[] = [];
  for (const address of addresses) read.push(await readOne(cli, address, options.user));
  const rows = read.map((r) => r.row);
  if (options.json) printJson({ controllers: rows });
  else process.stdout.write(tableOf(rows));
  const failed = read.filter((r) => r.row.error);
  if (failed.length === 1) throw failed[0]!.thrown;
  if (failed.length > 1) throw notAllRead(failed.length, rows.length);
}
