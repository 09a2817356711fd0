/**
 * `turnkey time set`'s options as the time form's answer (core/time/time-form.ts): `--timezone`,
 * NTP on with `--ntp SERVER` or off with `--no-ntp`, and `--from-laptop` for the clock (spec 4.12
 * `POST /date_time`). Options that contradict each other, or none at all, are refused before the
 * command connects to anything, in words that name the options typed. A server's form and a
 * zone's name are checked here too, so a typo costs no login; whether every chosen controller
 * knows the zone is the wizard's own check, at its field.
 *
 * `--from-laptop` needs `--no-ntp`: the wizard sets a clock only with NTP off (under NTP the
 * clock follows its server), and a controller that kept NTP on would silently keep its clock.
 */
import { InvalidArgumentError } from 'commander';
import { ntpServerProblem } from '../../core/time/ntp-server';
import { KEEP, type TimeFormValues } from '../../core/time/time-form';
import { utcOffsetLabel } from '../../core/time/zone-offset';
import { ControllerUsageError } from '../controller/controller-usage';

export interface TimeSetOptions {
  timezone?: string;
  /** A server with `--ntp SERVER`, false with `--no-ntp`. */
  ntp?: string | false;
  fromLaptop?: boolean;
}

/** Which of the two NTP options were typed (both set the same value: the last would win). */
export interface NtpOptionsGiven {
  ntp: boolean;
  noNtp: boolean;
}

/** Why a command line of `time set` is refused. */
export type TimeUsageCode =
  | 'nothing_to_set'
  | 'ntp_twice'
  | 'clock_under_ntp'
  | 'clock_needs_no_ntp'
  | 'unknown_zone'
  /** The wizard's own checks refused a value (printed at its field by the flow). */
  | 'settings_refused';

/** A wrong `time` command line, as data: a code and one sentence in English and Russian. */
export class TimeUsageError extends ControllerUsageError<TimeUsageCode> {}

/** `--ntp SERVER`: a host name or an IPv4 address, as the wizard accepts it. */
export function ntpServerArgument(value: string): string {
  const problem = ntpServerProblem(value);
  if (problem) throw new InvalidArgumentError(problem.en);
  return value.trim();
}

/**
 * The zone as the time zone database spells it ("europe/moscow" is Europe/Moscow), or as typed:
 * controllers list the database's names, and an alias is left for them to know.
 */
function zoneSpelling(zone: string): string {
  try {
    const spelled = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    return spelled.toLowerCase() === zone.toLowerCase() ? spelled : zone;
  } catch {
    return zone;
  }
}

function refuseContradictions(options: TimeSetOptions, given: NtpOptionsGiven): void {
  if (given.ntp && given.noNtp) {
    throw new TimeUsageError('ntp_twice', {
      en: '--ntp and --no-ntp contradict each other: give --ntp SERVER to turn NTP on, or --no-ntp to turn it off.',
      ru: '--ntp и --no-ntp противоречат друг другу: укажите --ntp СЕРВЕР, чтобы включить NTP, или --no-ntp, чтобы выключить.',
    });
  }
  if (options.fromLaptop && given.ntp) {
    throw new TimeUsageError('clock_under_ntp', {
      en: '--from-laptop and --ntp contradict each other: under NTP the clock follows its server. Give --no-ntp --from-laptop to set the clock from this computer.',
      ru: '--from-laptop и --ntp противоречат друг другу: при NTP часы идут по серверу. Чтобы установить часы по этому компьютеру, укажите --no-ntp --from-laptop.',
    });
  }
  if (options.fromLaptop && !given.noNtp) {
    throw new TimeUsageError('clock_needs_no_ntp', {
      en: '--from-laptop needs --no-ntp: a clock is set only with NTP off, or NTP would move it back.',
      ru: 'Для --from-laptop нужен --no-ntp: часы устанавливаются только при выключенном NTP, иначе NTP их вернёт.',
    });
  }
}

/**
 * The form's answer for these options, or a TimeUsageError that says what is missing or which
 * options contradict each other.
 */
export function timeFormAnswer(
  options: TimeSetOptions,
  given: NtpOptionsGiven,
  nowMs: number,
): TimeFormValues {
  const { timezone } = options;
  if (timezone === undefined && !given.ntp && !given.noNtp && !options.fromLaptop) {
    throw new TimeUsageError('nothing_to_set', {
      en: 'Say what to set: --timezone ZONE, --ntp SERVER or --no-ntp, and --from-laptop (with --no-ntp) for the clock.',
      ru: 'Укажите, что установить: --timezone ЗОНА, --ntp СЕРВЕР или --no-ntp и --from-laptop (вместе с --no-ntp) для часов.',
    });
  }
  refuseContradictions(options, given);
  // The zones come from the same database on both sides; a name this computer does not know
  // is a typo, said before any login.
  if (timezone !== undefined && utcOffsetLabel(timezone, nowMs) === undefined) {
    throw new TimeUsageError('unknown_zone', {
      en: `${timezone} is not a time zone: give its name as Area/City, e.g. Europe/Moscow or UTC.`,
      ru: `${timezone} — не часовой пояс: укажите его как Регион/Город, например Europe/Moscow или UTC.`,
    });
  }
  const server = typeof options.ntp === 'string' ? options.ntp : undefined;
  return {
    timezone: timezone === undefined ? KEEP : zoneSpelling(timezone),
    ntp: server !== undefined ? 'on' : given.noNtp ? 'off' : KEEP,
    ...(server !== undefined ? { ntp_server: server } : {}),
    set_clock: options.fromLaptop === true,
  };
}
