/**
 * A planned controller's diff field by field, for a reader (docs/decisions.md, "CLI tables fit
 * the terminal"): only the fields that change, now -> after, and how many planned fields already
 * match, to be folded into one count. A changed access point says only its changed kind, type or
 * parameters, each parameter by its title; a profile its schedule or its access points; a record
 * not there yet is one field, said whole. Pure, from the same comparisons as the diff
 * (section-changes.ts), so both always agree on what changes.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { JsonValue } from '../../shared/ipc/journal.schema';
import type {
  PlannedAccessPoint,
  PlannedAccessProfile,
  PlannedController,
} from '../../shared/plans/site-plan.schema';
import type { PlanChange, SectionDiff } from '../../shared/plans/site-diff.schema';
import { KIND_WORDS } from '../access-points/access-point-words';
import type { AccessPointView } from '../access-points/access-point-reading';
import { fieldWords } from '../../shared/report/field-words';
import { servedSection, type ControllerState } from './controller-state';
import { onOff } from './plan-value-words';
import { accessPointMatches, profileNames } from './section-changes';
import { PLANS_WORDS } from './plans.words';
import { FLOWS_WORDS } from '../flows/flows.words';
import { TRANSFER_WORDS } from '../transfer/transfer.words';
import { ACCESS_POINTS_WORDS } from '../access-points/access-points.words';

/** One field that changes: what it is, now (null: its record is not there yet) and after. */
export interface FieldChange {
  section: SectionDiff['section'];
  label: LocalizedText;
  now: LocalizedText | null;
  after: LocalizedText;
}

export interface FieldDiff {
  changes: FieldChange[];
  /** Planned fields that already match. */
  unchanged: number;
}

/** An extra parameter's title: the controller's reference's where read, else the catalogue's. */
export type ParameterTitle = (key: string) => LocalizedText;

const UNITS: Partial<Record<string, LocalizedText>> = {
  seconds: PLANS_WORDS.secondsUnit,
  centimetres: PLANS_WORDS.centimetresUnit,
};

/** The catalogue's title, with its unit as the controllers' references write it ("…, s"). */
export const catalogueTitle: ParameterTitle = (key) => {
  const { label, kind } = fieldWords(key);
  const unit = kind ? UNITS[kind] : undefined;
  return unit ? { en: label.en + unit.en, ru: label.ru + unit.ru } : label;
};

const same = (text: string): LocalizedText => ({ en: text, ru: text });
const joined = (a: LocalizedText, sep: string, b: LocalizedText): LocalizedText => ({
  en: `${a.en}${sep}${b.en}`,
  ru: `${a.ru}${sep}${b.ru}`,
});

/** A parameter's value: a switch on/off, a yes/no question as the catalogue says, else as is. */
export function parameterWords(key: string, value: JsonValue | undefined): LocalizedText {
  if (value === undefined || value === null) return same('-');
  if (typeof value === 'boolean') {
    if (fieldWords(key).kind !== 'yesNo') return onOff(value);
    return value ? FLOWS_WORDS.yes : FLOWS_WORDS.no;
  }
  return same(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

const kindWords = (kind: string | undefined): LocalizedText =>
  kind && kind in KIND_WORDS ? KIND_WORDS[kind as keyof typeof KIND_WORDS] : same(kind ?? '?');

/** A new access point whole: kind (type), then each parameter as "title: value". */
function newPointWords(p: PlannedAccessPoint, title: ParameterTitle): LocalizedText {
  let text = joined(kindWords(p.kind), ' ', same(`(${p.type})`));
  for (const [key, value] of Object.entries(p.parameters ?? {}))
    text = joined(joined(text, '; ', title(key)), ': ', parameterWords(key, value));
  return text;
}

function pointFields(
  p: PlannedAccessPoint,
  r: AccessPointView | undefined,
  title: ParameterTitle,
): FieldDiff {
  const name = same(p.name);
  if (!r)
    return {
      changes: [fieldOf('accessPoints', name, null, newPointWords(p, title))],
      unchanged: 0,
    };
  const params = Object.entries(p.parameters ?? {});
  if (accessPointMatches(p, r)) return { changes: [], unchanged: 2 + params.length };
  const changes: FieldChange[] = [];
  const of = (label: LocalizedText) => joined(name, ': ', label);
  if (r.kind !== undefined && r.kind !== p.kind)
    changes.push(
      fieldOf('accessPoints', of(ACCESS_POINTS_WORDS.kind), kindWords(r.kind), kindWords(p.kind)),
    );
  if (r.type !== p.type)
    changes.push(fieldOf('accessPoints', of(ACCESS_POINTS_WORDS.type), same(r.type), same(p.type)));
  for (const [key, value] of params) {
    if (r.extParameters[key] === value) continue;
    const now = parameterWords(key, r.extParameters[key]);
    changes.push(fieldOf('accessPoints', of(title(key)), now, parameterWords(key, value)));
  }
  return { changes, unchanged: 2 + params.length - changes.length };
}

function profileFields(p: PlannedAccessProfile, state: ControllerState): FieldDiff {
  const r = state.accessProfiles?.find((x) => x.name === p.name);
  const name = same(p.name);
  const points = (list: readonly string[]) => same([...list].sort().join(', '));
  if (!r)
    return {
      changes: [
        fieldOf('accessProfiles', name, null, same(`${p.schedule}: ${p.accessPoints.join(', ')}`)),
      ],
      unchanged: 0,
    };
  const now = profileNames(r, state);
  const changes: FieldChange[] = [];
  if (now.schedule !== p.schedule)
    changes.push(
      fieldOf(
        'accessProfiles',
        joined(name, ': ', PLANS_WORDS.scheduleLabel),
        same(now.schedule),
        same(p.schedule),
      ),
    );
  if (points(now.accessPoints).en !== points(p.accessPoints).en)
    changes.push(
      fieldOf(
        'accessProfiles',
        joined(name, ': ', TRANSFER_WORDS.accessPoints),
        points(now.accessPoints),
        points(p.accessPoints),
      ),
    );
  return { changes, unchanged: 2 - changes.length };
}

function fieldOf(
  section: SectionDiff['section'],
  label: LocalizedText,
  now: LocalizedText | null,
  after: LocalizedText,
): FieldChange {
  return { section, label, now, after };
}

/**
 * A change of the diff as it is, its values in words: a setting (time, network) by its label, a
 * record by its name (its section says what it is).
 */
function asDiffSays(
  section: SectionDiff['section'],
  c: PlanChange,
  byLabel = section === 'time' || section === 'network',
): FieldChange {
  const words = (v: JsonValue, text?: LocalizedText) =>
    text ?? same(typeof v === 'string' ? v : JSON.stringify(v));
  return fieldOf(
    section,
    byLabel ? c.fieldLabel : same(c.field),
    c.now === null ? null : words(c.now, c.nowText),
    words(c.after, c.afterText),
  );
}

/** The fields of a section the plan names, as many as the diff compares. */
function plannedFields(section: SectionDiff['section'], planned: PlannedController): number {
  switch (section) {
    case 'time':
      return planned.time ? (planned.time.ntp === false ? 2 : 3) : 0;
    case 'network':
      return planned.network ? 1 : 0;
    case 'schedules':
      return planned.schedules?.length ?? 0;
    case 'authUsers':
      return planned.authUsers?.length ?? 0;
    default:
      return 0;
  }
}

function sectionFields(
  s: SectionDiff,
  planned: PlannedController,
  state: ControllerState,
  title: ParameterTitle,
): FieldDiff {
  if (s.section !== 'vpn' && !servedSection(s.section, state))
    return { changes: s.changes.map((c) => asDiffSays(s.section, c, true)), unchanged: 0 };
  const sum = (parts: FieldDiff[]): FieldDiff => ({
    changes: parts.flatMap((p) => p.changes),
    unchanged: parts.reduce((n, p) => n + p.unchanged, 0),
  });
  if (s.section === 'accessPoints')
    return sum(
      (planned.accessPoints ?? []).map((p) =>
        pointFields(
          p,
          state.accessPoints?.find((r) => r.name === p.name),
          title,
        ),
      ),
    );
  if (s.section === 'accessProfiles')
    return sum((planned.accessProfiles ?? []).map((p) => profileFields(p, state)));
  const changes = s.changes.map((c) => asDiffSays(s.section, c));
  return { changes, unchanged: Math.max(0, plannedFields(s.section, planned) - changes.length) };
}

/** A read controller's sections (the diff's) field by field: what changes, and the rest counted. */
export function controllerFieldDiff(
  planned: PlannedController,
  state: ControllerState,
  sections: readonly SectionDiff[],
  title: ParameterTitle = catalogueTitle,
): FieldDiff {
  const parts = sections.map((s) => sectionFields(s, planned, state, title));
  return {
    changes: parts.flatMap((p) => p.changes),
    unchanged: parts.reduce((n, p) => n + p.unchanged, 0),
  };
}
