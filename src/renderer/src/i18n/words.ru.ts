/** Russian words that say values on every screen; typed by the English ones. */
import type { wordsEn } from './words.en';

export const wordsRu: typeof wordsEn = {
  unchanged: 'ещё {count} без изменений',
  unchangedHide: 'скрыть неизменённые',
  vpnStatus: {
    ready: 'готов',
    syncing: 'синхронизируется',
    synced: 'синхронизирован',
    disabled: 'выключен',
    error: 'ошибка',
    idle: 'простаивает',
  },
  key: 'Ключ: {key}',
};
