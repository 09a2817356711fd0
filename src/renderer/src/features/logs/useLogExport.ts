/**
 * CSV export of the rows a log screen shows (event-csv.ts), with the column words in the
 * engineer's language, names as resolved, saved through a Blob link.
 */
import { storeToRefs } from 'pinia';
import type { Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import type { ResourceCollection } from '../../../../shared/resources/resource-collections';
import { usePreferencesStore } from '../../stores/preferences.store';
import { eventsCsv, type CsvWords } from './event-csv';
import type { EventRow, LogCollection } from './event-row';
import { downloadText } from '../resources/download-file';
import { useFileStem } from './log-files';
import type { LogReferences } from './log-references';
import type { PeopleNames } from './people-names';

const WORDS = [
  'time',
  'type',
  'title',
  'person',
  'personUuid',
  'point',
  'pointUuid',
  'direction',
  'outcome',
  'login',
  'message',
] as const satisfies readonly (keyof CsvWords)[];

export function useLogExport(
  controllerId: string,
  collection: ResourceCollection,
  references: LogReferences,
  people: PeopleNames,
  shown: Readonly<Ref<readonly EventRow[]>>,
): () => void {
  const { t } = useI18n();
  const { locale } = storeToRefs(usePreferencesStore());
  const fileStem = useFileStem(controllerId);
  return () => {
    const words = {} as CsvWords;
    for (const word of WORDS) words[word] = t(`logs.csv.${word}`);
    const csv = eventsCsv(collection.id as LogCollection, shown.value, words, {
      typeTitle: (type) => references.typeTitles.value.get(type),
      person: (uuid) => people.names.get(uuid),
      point: (uuid) => references.pointNames.value.get(uuid),
      outcome: (outcome) => t(`logs.outcomes.${outcome}`),
    });
    downloadText(`${collection.title[locale.value]} ${fileStem()}.csv`, csv);
  };
}
