/**
 * `turnkey network set --table FILE`: the table of addresses by serial (docs/decisions.md,
 * "Network wizard: addresses by serial") read from a file or standard input (`-`), checked
 * whole before any controller is reached: its rows (address-table.ts), then its serials and
 * addresses against the site. A problem is said at its line and column, exit code 2, nothing
 * reached; the wizard checks the rows again with the probe before anything is sent.
 */
import { readFile } from 'node:fs/promises';
import type { ControllerAddress } from '../../core/client/controller-address';
import { settingsFromTable, tableSerials } from '../../core/network/table-settings';
import type { Site } from '../../core/site/site';
import { NetworkUsageError } from './network-options';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The table's text from FILE, or standard input for `-`. */
export async function readTable(file: string): Promise<string> {
  try {
    return file === '-' ? await readStdin() : await readFile(file, 'utf8');
  } catch (error) {
    const why = (error as Error).message;
    throw new NetworkUsageError('table_unreadable', {
      en: `Cannot read the table ${file}: ${why}`,
      ru: `Не удаётся прочитать таблицу ${file}: ${why}`,
    });
  }
}

/**
 * The addresses the site knows the table's controllers at, in the table's order, or a
 * NetworkUsageError naming every problem at its line.
 */
export async function tableControllers(text: string, site: Site): Promise<ControllerAddress[]> {
  const stored = await site.controllers();
  const targets = stored.map((c) => ({
    controllerId: c.id,
    serial: c.serial,
    currentHost: c.address.host,
  }));
  const checked = settingsFromTable(text, targets, []);
  if (!checked.ok) {
    const table = Object.values(checked.errors)[0]!;
    throw new NetworkUsageError('table_refused', {
      en: `${table.en}\nThe table was refused; nothing was sent.`,
      ru: `${table.ru}\nТаблица отклонена; ничего не отправлено.`,
    });
  }
  return [...new Set(tableSerials(text))].map(
    (serial) => stored.find((c) => c.serial === serial)!.address,
  );
}
