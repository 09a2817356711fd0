/** What the site feature says, in both languages (see src/shared/words/define-words.ts). */
import { defineWords } from '../../shared/words/define-words';
import type { LocalizedText } from '../../shared/words/localized-text';

export const SITE_WORDS = defineWords({
  siteCreated: (name: string): LocalizedText => ({
    en: `Site “${name}” created.`,
    ru: `Создан объект «${name}».`,
  }),
});

/** Russian letters in Latin (ъ and ь, written `-` here, make no letter). */
const LATIN = 'a b v g d e e zh z i i k l m n o p r s t u f kh ts ch sh shch - y - e iu ia'.split(
  ' ',
);
/** Each Russian letter, lower case, as site-store.ts writes it in a site's folder name. */
export const RUSSIAN_TO_LATIN: Readonly<Record<string, string>> = Object.fromEntries(
  [...'абвгдеёжзийклмнопрстуфхцчшщъыьэюя'].map((letter, i) => [
    letter,
    LATIN[i] === '-' ? '' : (LATIN[i] ?? ''),
  ]),
);
