/**
 * `turnkey network set`'s options: the network form's fields (core/network/network-form.ts) as
 * cli/flow/form-options.ts derives them, under the names users have typed since before the
 * options were derived: one way of addressing (`--dhcp`; `--ip` for one controller;
 * `--range-start` for several; `--table` for an address per serial), with `--mask` and
 * `--gateway` for a static address (spec 2.2 network settings), and `--parallel`. The checks
 * are the form's: from its `showWhen`, before anything is reached (two ways of addressing, a
 * mask with DHCP, `--parallel` with one address); the values, a static address for several
 * controllers and a missing mask or gateway by the wizard's own checks at their fields
 * (docs/decisions.md, "Network wizard: the checks before anything is sent"). What the form
 * does not hold is the command's: the controllers, given or named by the table.
 */
import { MAX_PARALLEL_MOVES } from '../../core/network/network-form';
import { ControllerUsageError } from '../controller/controller-usage';
import type { FieldSpellings, FormOptionsSpec } from '../flow/form-options';

/** Why a command line of `network set` is refused, beyond its form's options. */
export type NetworkUsageCode =
  | 'addressing_missing'
  /** `--table` with a controller of its own: the table names them. */
  | 'table_with_settings'
  | 'table_unreadable'
  /** A row of the table was refused (at its line and column). */
  | 'table_refused'
  /** The wizard's own checks refused a value (printed at its field by the flow). */
  | 'settings_refused';

/** A wrong `network` command line, as data: a code and one sentence in English and Russian. */
export class NetworkUsageError extends ControllerUsageError<NetworkUsageCode> {}

/** The names users type for the network form's fields, where they are not the derived ones. */
export const NETWORK_SPELLINGS: FieldSpellings = {
  mode: [
    {
      flags: '--dhcp',
      description: 'the site network gives the addresses (DHCP)',
      gives: () => ({ mode: 'dhcp' }),
    },
  ],
  ip: [
    {
      flags: '--ip <address>',
      description: 'one static address, for one controller',
      gives: (ip) => ({ mode: 'static', ip: String(ip) }),
    },
  ],
  range_start: [
    {
      flags: '--range-start <address>',
      description: 'the first of consecutive addresses, for several',
      gives: (start) => ({ mode: 'range', range_start: String(start) }),
    },
  ],
  mask: [{ flags: '--mask <mask>', description: 'the network mask, e.g. 255.255.255.0' }],
  gateway: [{ flags: '--gateway <address>', description: 'the gateway, inside the network' }],
  // The file's text is the form's table: the command reads it (network-table.ts).
  table: [
    {
      flags: '--table <file>',
      description:
        "a table of the site's controllers by serial: serial, address, mask, gateway per line (CSV or TSV; - reads standard input)",
      gives: () => ({ mode: 'table' }),
    },
  ],
  parallel: [
    {
      flags: '--parallel <n>',
      description: `controllers moved at once, 1 to ${MAX_PARALLEL_MOVES} (one by one by default: a controller that does not come back is found before the next one moves)`,
    },
  ],
};

export const NETWORK_OPTIONS: FormOptionsSpec = { spellings: NETWORK_SPELLINGS };

/** `--table` names the controllers by serial, so it takes no `--controller`. */
export function refuseTableWithControllers(table: string | undefined, controllers: number): void {
  if (table === undefined || controllers === 0) return;
  throw new NetworkUsageError('table_with_settings', {
    en: '--table takes no --controller: each row names its controller by serial and gives its address, mask and gateway.',
    ru: 'С --table не указывают --controller: каждая строка называет контроллер по серийному номеру и задаёт его адрес, маску и шлюз.',
  });
}

/** `--controller` is required unless a table names the controllers. */
export function missingController(): NetworkUsageError {
  return new NetworkUsageError('addressing_missing', {
    en: 'Name the controllers with --controller HOST:PORT, or give --table FILE naming them by serial.',
    ru: 'Укажите контроллеры через --controller АДРЕС:ПОРТ или дайте --table ФАЙЛ, где они названы по серийным номерам.',
  });
}
