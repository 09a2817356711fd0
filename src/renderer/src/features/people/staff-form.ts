/**
 * A person as the staff editor holds it, in the field set the controller speaks (D12), and the
 * body it sends: the whole record in that set (a PUT replaces the record, spec 4.3), the fields
 * the form does not show kept as read, `banned` left out (ban and unban change it). Checked
 * against the contract's own schemas (`staffModern`, `staffLegacy`) before anything is sent.
 */
import { staffLegacy, staffModern } from '../../../../shared/api';
import type { JsonValue } from '../../../../shared/ipc/journal.schema';
import {
  periodReversed,
  periodsOfRecord,
  periodsToWire,
  type ProfilePeriod,
} from './access-periods';
import { problemsOfIssues, type FieldProblems, type FieldRule } from './field-problems';

export type JsonRecord = Record<string, JsonValue>;

export interface ModernForm {
  uuid: string;
  surname: string;
  name: string;
  second_name: string;
  dolzhnost: string;
  tab_nomer: string;
  email: string;
  comment: string;
  car_number: string;
  pin: string;
  cards: string[];
  profiles: ProfilePeriod[];
  biometryCard: string;
}

export interface LegacyForm {
  last_name: string;
  first_name: string;
  cards: string[];
  access_profile: string | null;
}

export type ModernField = Exclude<keyof ModernForm, 'uuid'>;
export type LegacyField = keyof LegacyForm;

/** A field as text: a string as it is, a number in digits, anything else empty. */
export const textOf = (value: JsonValue | undefined): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const text = textOf;
const strings = (value: JsonValue | undefined) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export function modernFormOf(
  record: JsonRecord | undefined,
  zone: string | undefined,
  newUuid: () => string,
): ModernForm {
  const biometry = record?.biometry;
  const bio = biometry && typeof biometry === 'object' && !Array.isArray(biometry) ? biometry : {};
  return {
    uuid: text(record?.uuid) || newUuid(),
    surname: text(record?.surname),
    name: text(record?.name),
    second_name: text(record?.second_name),
    dolzhnost: text(record?.dolzhnost),
    tab_nomer: text(record?.tab_nomer),
    email: text(record?.['E-mail']),
    comment: text(record?.comment),
    car_number: text(record?.car_number),
    pin: text(record?.pin),
    cards: strings(record?.cards),
    profiles: periodsOfRecord(record?.access_profiles, zone),
    biometryCard: text(bio.card_code),
  };
}

export function legacyFormOf(record: JsonRecord | undefined): LegacyForm {
  return {
    last_name: text(record?.last_name),
    first_name: text(record?.first_name),
    cards: strings(record?.cards),
    access_profile: text(record?.access_profile) || null,
  };
}

/** Modern fields the form does not show, kept as read so a PUT does not drop them. */
const MODERN_KEPT = [
  'access_point',
  'access_user',
  'bio_provider_person_id',
  'bio_provider',
  'access_profile',
] as const;

/** Sets `key` to the trimmed text, or leaves it out when empty. */
function put(body: JsonRecord, key: string, value: string): void {
  const trimmed = value.trim();
  if (trimmed === '') delete body[key];
  else body[key] = trimmed;
}

export function modernBody(
  form: ModernForm,
  record: JsonRecord | undefined,
  zone: string | undefined,
): JsonRecord {
  const body: JsonRecord = {};
  for (const key of MODERN_KEPT) {
    const kept = record?.[key];
    if (kept !== undefined && kept !== null) body[key] = kept;
  }
  body.surname = form.surname.trim();
  body.name = form.name.trim();
  body.dolzhnost = form.dolzhnost.trim();
  body.uuid = form.uuid;
  put(body, 'second_name', form.second_name);
  const tab = form.tab_nomer.trim();
  if (tab !== '') body.tab_nomer = /^[0-9]{1,15}$/.test(tab) ? Number(tab) : tab;
  put(body, 'E-mail', form.email);
  put(body, 'comment', form.comment);
  put(body, 'car_number', form.car_number);
  put(body, 'pin', form.pin);
  body.cards = form.cards.map((c) => c.trim());
  if (form.profiles.length > 0) {
    body.access_profiles = periodsToWire(form.profiles, zone) as unknown as JsonValue;
  }
  const read = record?.biometry;
  const models = read && typeof read === 'object' && !Array.isArray(read) ? read.models : undefined;
  const code = form.biometryCard.trim();
  if (code !== '' || models !== undefined) {
    body.biometry = {
      ...(code !== '' ? { card_code: code } : {}),
      ...(models !== undefined ? { models } : {}),
    };
  }
  return body;
}

export function legacyBody(form: LegacyForm, record: JsonRecord | undefined): JsonRecord {
  const body: JsonRecord = {
    last_name: form.last_name.trim(),
    first_name: form.first_name.trim(),
    cards: form.cards.map((c) => c.trim()),
  };
  if (typeof record?.uuid === 'string') body.uuid = record.uuid;
  if (form.access_profile) body.access_profile = form.access_profile;
  return body;
}

const MODERN_RULES: Record<string, { field: ModernField; rule: FieldRule }> = {
  surname: { field: 'surname', rule: 'required' },
  name: { field: 'name', rule: 'required' },
  second_name: { field: 'second_name', rule: 'required' },
  dolzhnost: { field: 'dolzhnost', rule: 'required' },
  'E-mail': { field: 'email', rule: 'required' },
  comment: { field: 'comment', rule: 'required' },
  tab_nomer: { field: 'tab_nomer', rule: 'integer' },
  car_number: { field: 'car_number', rule: 'carNumber' },
  pin: { field: 'pin', rule: 'pin' },
  cards: { field: 'cards', rule: 'cardCode' },
  access_profiles: { field: 'profiles', rule: 'profile' },
  biometry: { field: 'biometryCard', rule: 'cardCode' },
};

const LEGACY_RULES: Record<string, { field: LegacyField; rule: FieldRule }> = {
  last_name: { field: 'last_name', rule: 'required' },
  first_name: { field: 'first_name', rule: 'required' },
  cards: { field: 'cards', rule: 'cardCode' },
  access_profile: { field: 'access_profile', rule: 'uuid' },
};

/** A card given twice: the controller would keep one, the engineer meant something else. */
function cardTwice(cards: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const card of cards) {
    if (seen.has(card)) return card;
    seen.add(card);
  }
  return undefined;
}

export function modernProblems(body: JsonRecord, form: ModernForm): FieldProblems<ModernField> {
  const checked = staffModern.safeParse(body);
  const problems = checked.success
    ? {}
    : problemsOfIssues(checked.error.issues, body, (f) => MODERN_RULES[f]);
  const twice = cardTwice(form.cards);
  if (!problems.cards && twice) problems.cards = { rule: 'cardTwice', value: twice };
  const reversed = form.profiles.findIndex(periodReversed);
  if (!problems.profiles && reversed >= 0) problems.profiles = { rule: 'period', row: reversed };
  return problems;
}

export function legacyProblems(body: JsonRecord): FieldProblems<LegacyField> {
  const checked = staffLegacy.safeParse(body);
  const problems = checked.success
    ? {}
    : problemsOfIssues(checked.error.issues, body, (f) => LEGACY_RULES[f]);
  const twice = cardTwice(strings(body.cards));
  if (!problems.cards && twice) problems.cards = { rule: 'cardTwice', value: twice };
  return problems;
}

/** The person's name as a list or a title shows it, in either field set. */
export function personName(record: JsonRecord | undefined): string {
  if (!record) return '';
  const parts = [
    record.surname ?? record.last_name,
    record.name ?? record.first_name,
    record.second_name,
  ];
  return parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' ');
}

/** The cards on `after` that `before` did not have. */
export function addedCards(before: JsonRecord | undefined, after: JsonRecord): string[] {
  const had = new Set(strings(before?.cards));
  return strings(after.cards).filter((c) => !had.has(c));
}
