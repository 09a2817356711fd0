/** Russian words of the data screens' frame, generic browser, record changes and API console; typed by the English ones, so no key can be missing. */
import type { resourcesEn } from './resources.en';

export const resourcesRu: typeof resourcesEn = {
  write: {
    field: 'Поле',
    now: 'Сейчас',
    after: 'Станет',
    cancel: 'Отмена',
    noFields: 'Поля не меняются: запрос отправляется как есть.',
  },
};
