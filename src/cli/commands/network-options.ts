/**
 * `turnkey network set`'s options as the network form's answer (core/network/network-form.ts):
 * one way of addressing (`--dhcp`; `--ip` for one controller; `--range-start` for several), with
 * `--mask` and `--gateway` for a static address (spec 2.2 network settings). Options that
 * contradict each other are refused before the command connects to anything, in words that name
 * the options typed; the values themselves are checked by the wizard's own checks, at their
 * fields (docs/decisions.md, "Network wizard: the checks before anything is sent").
 */
import { InvalidArgumentError } from 'commander';
import { MAX_PARALLEL_MOVES, type NetworkFormValues } from '../../core/network/network-form';
import { ControllerUsageError } from '../controller/controller-usage';

export interface NetworkSetOptions {
  dhcp?: boolean;
  ip?: string;
  rangeStart?: string;
  mask?: string;
  gateway?: string;
  parallel?: number;
  /** A file (or `-`) holding a table of addresses by serial. */
  table?: string;
}

/** Why a command line of `network set` is refused. */
export type NetworkUsageCode =
  | 'addressing_missing'
  | 'addressing_twice'
  | 'dhcp_with_settings'
  | 'settings_incomplete'
  | 'one_address_many_controllers'
  | 'parallel_for_one'
  /** `--table` with a controller or settings of its own: the table gives both. */
  | 'table_with_settings'
  | 'table_unreadable'
  /** A row of the table was refused (at its line and column). */
  | 'table_refused'
  /** The wizard's own checks refused a value (printed at its field by the flow). */
  | 'settings_refused';

/** A wrong `network` command line, as data: a code and one sentence in English and Russian. */
export class NetworkUsageError extends ControllerUsageError<NetworkUsageCode> {}

/** `--parallel N`: a whole number of controllers moved at once, 1..MAX_PARALLEL_MOVES. */
export function parallelArgument(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n < 1 || n > MAX_PARALLEL_MOVES) {
    throw new InvalidArgumentError(`a whole number from 1 to ${MAX_PARALLEL_MOVES}`);
  }
  return n;
}

/** The addressing options given, as they were typed. */
function addressingGiven(options: NetworkSetOptions): string[] {
  return [
    options.dhcp ? '--dhcp' : undefined,
    options.ip !== undefined ? '--ip' : undefined,
    options.rangeStart !== undefined ? '--range-start' : undefined,
    options.table !== undefined ? '--table' : undefined,
  ].filter((name): name is string => name !== undefined);
}

function staticSettings(options: NetworkSetOptions, by: '--ip' | '--range-start') {
  const { mask, gateway } = options;
  if (mask === undefined || gateway === undefined) {
    const missing = [mask === undefined ? '--mask' : '', gateway === undefined ? '--gateway' : '']
      .filter(Boolean)
      .join(' and ');
    const missingRu = missing.replace(' and ', ' и ');
    throw new NetworkUsageError('settings_incomplete', {
      en: `${by} needs ${missing} too: a static address comes with its mask and gateway.`,
      ru: `Для ${by} нужно указать также ${missingRu}: статический адрес задаётся вместе с маской и шлюзом.`,
    });
  }
  return { mask, gateway };
}

/**
 * The form's answer for these options and this many controllers, or a NetworkUsageError that
 * says which options contradict each other.
 */
export function networkFormAnswer(
  options: NetworkSetOptions,
  controllerCount: number,
): NetworkFormValues {
  const given = addressingGiven(options);
  if (given.length === 0) {
    throw new NetworkUsageError('addressing_missing', {
      en: 'Say how the controllers get their address: --dhcp, --ip ADDRESS for one controller, --table FILE for an address per serial, or --range-start ADDRESS for several.',
      ru: 'Укажите, как контроллеры получат адрес: --dhcp, --ip АДРЕС для одного контроллера, --table ФАЙЛ для адреса по серийному номеру или --range-start АДРЕС для нескольких.',
    });
  }
  if (given.length > 1) {
    const both = given.join(' and ');
    throw new NetworkUsageError('addressing_twice', {
      en: `${both} contradict each other: give one of --dhcp, --ip (one controller), --range-start (several) or --table (an address per serial).`,
      ru: `${given.join(' и ')} противоречат друг другу: укажите что-то одно — --dhcp, --ip (один контроллер), --range-start (несколько) или --table (адрес по серийному номеру).`,
    });
  }
  const parallel = options.parallel ?? 1;
  if (options.table !== undefined) return tableAnswer(options, controllerCount, parallel);
  if (options.dhcp) {
    const extra = [
      options.mask !== undefined ? '--mask' : '',
      options.gateway !== undefined ? '--gateway' : '',
    ]
      .filter(Boolean)
      .join(' and ');
    if (extra) {
      throw new NetworkUsageError('dhcp_with_settings', {
        en: `--dhcp takes no ${extra}: the DHCP server gives the address, mask and gateway.`,
        ru: `С --dhcp не указывают ${extra.replace(' and ', ' и ')}: адрес, маску и шлюз выдаёт DHCP-сервер.`,
      });
    }
    return { mode: 'dhcp', parallel };
  }
  if (options.ip !== undefined) {
    if (controllerCount > 1) {
      throw new NetworkUsageError('one_address_many_controllers', {
        en: `--ip gives one controller one address, and ${controllerCount} controllers are given: use --range-start to give them consecutive addresses from a first one.`,
        ru: `--ip задаёт один адрес одному контроллеру, а контроллеров указано ${controllerCount}: чтобы дать им адреса подряд начиная с первого, используйте --range-start.`,
      });
    }
    if (options.parallel !== undefined) {
      throw new NetworkUsageError('parallel_for_one', {
        en: '--parallel is for several controllers (--range-start or --dhcp); --ip moves one.',
        ru: '--parallel — для нескольких контроллеров (--range-start или --dhcp); --ip переносит один.',
      });
    }
    return { mode: 'static', ip: options.ip, ...staticSettings(options, '--ip'), parallel };
  }
  return {
    mode: 'range',
    range_start: options.rangeStart!,
    ...staticSettings(options, '--range-start'),
    parallel,
  };
}

/** `--table FILE`: the table names the controllers and gives their settings, so nothing else. */
function tableAnswer(
  options: NetworkSetOptions,
  controllerCount: number,
  parallel: number,
): NetworkFormValues {
  const extra = [
    controllerCount > 0 ? '--controller' : '',
    options.mask !== undefined ? '--mask' : '',
    options.gateway !== undefined ? '--gateway' : '',
  ].filter(Boolean);
  if (extra.length > 0) {
    throw new NetworkUsageError('table_with_settings', {
      en: `--table takes no ${extra.join(' or ')}: each row names its controller by serial and gives its address, mask and gateway.`,
      ru: `С --table не указывают ${extra.join(' или ')}: каждая строка называет контроллер по серийному номеру и задаёт его адрес, маску и шлюз.`,
    });
  }
  return { mode: 'table', parallel };
}
