/**
 * `turnkey access-points`' options, checked before anything is reached: one controller for a
 * change (a layout is copied to others with `copy --to`), which access point or automation a
 * change is about (`--uuid`, or `--name` unique on the controller), a kind for a new access point
 * and none for an automation, and `--param KEY=VALUE` as typed. Whether a KEY is one of the
 * controller's parameters is known only from its reference (access-points-params.ts); the values
 * are checked by the wizard's own form, at their fields (docs/decisions.md, "Access point
 * wizards").
 */
import { InvalidArgumentError } from 'commander';
import type { ControllerAddress } from '../../core/client/controller-address';
import { addressArgument } from '../controller/cli-context';
import { ControllerUsageError } from '../controller/controller-usage';

/** Options every sub-command takes. */
export interface AccessPointsCommonOptions {
  controller: string[];
  user?: string;
  json?: boolean;
  site?: string;
}

/** Options of a sub-command that changes something (create, update, delete, state, copy). */
export interface AccessPointsChangeOptions extends AccessPointsCommonOptions {
  kind?: string;
  name?: string;
  uuid?: string;
  type?: string;
  /** The controller's uuid, for a first access point where none is held to take it from. */
  controllerUuid?: string;
  /** `--param KEY=VALUE`, repeated, as typed. */
  param?: ParamGiven[];
  state?: string;
  automation?: boolean;
  yes?: boolean;
}

/** One `--param KEY=VALUE`, the value still text. */
export interface ParamGiven {
  key: string;
  value: string;
}

/** Which access point or automation a change is about. */
export type Selector = { by: 'uuid'; uuid: string } | { by: 'name'; name: string };

/** Why a command line of `access-points` is refused. */
export type AccessPointsUsageCode =
  | 'one_controller'
  | 'kind_missing'
  | 'kind_for_automation'
  | 'name_missing'
  | 'which_missing'
  | 'which_twice'
  | 'nothing_to_change'
  | 'param_twice'
  | 'param_unknown'
  | 'not_found'
  | 'ambiguous'
  | 'nothing_to_copy'
  /** The wizard's own form refused a value (printed at its field by the flow). */
  | 'values_refused';

/** A wrong `access-points` command line, as data: a code and one sentence in English and Russian. */
export class AccessPointsUsageError extends ControllerUsageError<AccessPointsUsageCode> {}

/** Commander's collector of `--param KEY=VALUE`: refuses a value without its key. */
export function collectParam(text: string, all: ParamGiven[] = []): ParamGiven[] {
  const at = text.indexOf('=');
  const key = at < 0 ? '' : text.slice(0, at).trim();
  if (!key) throw new InvalidArgumentError('KEY=VALUE, e.g. pass_time=9');
  return [...all, { key, value: text.slice(at + 1).trim() }];
}

/** The one controller a change is made on. */
export function oneController(options: AccessPointsCommonOptions): ControllerAddress {
  const [first, ...more] = options.controller;
  if (!first || more.length > 0) {
    throw new AccessPointsUsageError('one_controller', {
      en: 'Give one --controller: a change is made on one controller (copy access points to others with `turnkey access-points copy --to`).',
      ru: 'Укажите один --controller: изменение делается на одном контроллере (на другие точки доступа копируются через `turnkey access-points copy --to`).',
    });
  }
  return addressArgument(first);
}

/** What the change is called in sentences: an access point, or an automation. */
export function thing(options: Pick<AccessPointsChangeOptions, 'automation'>) {
  return options.automation
    ? { en: 'automation', ru: 'автоматизация', ruWhich: 'какую автоматизацию' }
    : { en: 'access point', ru: 'точка доступа', ruWhich: 'какую точку доступа' };
}

/** `--uuid` or `--name` (not both) for delete and state. */
export function selectorOf(options: AccessPointsChangeOptions): Selector {
  const what = thing(options);
  if (options.uuid !== undefined && options.name !== undefined) {
    throw new AccessPointsUsageError('which_twice', {
      en: `--uuid and --name both name the ${what.en}: give one of them.`,
      ru: `--uuid и --name оба указывают, ${what.ruWhich} выбрать: укажите что-то одно.`,
    });
  }
  return requiredSelector(options);
}

function requiredSelector(options: AccessPointsChangeOptions): Selector {
  if (options.uuid !== undefined) return { by: 'uuid', uuid: options.uuid.trim() };
  if (options.name !== undefined) return { by: 'name', name: options.name };
  const what = thing(options);
  throw new AccessPointsUsageError('which_missing', {
    en: `Say which ${what.en}: --uuid UUID, or --name NAME when the name is unique on the controller.`,
    ru: `Укажите, ${what.ruWhich} выбрать: --uuid UUID или --name НАЗВАНИЕ, если название на контроллере одно такое.`,
  });
}

/**
 * Which one `update` changes and its new name: with `--uuid`, `--name` is the new name; without,
 * `--name` chooses it (and it keeps its name).
 */
export function updateTarget(options: AccessPointsChangeOptions): {
  selector: Selector;
  newName?: string;
} {
  const selector = requiredSelector(options);
  const newName = selector.by === 'uuid' ? options.name : undefined;
  if (newName === undefined && options.type === undefined && !options.param?.length) {
    throw new AccessPointsUsageError('nothing_to_change', {
      en: 'Nothing to change: give --type, --param KEY=VALUE, or a new --name with --uuid.',
      ru: 'Нечего менять: укажите --type, --param КЛЮЧ=ЗНАЧЕНИЕ или новое --name вместе с --uuid.',
    });
  }
  return { selector, ...(newName !== undefined ? { newName } : {}) };
}

/** `create` needs a name, and a kind unless it makes an automation (which has none). */
export function checkCreate(options: AccessPointsChangeOptions): void {
  if (options.automation && options.kind !== undefined) {
    throw new AccessPointsUsageError('kind_for_automation', {
      en: '--kind is for access points: an automation has no kind.',
      ru: '--kind — для точек доступа: у автоматизации нет вида.',
    });
  }
  if (!options.automation && options.kind === undefined) {
    throw new AccessPointsUsageError('kind_missing', {
      en: 'Say what kind of access point to create: --kind turnstile, for one.',
      ru: 'Укажите вид новой точки доступа: например, --kind turnstile.',
    });
  }
  if (options.name === undefined) {
    const what = thing(options);
    throw new AccessPointsUsageError('name_missing', {
      en: `Give the new ${what.en} a --name.`,
      ru: `Укажите название (--name): ${what.ru}.`,
    });
  }
}

/** Refuses a `--param` KEY given twice: which value was meant cannot be told. */
export function refuseRepeatedParams(params: readonly ParamGiven[] = []): void {
  const seen = new Set<string>();
  for (const { key } of params) {
    if (seen.has(key)) {
      throw new AccessPointsUsageError('param_twice', {
        en: `--param ${key} is given twice: give it once.`,
        ru: `--param ${key} указан дважды: укажите его один раз.`,
      });
    }
    seen.add(key);
  }
}
