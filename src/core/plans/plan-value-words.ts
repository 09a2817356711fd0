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

export const onOff = (on: boolean): LocalizedText =>
  on ? words('on', 'вкл.') : words('off', 'выкл.');

export function networkWords(n: {
  dhcp?: boolean;
  ip?: string;
  mask?: string;
  gateway?: string;
}): LocalizedText {
  if (n.dhcp) return words('DHCP', 'DHCP');
  const address = `${n.ip ?? '?'} / ${n.mask ?? '?'}`;
  const gateway = n.gateway ?? '?';
  return words(`${address} via ${gateway}`, `${address} через ${gateway}`);
}

const DAYS_RU: Record<string, string> = {
  mon: 'пн',
  tue: 'вт',
  wed: 'ср',
  thu: 'чт',
  fri: 'пт',
  sat: 'сб',
  sun: 'вс',
};

export function intervalsWords(
  list: readonly { days: readonly string[]; from: string; to: string }[],
): LocalizedText {
  if (list.length === 0) return words('no intervals', 'нет интервалов');
  const say = (day: (d: string) => string) =>
    list.map((i) => `${i.days.map(day).join(',')} ${i.from}-${i.to}`).join('; ');
  return words(
    say((d) => d),
    say((d) => DAYS_RU[d] ?? d),
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

const ROLES_RU: Record<string, string> = {
  admin: 'администратор',
  operator: 'оператор',
  viewer: 'наблюдатель',
};

export const roleWords = (role: string): LocalizedText => words(role, ROLES_RU[role] ?? role);

export const NOT_SERVED = words(
  "not served by this controller's firmware",
  'прошивка этого контроллера такого не поддерживает',
);
export const AS_PLANNED = words('as planned', 'как в плане');

export const MASTER_UNREADABLE = words(
  'unknown: the master cannot be read',
  'неизвестно: ведущий контроллер не читается',
);
export const NOT_A_MEMBER = words('not a member', 'не в кластере');
export const memberWords = (state: string): LocalizedText =>
  words(`member (${state})`, `в кластере (${state})`);
export const syncedMemberOf = (master: string): LocalizedText =>
  words(`member of ${master}, synced`, `в кластере ${master}, синхронизирован`);
