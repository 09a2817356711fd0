/**
 * Each section of a planned controller against what it holds, in words (docs/decisions.md,
 * "Site plans"): the NTP server, a schedule, an access point and a profile already there shown
 * with what they hold now, the parameters the plan names read off the controller, every section
 * in the order a plan applies them, and each section the firmware does not serve (D11) said as
 * a change that cannot be made.
 */
import { describe, expect, it } from 'vitest';
import { controllerSections, SECTION_LABELS } from '../../../src/core/plans/controller-diff';
import type { ControllerState } from '../../../src/core/plans/controller-state';
import type { PlannedController } from '../../../src/shared/plans/site-plan.schema';
import { MOSCOW_TIME } from './moscow-time';

const time = MOSCOW_TIME;

const planned: PlannedController = {
  time: { zone: 'Europe/Moscow', ntp: 'ntp2.yard.local' },
  schedules: [{ name: 'Office', intervals: [{ days: ['mon'], from: '09:00', to: '17:00' }] }],
  accessPoints: [
    { name: 'Yard', type: 'barrier', kind: 'barrier', parameters: { pass_time: 8, beep: true } },
  ],
  accessProfiles: [{ name: 'Staff', schedule: 'Office', accessPoints: ['Yard', 'Gate'] }],
  authUsers: [{ login: 'guard', role: 'operator' }],
  network: { dhcp: true },
};

const state: ControllerState = {
  time,
  schedules: [
    { uuid: 's1', name: 'Office', intervals: [{ days: ['tue'], from: '08:00', to: '18:00' }] },
  ],
  accessPoints: [
    { uuid: 'p1', name: 'Yard', type: 'barrier', kind: 'barrier', extParameters: { pass_time: 5 } },
  ],
  accessProfiles: [{ uuid: 'a1', name: 'Staff', accessPoints: ['p1'], scheduleUuid: 's1' }],
  authUsers: [{ login: 'guard', role: 'operator' }],
  network: { dhcp: true },
};

describe('a planned controller against what it holds', () => {
  it('lists every section the plan names, in the order a plan applies them', () => {
    expect(controllerSections(planned, state).map((s) => s.section)).toEqual([
      'time',
      'schedules',
      'accessPoints',
      'accessProfiles',
      'authUsers',
      'network',
    ]);
  });

  it('shows a new NTP server with what the controller uses now', () => {
    const [timeSection] = controllerSections(planned, state);
    expect(timeSection?.changes).toEqual([
      {
        field: 'ntpServer',
        fieldLabel: { en: 'NTP server', ru: 'NTP-сервер' },
        now: 'ntp1.yard.local',
        after: 'ntp2.yard.local',
      },
    ]);
  });

  it('shows the records already there with what they hold now', () => {
    const sections = controllerSections(planned, state);
    const changes = (section: string) => sections.find((s) => s.section === section)?.changes;
    expect(changes('schedules')).toEqual([
      {
        field: 'Office',
        fieldLabel: { en: 'Schedule Office', ru: 'Расписание Office' },
        now: 'tue 08:00-18:00',
        after: 'mon 09:00-17:00',
        nowText: { en: 'tue 08:00-18:00', ru: 'вт 08:00-18:00' },
        afterText: { en: 'mon 09:00-17:00', ru: 'пн 09:00-17:00' },
      },
    ]);
    expect(changes('accessPoints')).toMatchObject([
      {
        field: 'Yard',
        now: 'barrier (barrier), pass_time=5, beep=null',
        after: 'barrier (barrier), pass_time=8, beep=true',
      },
    ]);
    expect(changes('accessProfiles')).toEqual([
      {
        field: 'Staff',
        fieldLabel: { en: 'Access profile Staff', ru: 'Профиль доступа Staff' },
        now: 'Office: Yard',
        after: 'Office: Yard, Gate',
      },
    ]);
    expect(changes('authUsers')).toEqual([]);
    expect(changes('network')).toEqual([]);
  });

  it('shows a profile not there yet with nothing now', () => {
    const [profiles] = controllerSections(
      { accessProfiles: [{ name: 'Night', schedule: 'Office', accessPoints: ['Yard'] }] },
      state,
    );
    expect(profiles?.changes).toEqual([
      {
        field: 'Night',
        fieldLabel: { en: 'Access profile Night', ru: 'Профиль доступа Night' },
        now: null,
        after: 'Office: Yard',
      },
    ]);
  });

  it('shows a static address planned for a controller on DHCP', () => {
    const [network] = controllerSections(
      { network: { dhcp: false, ip: '10.0.0.5', mask: '255.255.255.0', gateway: '10.0.0.1' } },
      state,
    );
    expect(network?.changes).toMatchObject([
      { field: 'network', after: '10.0.0.5 / 255.255.255.0 via 10.0.0.1' },
    ]);
  });

  it('says each section the firmware does not serve cannot be made', () => {
    const sections = controllerSections(planned, {});
    expect(sections).toHaveLength(6);
    for (const { section, changes } of sections)
      expect(changes).toEqual([
        expect.objectContaining({
          field: section,
          fieldLabel: SECTION_LABELS[section],
          now: "not served by this controller's firmware",
          after: 'as planned',
        }),
      ]);
  });
});
