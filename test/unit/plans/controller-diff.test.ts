/**
 * One planned controller against what it holds (docs/decisions.md, "Site plans"): each field
 * now -> after, a section already as planned with no change, and a section its firmware does not
 * serve (D11) as a change that cannot be made rather than "nothing to change".
 */
import { describe, expect, it } from 'vitest';
import { controllerSections } from '../../../src/core/plans/controller-diff';
import type { PlannedController } from '../../../src/shared/plans/site-plan.schema';
import { MOSCOW_TIME } from './moscow-time';

const planned: PlannedController = {
  time: { zone: 'Asia/Yekaterinburg', ntp: 'ntp1.yard.local' },
  network: { dhcp: false, ip: '10.0.0.21', mask: '255.255.255.0', gateway: '10.0.0.1' },
  authUsers: [{ login: 'guard', role: 'operator' }],
};

const time = MOSCOW_TIME;

describe('controllerSections', () => {
  it('shows each field now -> after, and a section already as planned with no change', () => {
    const sections = controllerSections(planned, {
      time,
      network: { dhcp: false, ip: '10.0.0.21', mask: '255.255.255.0', gateway: '10.0.0.1' },
      authUsers: [{ login: 'admin', role: 'admin' }],
    });
    expect(
      sections.map((s) => [s.section, s.changes.map((c) => [c.field, c.now, c.after])]),
    ).toEqual([
      ['time', [['timezone', 'Europe/Moscow', 'Asia/Yekaterinburg']]],
      ['authUsers', [['guard', null, 'operator']]],
      ['network', []],
    ]);
  });

  it("says a section the controller's firmware does not serve cannot be made", () => {
    const sections = controllerSections(planned, { time });
    expect(sections.find((s) => s.section === 'network')?.changes).toEqual([
      expect.objectContaining({
        fieldLabel: { en: 'Network', ru: 'Сеть' },
        now: "not served by this controller's firmware",
        after: 'as planned',
      }),
    ]);
    expect(sections.find((s) => s.section === 'authUsers')?.changes).toHaveLength(1);
  });

  it('gives the values that are words in both languages, the English as the terminal prints it', () => {
    const sections = controllerSections(
      {
        ...planned,
        time: { zone: 'Europe/Moscow', ntp: false },
        schedules: [
          { name: 'Office', intervals: [{ days: ['mon', 'fri'], from: '08:00', to: '18:00' }] },
        ],
        accessPoints: [
          { name: 'Yard', type: 'barrier', kind: 'barrier', parameters: { pass_time: 8 } },
        ],
      },
      {
        time,
        network: { dhcp: false, ip: '10.0.0.9', mask: '255.255.255.0', gateway: '10.0.0.1' },
        authUsers: [{ login: 'guard', role: 'viewer' }],
        schedules: [],
        accessPoints: [],
      },
    );
    const change = (field: string) =>
      sections.flatMap((s) => s.changes).find((c) => c.field === field);
    expect(change('ntp')).toMatchObject({
      fieldLabel: { en: 'NTP', ru: 'NTP' },
      now: 'on',
      after: 'off',
      nowText: { en: 'on', ru: 'вкл.' },
      afterText: { en: 'off', ru: 'выкл.' },
    });
    expect(change('network')?.nowText).toEqual({
      en: '10.0.0.9 / 255.255.255.0 via 10.0.0.1',
      ru: '10.0.0.9 / 255.255.255.0 через 10.0.0.1',
    });
    expect(change('guard')).toMatchObject({
      now: 'viewer',
      nowText: { en: 'viewer', ru: 'наблюдатель' },
      afterText: { en: 'operator', ru: 'оператор' },
    });
    expect(change('Office')).toMatchObject({
      now: null,
      after: 'mon,fri 08:00-18:00',
      afterText: { ru: 'пн,пт 08:00-18:00' },
    });
    expect(change('Office')).not.toHaveProperty('nowText');
    expect(change('Yard')?.afterText).toEqual({
      en: 'barrier (barrier), pass_time=8',
      ru: 'шлагбаум, pass_time=8',
    });
  });

  it('gives a record the controller holds otherwise with what it holds, in the plan’s terms', () => {
    const sections = controllerSections(
      {
        time: { zone: 'Europe/Moscow', ntp: 'ntp2.yard.local' },
        schedules: [{ name: 'Day', intervals: [{ days: ['tue'], from: '09:00', to: '17:00' }] }],
        accessPoints: [
          {
            name: 'Gate',
            type: 'entrance',
            kind: 'turnstile',
            parameters: { delay: 5, beep: true },
          },
        ],
        accessProfiles: [
          { name: 'Staff', schedule: 'Night', accessPoints: ['Gate'] },
          { name: 'Guests', schedule: 'Day', accessPoints: ['Gate', 'Yard'] },
        ],
      },
      {
        time,
        schedules: [
          { uuid: 's1', name: 'Day', intervals: [{ days: ['mon'], from: '08:00', to: '18:00' }] },
          { uuid: 's2', name: 'Night', intervals: [{ days: ['sun'], from: '20:00', to: '23:00' }] },
        ],
        accessPoints: [
          {
            uuid: 'p1',
            name: 'Gate',
            type: 'entrance',
            kind: 'turnstile',
            extParameters: { delay: 3, other: 1 },
          },
          { uuid: 'p2', name: 'Yard', type: 'vehicle', extParameters: {} },
        ],
        accessProfiles: [
          { uuid: 'a1', name: 'Staff', accessPoints: ['p2', 'p1'], scheduleUuid: 's1' },
        ],
      },
    );
    expect(sections.map((s) => [s.section, s.changes])).toEqual([
      [
        'time',
        [
          {
            field: 'ntpServer',
            fieldLabel: { en: 'NTP server', ru: 'NTP-сервер' },
            now: 'ntp1.yard.local',
            after: 'ntp2.yard.local',
          },
        ],
      ],
      [
        'schedules',
        [
          {
            field: 'Day',
            fieldLabel: { en: 'Schedule Day', ru: 'Расписание Day' },
            now: 'mon 08:00-18:00',
            after: 'tue 09:00-17:00',
            nowText: { en: 'mon 08:00-18:00', ru: 'пн 08:00-18:00' },
            afterText: { en: 'tue 09:00-17:00', ru: 'вт 09:00-17:00' },
          },
        ],
      ],
      [
        'accessPoints',
        [
          // Only the parameters the plan names, one the controller lacks as null.
          expect.objectContaining({
            field: 'Gate',
            fieldLabel: { en: 'Access point Gate', ru: 'Точка доступа Gate' },
            now: 'turnstile (entrance), delay=3, beep=null',
            after: 'turnstile (entrance), delay=5, beep=true',
          }),
        ],
      ],
      [
        'accessProfiles',
        [
          {
            field: 'Staff',
            fieldLabel: { en: 'Access profile Staff', ru: 'Профиль доступа Staff' },
            now: 'Day: Yard, Gate',
            after: 'Night: Gate',
          },
          {
            field: 'Guests',
            fieldLabel: { en: 'Access profile Guests', ru: 'Профиль доступа Guests' },
            now: null,
            after: 'Day: Gate, Yard',
          },
        ],
      ],
    ]);
  });
});
