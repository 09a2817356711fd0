/**
 * The values of a site diff in both languages (docs/decisions.md, "Site plans"): the terminal
 * prints the English, the Plan screen the language chosen. Each English text is exactly what
 * `turnkey plan` has always printed; the Russian says the same.
 */
import type { AccessPointKind } from '../../shared/api';
import type { LocalizedText } from '../../shared/words/localized-text';
import type { JsonValue } from '../../shared/ipc/journal.schema';
import type { PlanChange } from '../../shared/plans/site-diff.schema';
import { KIND_WORDS } from '../access-points/access-point-words';
import { PLANS_WORDS } from './plans.words';
import { FLOWS_WORDS } from '../flows/flows.words';

const words = (en: string, ru: string): LocalizedText => ({ en, ru });

/** A change whose values are words: `now` and `after` in English, with both languages beside. */
export function wordChange(
  field: string,
  fieldLabel: LocalizedText,
  now: LocalizedText | null,
  after: LocalizedText,
): PlanChange {
  return {
    field,
    fieldLabel,
    now: now?.en ?? null,
    after: after.en,
    ...(now ? { nowText: now } : {}),
    afterText: after,
  };
}

export const onOff = (on: boolean): LocalizedText => (on ? FLOWS_WORDS.on : FLOWS_WORDS.off);

export function networkWords(n: {
  dhcp?: boolean;
  ip?: string;
  mask?: string;
  gateway?: string;
}): LocalizedText {
  if (n.dhcp) return words('DHCP', 'DHCP');
  const address = `${n.ip ?? '?'} / ${n.mask ?? '?'}`;
  const gateway = n.gateway ?? '?';
  return PLANS_WORDS.via(address, gateway);
}

const DAYS: Record<string, LocalizedText> = {
  mon: PLANS_WORDS.mon,
  tue: PLANS_WORDS.tue,
  wed: PLANS_WORDS.wed,
  thu: PLANS_WORDS.thu,
  fri: PLANS_WORDS.fri,
  sat: PLANS_WORDS.sat,
  sun: PLANS_WORDS.sun,
};

export function intervalsWords(
  list: readonly { days: readonly string[]; from: string; to: string }[],
): LocalizedText {
  if (list.length === 0) return PLANS_WORDS.noIntervals;
  const say = (day: (d: string) => string) =>
    list.map((i) => `${i.days.map(day).join(',')} ${i.from}-${i.to}`).join('; ');
  return words(
    say((d) => d),
    say((d) => DAYS[d]?.ru ?? d),
  );
}

/** An access point: its kind, its type code, then each planned parameter as `name=value`. */
export function pointWords(p: {
  kind?: AccessPointKind | undefined;
  type: number | string;
  parameters?: Record<string, JsonValue>;
}): LocalizedText {
  const params = Object.entries(p.parameters ?? {}).map(
    ([k, v]) => `, ${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
  );
  const kindRu = p.kind ? KIND_WORDS[p.kind].ru.toLowerCase() : '?';
  // The type code only where it says more than the kind (the English keeps both, as printed).
  const typeRu = String(p.type) === p.kind ? '' : ` (${p.type})`;
  return words(
    `${p.kind ?? '?'} (${p.type})${params.join('')}`,
    `${kindRu}${typeRu}${params.join('')}`,
  );
}

const ROLES: Record<string, LocalizedText> = {
  admin: PLANS_WORDS.admin,
  operator: PLANS_WORDS.operator,
  viewer: PLANS_WORDS.viewer,
};

export const roleWords = (role: string): LocalizedText => words(role, ROLES[role]?.ru ?? role);

export const NOT_SERVED = PLANS_WORDS.notServedByControllers;
export const AS_PLANNED = PLANS_WORDS.asPlanned;

export const MASTER_UNREADABLE = PLANS_WORDS.unknownMasterCannotRead;
export const NOT_A_MEMBER = PLANS_WORDS.notMember;
export const memberWords = (state: string): LocalizedText => PLANS_WORDS.member(state);
export const syncedMemberOf = (master: string): LocalizedText => PLANS_WORDS.memberSynced(master);
