/**
 * Placeholders that are codes, not words, and so read the same in every language (screens guide:
 * a placeholder shows an example); the worded ones are in i18n `people.*.placeholders`.
 */
export const CODE_EXAMPLES: Readonly<Record<string, string>> = {
  tab_nomer: '1017',
  email: 'i.kuznetsov@example.com',
  pin: '4821',
  biometryCard: '3015550001',
  code: '3015550001',
};
