/**
 * The time screen's clocks: an instant shown in the controller's zone (a zone this computer does
 * not know falls back to its own), and the drift with its sign, one decimal under ten seconds.
 */
import { describe, expect, it } from 'vitest';
import { formatDrift, formatInstant } from '../../../src/renderer/src/format/clock';

describe('the time screen formats', () => {
  it('shows an instant in the zone it is given', () => {
    const at = '2026-11-25T06:18:18.000Z';
    expect(formatInstant(at, 'ru', 'Europe/Moscow')).toBe('25.11.2026, 09:18:18');
    expect(formatInstant(at, 'ru', 'UTC')).toBe('25.11.2026, 06:18:18');
    // ICU versions differ in the space before AM (narrow or plain).
    expect(formatInstant(at, 'en', 'Europe/Moscow')).toMatch(/^11\/25\/26, 9:18:18\s+AM$/u);
  });

  it('falls back to this computer’s zone for an unknown one, and keeps what is not a date', () => {
    const at = '2026-11-25T06:18:18.000Z';
    expect(formatInstant(at, 'ru', 'Mars/Olympus')).toBe(formatInstant(at, 'ru'));
    expect(formatInstant('not a date', 'ru', 'UTC')).toBe('not a date');
  });

  it('signs the drift, one decimal under ten seconds, whole seconds above', () => {
    expect(formatDrift(0.04, 'en')).toBe('0');
    expect(formatDrift(0.44, 'en')).toBe('+0.4');
    expect(formatDrift(-0.44, 'ru')).toBe('−0,4');
    expect(formatDrift(3600.4, 'en')).toBe('+3,600');
    expect(formatDrift(-12.6, 'en')).toBe('−13');
  });
});
