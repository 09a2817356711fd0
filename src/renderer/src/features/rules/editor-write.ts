/**
 * What every record editor of the rules and system tabs shares: the endpoint a save or a delete
 * goes to (create for a new record, update for one read, the collection's key as the path
 * parameter, resource-collections.ts), whether the login may call it (D2, said beside the
 * disabled button), and the confirmed write itself (record-write.ts: now -> after, under the lock,
 * read back, journalled). A write the engineer cancels resolves undefined; a refusal stays in the
 * confirmation dialog, which shows it.
 */
import { computed, type ComputedRef } from 'vue';
import { useI18n } from 'vue-i18n';
import type { EndpointId } from '../../../../shared/api';
import type { LocalizedText } from '../../../../shared/words/localized-text';
import type { ResourceCollection } from '../../../../shared/resources/resource-collections';
import { useControllerRole } from '../resources/controller-role';
import { useRecordWrite, type RecordWrite } from '../resources/record-write';
import type { JsonRecord, WriteAnswer } from '../resources/resource-calls';
import type { JsonValue } from '../../../../shared/ipc/journal.schema';
import { useBothLanguages } from './both-languages';

export interface EditorProps {
  controllerId: string;
  collection: ResourceCollection;
  record?: JsonRecord | undefined;
}

/** The message keys of one kind of record: its create button and its confirmations' titles. */
export interface EditorWords {
  /** The button of a new record ("Create schedule"); a record read is saved by "Save". */
  create: string;
  /** The confirmation's title for a new record, and for a change; both get `{name}`. */
  createTitle: string;
  saveTitle: string;
}

export interface SaveRequest {
  body: JsonValue;
  /**
   * The record as the plan shows it now (not used for a new record) and after: names, not uuids;
   * intervals in words.
   */
  shownBefore: JsonRecord;
  shownAfter: JsonRecord;
  /** The record's name in the confirmation's title. */
  name: string;
  /** Another endpoint than the collection's create/update (a PATCH without the secrets). */
  endpointId?: EndpointId;
}

export interface EditorWrite {
  write: RecordWrite;
  isNew: ComputedRef<boolean>;
  /** The save button's words in the current language: create for a new record, else save. */
  saveLabel: ComputedRef<string>;
  /** The record's key (uuid, login, name, id) as the path names it. */
  key: ComputedRef<string | undefined>;
  saveRefusal: ComputedRef<LocalizedText | undefined>;
  removeRefusal: ComputedRef<LocalizedText | undefined>;
  save(request: SaveRequest): Promise<WriteAnswer | undefined>;
  remove(request: {
    shownBefore: JsonRecord;
    title: LocalizedText;
    confirmLabel: LocalizedText;
  }): Promise<WriteAnswer | undefined>;
  refusal(endpointId: EndpointId): LocalizedText | undefined;
}

const NOT_OFFERED: LocalizedText = {
  en: 'The controller offers no way to do this.',
  ru: 'Контроллер не даёт этого сделать.',
};

/**
 * The editor of one kind of record. `words` names its messages, or is the prefix under which they
 * are `create`, `createTitle` and `saveTitle` ('rules.schedule').
 */
export function useEditorWrite(
  props: EditorProps,
  wordsOrPrefix: EditorWords | string,
  onSaved: (answer: WriteAnswer) => void,
): EditorWrite {
  const words =
    typeof wordsOrPrefix === 'string'
      ? {
          create: `${wordsOrPrefix}.create`,
          createTitle: `${wordsOrPrefix}.createTitle`,
          saveTitle: `${wordsOrPrefix}.saveTitle`,
        }
      : wordsOrPrefix;
  const { t } = useI18n();
  const both = useBothLanguages();
  const write = useRecordWrite();
  const role = useControllerRole(() => props.controllerId);
  const isNew = computed(() => props.record === undefined);
  const saveKey = computed(() => (isNew.value ? words.create : 'rules.editor.save'));
  const key = computed(() => {
    const value = props.record?.[props.collection.key.field];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  });
  const params = (): Record<string, string> =>
    key.value === undefined ? {} : { [props.collection.key.param]: key.value };
  const saveEndpoint = computed(() =>
    isNew.value ? props.collection.create : props.collection.update,
  );
  const refusal = (endpointId: EndpointId) => role.refusal(endpointId, params());
  const saveRefusal = computed(() =>
    saveEndpoint.value ? refusal(saveEndpoint.value) : NOT_OFFERED,
  );
  const removeRefusal = computed(() =>
    props.collection.remove ? refusal(props.collection.remove) : NOT_OFFERED,
  );

  async function ask(request: Parameters<RecordWrite['ask']>[0]): Promise<WriteAnswer | undefined> {
    try {
      const answer = await write.ask(request);
      if (answer) onSaved(answer);
      return answer;
    } catch {
      return undefined; // shown in the confirmation dialog
    }
  }

  return {
    write,
    isNew,
    saveLabel: computed(() => t(saveKey.value)),
    key,
    saveRefusal,
    removeRefusal,
    refusal,
    save(request) {
      const endpointId = request.endpointId ?? saveEndpoint.value;
      if (!endpointId) return Promise.resolve(undefined);
      return ask({
        controllerId: props.controllerId,
        endpointId,
        ...(isNew.value ? {} : { params: params() }),
        body: request.body,
        title: both(isNew.value ? words.createTitle : words.saveTitle, { name: request.name }),
        confirmLabel: both(saveKey.value),
        ...(isNew.value ? {} : { before: request.shownBefore }),
        after: request.shownAfter,
      });
    },
    remove(request) {
      const endpointId = props.collection.remove;
      if (!endpointId || isNew.value) return Promise.resolve(undefined);
      return ask({
        controllerId: props.controllerId,
        endpointId,
        params: params(),
        title: request.title,
        confirmLabel: request.confirmLabel,
        before: request.shownBefore,
        danger: true,
      });
    },
  };
}
