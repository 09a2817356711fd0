/**
 * `turnkey time set`'s options: the time form's fields (core/time/time-form.ts) as
 * cli/flow/form-options.ts derives them, under the names users have typed since before the
 * options were derived: `--timezone ZONE`, NTP on with `--ntp SERVER` or off with `--no-ntp`,
 * and `--from-laptop` for the clock (spec 4.12 `POST /date_time`). The checks are the form's:
 * a zone every chosen controller knows and a server's form at their fields (the flow), and from
 * the form's `showWhen`, `--from-laptop` only with `--no-ntp` (under NTP the clock follows its
 * server, so a controller that kept NTP on would silently keep its clock).
 */
import { timeForm } from '../../core/time/time-form';
import type { FieldSpellings, FormOptionsSpec } from '../flow/form-options';

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

/** The names users type for the time form's fields, where they are not the derived ones. */
export const TIME_SPELLINGS: FieldSpellings = {
  timezone: [
    {
      flags: '--timezone <zone>',
      description: 'the time zone, e.g. Europe/Moscow',
      gives: (zone) => ({ timezone: zoneSpelling(String(zone)) }),
    },
  ],
  ntp: [
    {
      flags: '--ntp <server>',
      description: 'turn NTP on with this server (a host name or an IPv4 address)',
      gives: (server) => ({ ntp: 'on', ntp_server: String(server) }),
    },
    { flags: '--no-ntp', description: 'turn NTP off', gives: () => ({ ntp: 'off' }) },
  ],
  // Given with --ntp SERVER.
  ntp_server: [],
  set_clock: [
    { flags: '--from-laptop', description: "set the clock from this computer's (with --no-ntp)" },
  ],
};

/**
 * The time form as the command line knows it before any controller is reached: its zones are
 * each chosen controller's, so the flow checks them (`open`), not the options.
 */
export function timeOptions(): { schema: ReturnType<typeof timeForm>; spec: FormOptionsSpec } {
  return {
    schema: timeForm([], Date.now(), null),
    spec: { spellings: TIME_SPELLINGS, open: ['timezone'] },
  };
}
