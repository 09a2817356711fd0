/**
 * What one controller lacks of its plan, section by section (docs/decisions.md, "Site plans"):
 * records matched by name or login, a record already as planned left out, a changed one given
 * with what the controller holds, profiles compared by the names of their schedule and doors in
 * any order, the clock's target kept to the zone and NTP, and the network's setting compared
 * field by field.
 */
import { describe, expect, it } from 'vitest';
import {
  accessPointChanges,
  accessPointMatches,
  authUserChanges,
  networkChangeOf,
  networkDiffers,
  profileChanges,
  profileNames,
  scheduleChanges,
  timeFieldsToChange,
  timeTargetOf,
} from '../../../src/core/plans/section-changes';
import type { ControllerState, ScheduleRead } from '../../../src/core/plans/controller-state';
import type { PlannedController } from '../../../src/shared/plans/site-plan.schema';
import type { AccessPointView } from '../../../src/core/access-points/access-point-reading';
import type { TimeReading } from '../../../src/core/time/time-reading';

type PlannedSchedule = NonNullable<PlannedController['schedules']>[number];

const gate: AccessPointView = {
  uuid: 'p1',
  name: 'Gate',
  type: 'entrance',
  kind: 'turnstile',
  extParameters: { delay: 3, beep: true },
};
const yard: AccessPointView = { uuid: 'p2', name: 'Yard', type: 'vehicle', extParameters: {} };
const day: ScheduleRead['intervals'] & PlannedSchedule['intervals'] = [
  { days: ['mon'], from: '08:00', to: '18:00' },
];

const state: ControllerState = {
  accessPoints: [gate, yard],
  schedules: [
    { uuid: 's1', name: 'Day', intervals: day },
    { uuid: 's2', name: 'Night', intervals: [{ days: ['sun'], from: '20:00', to: '23:00' }] },
  ],
  accessProfiles: [{ uuid: 'a1', name: 'Staff', accessPoints: ['p2', 'p1'], scheduleUuid: 's1' }],
  authUsers: [{ login: 'guard', role: 'operator' }],
};

describe('schedules', () => {
  it('leave out one as planned, and give a changed one with what the controller holds', () => {
    const changes = scheduleChanges(
      [
        { name: 'Day', intervals: day },
        { name: 'Night', intervals: day },
        { name: 'Weekend', intervals: day },
      ],
      state,
    );
    expect(changes).toEqual([
      { planned: { name: 'Night', intervals: day }, existing: state.schedules![1] },
      { planned: { name: 'Weekend', intervals: day } },
    ]);
  });

  it('are all new on a controller holding none, and none without a plan for them', () => {
    expect(scheduleChanges([{ name: 'Day', intervals: day }], {})).toEqual([
      { planned: { name: 'Day', intervals: day } },
    ]);
    expect(scheduleChanges(undefined, state)).toEqual([]);
  });
});

describe('access points', () => {
  const planned = { name: 'Gate', type: 'entrance', kind: 'turnstile' as const };

  it('match on type, kind and the parameters the plan names', () => {
    expect(accessPointMatches(planned, gate)).toBe(true);
    expect(accessPointMatches({ ...planned, parameters: { delay: 3 } }, gate)).toBe(true);
    expect(accessPointMatches({ ...planned, parameters: { delay: 4 } }, gate)).toBe(false);
    expect(accessPointMatches({ ...planned, parameters: { delay: 3, beep: false } }, gate)).toBe(
      false,
    );
    expect(accessPointMatches({ ...planned, type: 'exit' }, gate)).toBe(false);
    expect(accessPointMatches({ ...planned, kind: 'barrier' }, gate)).toBe(false);
  });

  it('match whatever the kind where the controller does not say it', () => {
    expect(accessPointMatches({ name: 'Yard', type: 'vehicle', kind: 'barrier' }, yard)).toBe(true);
  });

  it('are changed by name', () => {
    expect(
      accessPointChanges(
        [planned, { ...planned, name: 'Yard' }, { ...planned, name: 'New' }],
        state,
      ),
    ).toEqual([
      { planned: { ...planned, name: 'Yard' }, existing: yard },
      { planned: { ...planned, name: 'New' } },
    ]);
  });
});

describe('profiles', () => {
  it('are named by their schedule and doors, uuids where the controller has no such record', () => {
    expect(profileNames(state.accessProfiles![0]!, state)).toEqual({
      schedule: 'Day',
      accessPoints: ['Yard', 'Gate'],
    });
    expect(
      profileNames({ uuid: 'a2', name: 'X', accessPoints: ['p9'], scheduleUuid: 's9' }, state),
    ).toEqual({ schedule: 's9', accessPoints: ['p9'] });
    expect(
      profileNames({ uuid: 'a2', name: 'X', accessPoints: ['p1'], scheduleUuid: 's1' }, {}),
    ).toEqual({ schedule: 's1', accessPoints: ['p1'] });
  });

  it('match with their doors in any order, and change with another schedule or door', () => {
    const staff = { name: 'Staff', schedule: 'Day', accessPoints: ['Gate', 'Yard'] };
    expect(profileChanges([staff], state)).toEqual([]);
    expect(profileChanges([{ ...staff, accessPoints: ['Yard', 'Gate'] }], state)).toEqual([]);
    expect(profileChanges([{ ...staff, schedule: 'Night' }], state)).toEqual([
      { planned: { ...staff, schedule: 'Night' }, existing: state.accessProfiles![0] },
    ]);
    expect(profileChanges([{ ...staff, accessPoints: ['Gate'] }], state)).toHaveLength(1);
    expect(
      profileChanges([{ ...staff, accessPoints: ['Gate', 'Yard', 'Gate'] }], state),
    ).toHaveLength(1);
  });
});

describe('authentication users', () => {
  it('are matched by login and changed by role', () => {
    expect(authUserChanges([{ login: 'guard', role: 'operator' }], state)).toEqual([]);
    expect(
      authUserChanges(
        [
          { login: 'guard', role: 'admin' },
          { login: 'op', role: 'viewer' },
        ],
        state,
      ),
    ).toEqual([
      {
        planned: { login: 'guard', role: 'admin' },
        existing: { login: 'guard', role: 'operator' },
      },
      { planned: { login: 'op', role: 'viewer' } },
    ]);
  });
});

describe('the clock', () => {
  const now: TimeReading = {
    timestamp: 1_790_000_000,
    laptopMs: 1_790_000_000_000,
    driftSeconds: 0,
    timezone: 'UTC',
    ntp: true,
    ntpServer: 'pool.ntp.org',
  };

  it('takes the zone and the NTP server, and never sets the clock', () => {
    expect(timeTargetOf({ zone: 'Asia/Omsk', ntp: 'ntp.yard' }, now)).toEqual({
      timezone: 'Asia/Omsk',
      ntp: true,
      ntpServer: 'ntp.yard',
      setClock: false,
    });
    expect(timeFieldsToChange({ zone: 'UTC', ntp: 'pool.ntp.org' }, now)).toEqual([]);
  });

  it('with NTP off keeps the server the controller has', () => {
    expect(timeTargetOf({ zone: 'UTC', ntp: false }, now)).toEqual({
      timezone: 'UTC',
      ntp: false,
      ntpServer: 'pool.ntp.org',
      setClock: false,
    });
    expect(timeFieldsToChange({ zone: 'UTC', ntp: false }, now)).toEqual(['ntp']);
  });
});

describe('the network', () => {
  const fixed = { dhcp: false, ip: '10.0.0.5', mask: '255.255.255.0', gateway: '10.0.0.1' };

  it('is changed to DHCP or to the planned static setting', () => {
    expect(networkChangeOf({ dhcp: true })).toEqual({ dhcp: true });
    expect(networkChangeOf(fixed)).toEqual({
      ip: '10.0.0.5',
      mask: '255.255.255.0',
      gateway: '10.0.0.1',
    });
  });

  it('differs for DHCP only where the controller is not on DHCP', () => {
    expect(networkDiffers({ dhcp: true }, { dhcp: true })).toBe(false);
    expect(networkDiffers({ dhcp: true }, { dhcp: false, ip: '10.0.0.5' })).toBe(true);
    expect(networkDiffers({ dhcp: true }, {})).toBe(true);
  });

  it('differs for a static setting on DHCP or in any one field', () => {
    const now = { dhcp: false, ip: '10.0.0.5', mask: '255.255.255.0', gateway: '10.0.0.1' };
    expect(networkDiffers(fixed, now)).toBe(false);
    expect(networkDiffers(fixed, { ...now, dhcp: undefined })).toBe(false);
    expect(networkDiffers(fixed, { ...now, dhcp: true })).toBe(true);
    expect(networkDiffers(fixed, { ...now, ip: '10.0.0.6' })).toBe(true);
    expect(networkDiffers(fixed, { ...now, mask: '255.255.0.0' })).toBe(true);
    expect(networkDiffers(fixed, { ...now, gateway: '10.0.0.254' })).toBe(true);
  });
});
