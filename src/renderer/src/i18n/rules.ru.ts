/** Russian words of the access rules and system screens (schedules, profiles, directories, logins, biometry, time tracking, devices); typed by the English ones, so no key can be missing. */
import type { rulesEn } from './rules.en';

export const rulesRu: typeof rulesEn = {
  title: 'Правила доступа',
};
