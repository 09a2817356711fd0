/** Russian words of the people screens (staff, identifiers, visitors, temporary access); typed by the English ones, so no key can be missing. */
import type { peopleEn } from './people.en';

export const peopleRu: typeof peopleEn = {
  title: 'Люди',
};
