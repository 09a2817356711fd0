/** Russian words of the event log screens; typed by the English ones, so no key can be missing. */
import type { logsEn } from './logs.en';

export const logsRu: typeof logsEn = {
  title: 'Журналы событий',
};
