import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/renderer/src/i18n';
import { russianPlural } from '../../../src/renderer/src/i18n/plural-ru';

describe('plural forms', () => {
  it('pick the Russian form by the last digits', () => {
    const forms = (n: number) => russianPlural(n, 4);
    expect([0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 1004].map(forms)).toEqual([
      0, 1, 2, 2, 3, 3, 3, 3, 1, 2, 3, 1, 3, 2,
    ]);
  });

  it('say the count of controllers found right in both languages', () => {
    const { t, locale } = i18n.global;
    const said = (count: number) => t('discovery.outcome.done', { count }, count);
    locale.value = 'en';
    expect([0, 1, 2, 21].map(said)).toEqual([
      'Search finished: no controllers found.',
      'Search finished: 1 controller found.',
      'Search finished: 2 controllers found.',
      'Search finished: 21 controllers found.',
    ]);
    locale.value = 'ru';
    expect([0, 1, 3, 5, 11, 21].map(said)).toEqual([
      'Поиск завершён, контроллеров не найдено.',
      'Поиск завершён, найден 1 контроллер.',
      'Поиск завершён, найдено 3 контроллера.',
      'Поиск завершён, найдено 5 контроллеров.',
      'Поиск завершён, найдено 11 контроллеров.',
      'Поиск завершён, найден 21 контроллер.',
    ]);
    locale.value = 'en';
  });
});
