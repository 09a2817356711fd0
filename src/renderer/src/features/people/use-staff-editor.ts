/**
 * The staff editor's state (spec 2.1, 4.3, D12): the person read again, the names to pick from
 * (access profiles) and to show (access points of the last access), the controller's zone (the
 * periods are its days), the form in the set the controller speaks, and the problems of each field
 * from the contract's schemas. Changes go through record-write (staff-actions.ts).
 */
import { computed, ref, watch, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import type { StaffFieldSet } from '../../../../shared/api';
import { useSiteStore } from '../../stores/site.store';
import type { JsonRecord } from '../resources/resource-calls';
import type { FieldProblems } from './field-problems';
import { lastAccessOf, type LastAccess } from './last-access';
import {
  controllerZone,
  namedOptions,
  recordByKey,
  rowsOrNone,
  type NamedOption,
} from './people-reads';
import {
  legacyBody,
  legacyFormOf,
  legacyProblems,
  modernBody,
  modernFormOf,
  modernProblems,
  type LegacyField,
  type LegacyForm,
  type ModernField,
  type ModernForm,
} from './staff-form';

export interface StaffEditorState {
  fieldSet: Ref<StaffFieldSet>;
  /** The person as last read (undefined: a new one). */
  current: Ref<JsonRecord | undefined>;
  reading: Ref<boolean>;
  /** True when the person could not be read again (the list's copy is shown). */
  readFailed: Ref<boolean>;
  zone: Ref<string | undefined>;
  profiles: Ref<NamedOption[]>;
  pointNames: Ref<Map<string, string>>;
  lastAccess: Ref<LastAccess | undefined>;
  modern: Ref<ModernForm>;
  legacy: Ref<LegacyForm>;
  body: Ref<JsonRecord>;
  problems: Ref<FieldProblems<ModernField | LegacyField>>;
  /** Problems as the fields show them: `required` only once Save was pressed. */
  shownProblems: Ref<FieldProblems<ModernField | LegacyField>>;
  tried: Ref<boolean>;
  profileName(uuid: string): string;
  /** Shows `record` (as read back after a change) in the form. */
  show(record: JsonRecord | undefined): void;
}

export function useStaffEditor(
  controllerId: () => string,
  record: () => JsonRecord | undefined,
): StaffEditorState {
  const { locale } = useI18n();
  const site = useSiteStore();
  const capabilities = computed(() => site.byId(controllerId())?.session?.capabilities);
  const fieldSet = computed<StaffFieldSet>(
    () =>
      capabilities.value?.staffFieldSet ??
      (record() && 'last_name' in (record() ?? {}) ? 'legacy' : 'modern'),
  );
  const current = ref<JsonRecord>();
  const reading = ref(false);
  const readFailed = ref(false);
  const zone = ref<string>();
  const profiles = ref<NamedOption[]>([]);
  const pointNames = ref(new Map<string, string>());
  const lastAccess = ref<LastAccess>();
  const newUuid = () => crypto.randomUUID();
  const modern = ref<ModernForm>(modernFormOf(undefined, undefined, newUuid));
  const legacy = ref<LegacyForm>(legacyFormOf(undefined));
  const tried = ref(false);

  function show(read: JsonRecord | undefined): void {
    current.value = read;
    modern.value = modernFormOf(read, zone.value, newUuid);
    legacy.value = legacyFormOf(read);
    tried.value = false;
  }

  async function load(): Promise<void> {
    const id = controllerId();
    const given = record();
    const uuid = typeof given?.uuid === 'string' ? given.uuid : undefined;
    reading.value = true;
    lastAccess.value = undefined;
    const [read, zoneRead, profileRows, pointRows, lastRows] = await Promise.all([
      uuid ? recordByKey(id, 'staff.get', { uuid }) : Promise.resolve(undefined),
      controllerZone(id),
      rowsOrNone(id, 'accessProfiles.list'),
      uuid ? rowsOrNone(id, 'accessPoints.list') : Promise.resolve([]),
      uuid ? rowsOrNone(id, 'staff.lastAccess', { params: { uuid } }) : Promise.resolve([]),
    ]);
    if (record() !== given) return; // another person was opened meanwhile
    zone.value = zoneRead;
    profiles.value = namedOptions(profileRows, locale.value);
    pointNames.value = new Map(
      namedOptions(pointRows, locale.value).map((o) => [o.value, o.label]),
    );
    lastAccess.value = lastAccessOf(lastRows);
    show(read ?? given);
    readFailed.value = uuid !== undefined && read === undefined;
    reading.value = false;
  }
  watch(
    () => [controllerId(), record()?.uuid],
    () => void load(),
    { immediate: true },
  );

  const body = computed(() =>
    fieldSet.value === 'modern'
      ? modernBody(modern.value, current.value, zone.value)
      : legacyBody(legacy.value, current.value),
  );
  const problems = computed<FieldProblems<ModernField | LegacyField>>(() =>
    fieldSet.value === 'modern'
      ? modernProblems(body.value, modern.value)
      : legacyProblems(body.value),
  );
  const shownProblems = computed(() => {
    if (tried.value) return problems.value;
    const shown: FieldProblems<ModernField | LegacyField> = {};
    for (const [field, problem] of Object.entries(problems.value)) {
      if (problem.rule !== 'required') shown[field as ModernField | LegacyField] = problem;
    }
    return shown;
  });
  const profileName = (uuid: string) => profiles.value.find((o) => o.value === uuid)?.label ?? uuid;

  return {
    fieldSet,
    current,
    reading,
    readFailed,
    zone,
    profiles,
    pointNames,
    lastAccess,
    modern,
    legacy,
    body,
    problems,
    shownProblems,
    tried,
    profileName,
    show,
  };
}
