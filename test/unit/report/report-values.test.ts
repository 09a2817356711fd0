/**
 * Values in words (docs/decisions.md, "Handover report: what is true now"): what a change
 * changed and what a controller is are said in the report's language, on/off and yes/no rather
 * than true/false, DHCP or a static address, times as the zone's wall clock with the zone said,
 * records by their names (a key only where no name is known).
 */
import { describe, expect, it } from 'vitest';
import {
  changedWords,
  networkWords,
  valuesWords,
  type ValueContext,
} from '../../../src/core/report/report-values';
import {
  formatTime,
  formatTimeZoned,
  offsetText,
  zoneText,
} from '../../../src/shared/report/report-format';

const GATE = '4cf33526-c7c4-4e64-bda1-e135344f3252';
const UNKNOWN = '017d80da-c39b-4e76-a27b-78e5a1498ab2';
const ctx: ValueContext = {
  timeZone: 'Europe/Moscow',
  names: new Map([
    [GATE, 'Main gate'],
    ['AA:BB', 'TKDEMO01'],
  ]),
};

const RAW = /\btrue\b|\bfalse\b|\d{4}-\d\d-\d\dT\d\d:\d\d/;

describe('values in words', () => {
  it('says a network change as addressing and addresses, in both languages', () => {
    const words = changedWords(
      { dhcp: true },
      { dhcp: false, ip: '10.0.0.50', mask: '255.255.255.0', gateway: '10.0.0.1' },
      ctx,
    );
    expect(words.before).toEqual({ en: 'Addressing: DHCP', ru: 'Адресация: DHCP' });
    expect(words.after?.en).toBe(
      'Addressing: static address; IP address: 10.0.0.50; Mask: 255.255.255.0; Gateway: 10.0.0.1',
    );
    expect(words.after?.ru).toBe(
      'Адресация: статический адрес; IP-адрес: 10.0.0.50; Маска: 255.255.255.0; Шлюз: 10.0.0.1',
    );
    expect(
      networkWords(
        { dhcp: false, ip: '10.0.0.50', mask: '255.255.255.0', gateway: '10.0.0.1' },
        ctx,
      ),
    ).toEqual({
      en: 'static address 10.0.0.50 / 255.255.255.0, gateway 10.0.0.1',
      ru: 'статический адрес 10.0.0.50 / 255.255.255.0, шлюз 10.0.0.1',
    });
  });

  it('says flags as on/off or yes/no, never true or false', () => {
    const words = valuesWords(
      {
        ntp: true,
        enabled: false,
        equal: true,
        factoryPassword: false,
        banned: false,
        something_new: true,
        ext_parameters: { anti_passback: false, pass_time: 5.5, confirmation_required: true },
      },
      ctx,
    );
    expect(words?.en).toBe(
      'NTP: on; VPN sharing: off; Equal: yes; Factory password: no longer works; Banned: no; Something new: yes; Anti-passback: off; Time to pass: 5.5 s; Waits for confirmation: yes',
    );
    expect(words?.ru).toBe(
      'NTP: вкл.; Общий доступ к VPN: выкл.; Совпадает: да; Заводской пароль: не действует; Заблокирован: нет; Something new: да; Антипассбэк: выкл.; Время на проход: 5,5 с; Ждёт подтверждения: да',
    );
    for (const text of [words?.en, words?.ru]) expect(text).not.toMatch(RAW);
  });

  it('says times in the zone with the zone, never as ISO instants', () => {
    const words = valuesWords({ planned_at: '2026-03-01T16:45:00.000Z' }, ctx);
    expect(words).toEqual({
      en: 'Planned at: 1 Mar 2026 19:45 (UTC+3)',
      ru: 'Запланирован на: 01.03.2026 19:45 (UTC+3)',
    });
    expect(formatTime('2026-07-01T12:00:00Z', 'Europe/Berlin', 'en')).toBe('1 Jul 2026 14:00');
    expect(formatTimeZoned('2026-01-01T12:00:00Z', 'Europe/Berlin', 'ru')).toBe(
      '01.01.2026 13:00 (UTC+1)',
    );
    expect(formatTimeZoned('2026-01-01T12:00:00Z', 'Asia/Kolkata', 'en')).toBe(
      '1 Jan 2026 17:30 (UTC+5:30)',
    );
    expect(offsetText(-150)).toBe('UTC-2:30');
    // A title says the offset only when every time shown has it.
    expect(zoneText('Europe/Moscow', ['2026-01-01T00:00:00Z', '2026-07-01T00:00:00Z'])).toBe(
      'Europe/Moscow, UTC+3',
    );
    expect(zoneText('Europe/Berlin', ['2026-01-01T00:00:00Z', '2026-07-01T00:00:00Z'])).toBe(
      'Europe/Berlin',
    );
    expect(zoneText('UTC', ['2026-01-01T00:00:00Z'])).toBe('UTC');
  });

  it('says records by their names: a named record without its key, a key only with no name', () => {
    const point = valuesWords(
      { uuid: GATE, name: 'Main gate', type: 'staff', kind: 'turnstile', state: 'open' },
      ctx,
    );
    expect(point?.en).toBe('Name: Main gate; Type: staff; Kind: Turnstile; Mode: Open');
    expect(point?.ru).toBe('Название: Main gate; Тип: staff; Вид: Турникет; Режим: Открыт');
    const profile = valuesWords(
      { access_points: [GATE, UNKNOWN], schedule_uuid: UNKNOWN, fingerprint256: 'AA:BB' },
      ctx,
    );
    expect(profile?.en).toBe(
      `Access points: Main gate, ${UNKNOWN}; Schedule: ${UNKNOWN}; Controller: TKDEMO01`,
    );
    expect(profile?.ru).toBe(
      `Точки доступа: Main gate, ${UNKNOWN}; Расписание: ${UNKNOWN}; Контроллер: TKDEMO01`,
    );
    // A record with no name keeps its key: it is all there is to tell it by.
    expect(valuesWords({ uuid: UNKNOWN, cards: ['123'] }, ctx)?.en).toBe(
      `Key: ${UNKNOWN}; Cards: 123`,
    );
  });

  it('says counts, roles, statuses and hidden secrets in words', () => {
    const words = valuesWords(
      {
        role: 'operator',
        status: 'completed',
        counts: { staff: 26, access_profiles: 7 },
        parts: { staff: { created: 26, updated: 0, kept: 0, refused: 0 } },
        psk: '(hidden)',
        empty: null,
      },
      ctx,
    );
    expect(words?.en).toBe(
      'Role: operator; Status: completed; Records: staff 26, access profiles 7; Records: staff (created 26); Psk: (hidden); Empty: —',
    );
    expect(words?.ru).toBe(
      'Роль: оператор; Состояние: завершён; Записи: сотрудники 26, профили доступа 7; Записи: сотрудники (создано 26); Psk: (скрыто); Empty: —',
    );
  });

  it('shows only the fields a change changed, every field of a one-sided change', () => {
    expect(
      changedWords(
        { timezone: 'UTC', ntp: true, ntp_server: 'a' },
        { timezone: 'UTC', ntp: true, ntp_server: 'b', driftSeconds: 1 },
        ctx,
      ),
    ).toEqual({
      before: { en: 'NTP server: a', ru: 'NTP-сервер: a' },
      after: {
        en: 'NTP server: b; Clock off by: 1 s',
        ru: 'NTP-сервер: b; Расхождение часов: 1 с',
      },
    });
    expect(changedWords(undefined, { name: 'Gate' }, ctx)).toEqual({
      after: { en: 'Name: Gate', ru: 'Название: Gate' },
    });
    // An access point's parameters are compared one by one.
    expect(
      changedWords(
        { name: 'Gate', ext_parameters: { pass_time: 5, tamper_alarm: true } },
        { name: 'Gate', ext_parameters: { pass_time: 5, tamper_alarm: false } },
        ctx,
      ),
    ).toEqual({
      before: { en: 'Tamper alarm: on', ru: 'Тревога вскрытия считывателя: вкл.' },
      after: { en: 'Tamper alarm: off', ru: 'Тревога вскрытия считывателя: выкл.' },
    });
  });
});
