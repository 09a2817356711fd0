/**
 * Words, not values: a boolean as yes/no or on/off in the language, an instant in the zone asked
 * for, a field by its title, a record by its fields, decision numbers left out of a text shown.
 */
import { describe, expect, it } from 'vitest';
import {
  fieldTitle,
  flagWords,
  localizedWords,
  parsedText,
  textWords,
  valueWords,
  withoutDecisions,
} from '../../../../src/renderer/src/format/value-words';

const ru = { lang: 'ru', zone: 'Europe/Moscow' } as const;
const en = { lang: 'en', zone: 'UTC' } as const;

describe('value words', () => {
  it('says a boolean as yes/no, or on/off for a switch, in the language', () => {
    expect(flagWords(true, 'ru', 'yesNo')).toBe('да');
    expect(flagWords(false, 'en', 'yesNo')).toBe('no');
    expect(flagWords(true, 'ru', 'onOff')).toBe('вкл.');
    expect(valueWords(true, ru)).toBe('да');
    // A field that is a switch says on and off.
    expect(valueWords(false, ru, 'anti_passback')).toBe('выкл.');
    expect(valueWords(true, en, 'factoryPassword')).toBe('still works');
  });

  it('says an instant as a time of day in the zone, never the ISO string', () => {
    expect(valueWords('2026-11-25T06:18:18.000Z', ru)).toBe('25.11.2026, 09:18:18');
    expect(textWords('2026-11-25T06:18:18Z', en)).toMatch(/^11\/25\/26, 6:18:18\s+AM$/u);
    expect(valueWords(1_795_000_000, ru, 'timestamp')).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('says a field by its title and a value by its kind', () => {
    expect(fieldTitle('pass_time', 'ru')).toBe('Время на проход');
    expect(fieldTitle('pass_time', 'en')).toBe('Time to pass');
    expect(fieldTitle('car_park', 'en')).toBe('Car park');
    expect(valueWords(5, ru, 'pass_time')).toBe('5 с');
    expect(valueWords({ pass_time: 5, anti_passback: true }, ru)).toBe(
      'Время на проход: 5 с; Антипассбэк: вкл.',
    );
    expect(valueWords(['a', 'b'], en)).toBe('a, b');
    expect(valueWords(null, en)).toBe('—');
    expect(valueWords(2.5, ru)).toBe('2,5');
  });

  it('cleans text made elsewhere of true/false and decision numbers', () => {
    expect(textWords('true', ru)).toBe('да');
    expect(localizedWords({ en: 'false', ru: 'false' }, en)).toBe('no');
    expect(withoutDecisions('Put an access point into a state (D8)')).toBe(
      'Put an access point into a state',
    );
    expect(withoutDecisions('Search staff (D13 q)')).toBe('Search staff');
    expect(withoutDecisions('the legacy set has none (D12). Left empty')).toBe(
      'the legacy set has none. Left empty',
    );
    expect(withoutDecisions('accepted (D5, D12)')).toBe('accepted');
    expect(withoutDecisions('Gate D12 (north)')).toBe('Gate D12 (north)');
  });

  it('reads back what the core wrote with String(value)', () => {
    expect(parsedText('8')).toBe(8);
    expect(parsedText('true')).toBe(true);
    expect(parsedText('1.5')).toBe(1.5);
    expect(parsedText('wiegand26')).toBe('wiegand26');
  });
});
