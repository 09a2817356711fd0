/**
 * What the identifier, visitor and temporary access editors share: the form made from the record
 * (again when another record is opened), its body and problems (required ones shown once Save was
 * pressed), and the save asked through record-write, create or update by whether there is a record.
 */
import { computed, ref, watch, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import type { EndpointId } from '../../../../shared/api';
import type { LocalizedText } from '../../../../shared/words/localized-text';
import type { RecordWrite } from '../resources/record-write';
import type { JsonRecord, WriteAnswer } from '../resources/resource-calls';
import type { FieldProblems } from './field-problems';
import type { Notice } from './people-words';

export interface RecordEditorSpec<F, K extends string> {
  controllerId: () => string;
  record: () => JsonRecord | undefined;
  formOf: (record: JsonRecord | undefined) => F;
  bodyOf: (form: F) => JsonRecord;
  problemsOf: (body: JsonRecord) => FieldProblems<K>;
  endpoints: { create: EndpointId; update: EndpointId };
  /** The path parameters naming the record read (`{ uuid }`, `{ code }`). */
  paramsOf: (record: JsonRecord) => Record<string, string>;
  /** Title and button of the confirmation, for a new record or a change. */
  words: (
    creating: boolean,
    body: JsonRecord,
  ) => { title: LocalizedText; confirmLabel: LocalizedText };
}

export function useRecordEditor<F, K extends string>(
  spec: RecordEditorSpec<F, K>,
  write: RecordWrite,
  saved: (answer: WriteAnswer) => void,
) {
  const { t } = useI18n();
  const current = ref<JsonRecord>();
  const form = ref(spec.formOf(undefined)) as Ref<F>;
  const tried = ref(false);
  const notice = ref<Notice>();

  function show(record: JsonRecord | undefined): void {
    current.value = record;
    form.value = spec.formOf(record);
    tried.value = false;
  }
  watch(spec.record, (record) => show(record), { immediate: true });

  const body = computed(() => spec.bodyOf(form.value));
  const problems = computed(() => spec.problemsOf(body.value));
  const shownProblems = computed(() => {
    const shown: FieldProblems<K> = {};
    for (const [field, problem] of Object.entries(problems.value) as [K, FieldProblems<K>[K]][]) {
      if (problem && (tried.value || problem.rule !== 'required')) shown[field] = problem;
    }
    return shown;
  });

  async function save(): Promise<void> {
    tried.value = true;
    notice.value = undefined;
    if (Object.keys(problems.value).length > 0) {
      notice.value = { type: 'error', text: t('people.editor.fixFirst') };
      return;
    }
    const before = current.value;
    const creating = before === undefined;
    let answer: WriteAnswer | undefined;
    try {
      answer = await write.ask({
        controllerId: spec.controllerId(),
        endpointId: creating ? spec.endpoints.create : spec.endpoints.update,
        ...(before ? { params: spec.paramsOf(before), before } : {}),
        body: body.value,
        ...spec.words(creating, body.value),
      });
    } catch {
      return; // the confirmation shows the refusal
    }
    if (!answer) return;
    const read = answer.after;
    if (read && typeof read === 'object' && !Array.isArray(read)) show(read);
    notice.value = answer.verified
      ? { type: 'success', text: t('people.editor.saved') }
      : { type: 'warning', text: t('people.editor.notVerified') };
    saved(answer);
  }

  return { current, form, body, problems, shownProblems, tried, notice, save };
}
