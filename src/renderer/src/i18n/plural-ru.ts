/**
 * Russian plural forms for vue-i18n: messages written as `zero | one | few | many` (нет
 * контроллеров | 1 контроллер | 2 контроллера | 5 контроллеров). Russian picks the form by the
 * last digits: 1, 21, 101 take "one"; 2-4, 22-24 take "few"; 11-14 and the rest take "many".
 */
export function russianPlural(choice: number, choicesLength: number): number {
  const count = Math.abs(choice);
  if (count === 0) return 0;
  const lastTwo = count % 100;
  const last = count % 10;
  const teen = lastTwo >= 11 && lastTwo <= 14;
  if (!teen && last === 1) return Math.min(1, choicesLength - 1);
  if (!teen && last >= 2 && last <= 4) return Math.min(2, choicesLength - 1);
  return Math.min(3, choicesLength - 1);
}
