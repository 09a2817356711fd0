/**
 * The controller's decision on a pass (spec 4.10), from records in memory:
 * banned, unscheduled, scheduled, temporarily granted, expired, visitors and unknown people,
 * access point states (D8), all on the controller's local time in its time zone.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AccessData } from '../../../src/simulator/events/access-data';
import { decideAccess, passEvent } from '../../../src/simulator/events/access-decision';
import type {
  AccessPointRecord,
  AccessProfileRecord,
  ScheduleRecord,
  StaffStored,
  TmpAccessRecord,
} from '../../../src/simulator/records/collections';

const door: AccessPointRecord = {
  uuid: randomUUID(),
  name: 'Office door',
  type: 'door',
  kind: 'single',
  controller_uuid: randomUUID(),
  state: 'normal',
};
const office: ScheduleRecord = {
  uuid: randomUUID(),
  name: 'Office hours',
  intervals: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '09:00', to: '18:00' }],
};
const profile: AccessProfileRecord = {
  uuid: randomUUID(),
  name: 'Office',
  access_points: [door.uuid],
  schedule_uuid: office.uuid,
};

function person(extra: Partial<StaffStored> = {}): StaffStored {
  return {
    surname: 'Петрова',
    name: 'Анна',
    dolzhnost: 'Бухгалтер',
    uuid: randomUUID(),
    banned: false,
    ...extra,
  };
}

function data(
  staff: StaffStored[],
  grants: TmpAccessRecord[] = [],
  visitors: string[] = [],
): AccessData {
  return {
    accessPoint: (uuid) => (uuid === door.uuid ? door : undefined),
    staff: (uuid) => staff.find((s) => s.uuid === uuid),
    isVisitor: (uuid) => visitors.includes(uuid),
    profile: (uuid) => (uuid === profile.uuid ? profile : undefined),
    schedule: (uuid) => (uuid === office.uuid ? office : undefined),
    grantsOf: (user) => grants.filter((g) => g.user_uuid === user),
  };
}

// Wednesday 2030-05-15: 10:30 in Moscow is 07:30 UTC; 20:00 in Moscow is 17:00 UTC.
const WED_1030_MSK = Date.parse('2030-05-15T07:30:00Z');
const WED_2000_MSK = Date.parse('2030-05-15T17:00:00Z');
const SAT_1030_MSK = Date.parse('2030-05-18T07:30:00Z');
const msk = (ms: number) => ({ ms, timeZone: 'Europe/Moscow' });
const always = { from: 0, to: 0 };

function decide(
  d: AccessData,
  who: string,
  clock: { ms: number; timeZone: string },
  state = 'normal',
) {
  return decideAccess(
    d,
    { access_point_uuid: door.uuid, user_uuid: who, direction: 'in' },
    state,
    clock,
  );
}

describe('a pass decision', () => {
  it('grants a person whose profile lists the door and whose schedule covers local time', () => {
    const anna = person({ access_profiles: [{ uuid: profile.uuid, ...always }] });
    expect(decide(data([anna]), anna.uuid, msk(WED_1030_MSK))).toEqual({
      type: 'access_granted',
      grantedBy: profile.uuid,
    });
  });

  it('reads the schedule in the controller time zone, not UTC', () => {
    const anna = person({ access_profiles: [{ uuid: profile.uuid, ...always }] });
    // 17:00 UTC is within 09:00-18:00 in UTC, but it is 20:00 in Moscow.
    expect(decide(data([anna]), anna.uuid, msk(WED_2000_MSK)).type).toBe('access_denied_schedule');
    expect(decide(data([anna]), anna.uuid, { ms: WED_2000_MSK, timeZone: 'UTC' }).type).toBe(
      'access_granted',
    );
  });

  it('denies outside the schedule (a Saturday) and the deprecated access_profile counts too', () => {
    const legacy = person({ access_profile: profile.uuid });
    const d = data([legacy]);
    expect(decide(d, legacy.uuid, msk(WED_1030_MSK)).type).toBe('access_granted');
    expect(decide(d, legacy.uuid, msk(SAT_1030_MSK)).type).toBe('access_denied_schedule');
  });

  it('denies a banned person even with a profile and a grant', () => {
    const banned = person({ banned: true, access_profiles: [{ uuid: profile.uuid, ...always }] });
    const grant = {
      uuid: randomUUID(),
      user_uuid: banned.uuid,
      access_point_uuid: door.uuid,
      date: '2030-05-15',
    };
    expect(decide(data([banned], [grant]), banned.uuid, msk(WED_1030_MSK)).type).toBe(
      'access_denied_banned',
    );
  });

  it('grants on a temporary grant for that door and local day only', () => {
    const guest = person();
    // 2030-05-15T22:30Z is already the 16th in Moscow.
    const lateUtc = Date.parse('2030-05-15T22:30:00Z');
    const grant = {
      uuid: randomUUID(),
      user_uuid: guest.uuid,
      access_point_uuid: door.uuid,
      date: '2030-05-16',
    };
    const d = data([guest], [grant]);
    expect(decide(d, guest.uuid, msk(lateUtc))).toEqual({
      type: 'access_granted',
      grantedBy: grant.uuid,
    });
    expect(decide(d, guest.uuid, { ms: lateUtc, timeZone: 'UTC' }).type).toBe(
      'access_denied_no_access',
    );
    expect(decide(d, guest.uuid, msk(WED_1030_MSK)).type).toBe('access_denied_no_access');
  });

  it('honours the validity bounds of an access_profiles entry', () => {
    const now = Math.floor(WED_1030_MSK / 1000);
    const expired = person({
      access_profiles: [{ uuid: profile.uuid, from: now - 1000, to: now - 1 }],
    });
    const future = person({ access_profiles: [{ uuid: profile.uuid, from: now + 60, to: 0 }] });
    const d = data([expired, future]);
    expect(decide(d, expired.uuid, msk(WED_1030_MSK)).type).toBe('access_denied_no_access');
    expect(decide(d, future.uuid, msk(WED_1030_MSK)).type).toBe('access_denied_no_access');
  });

  it('lets visitors pass only on a grant, and refuses unknown people', () => {
    const visitor = randomUUID();
    const grant = {
      uuid: randomUUID(),
      user_uuid: visitor,
      access_point_uuid: door.uuid,
      date: '2030-05-15',
    };
    expect(decide(data([], [], [visitor]), visitor, msk(WED_1030_MSK)).type).toBe(
      'access_denied_no_grant',
    );
    expect(decide(data([], [grant], [visitor]), visitor, msk(WED_1030_MSK)).type).toBe(
      'access_granted',
    );
    expect(decide(data([]), randomUUID(), msk(WED_1030_MSK)).type).toBe(
      'access_denied_unknown_user',
    );
  });

  it('follows the access point state first (D8)', () => {
    const banned = person({ banned: true });
    expect(decide(data([banned]), banned.uuid, msk(WED_1030_MSK), 'emergency').type).toBe(
      'free_pass',
    );
    const anna = person({ access_profiles: [{ uuid: profile.uuid, ...always }] });
    expect(decide(data([anna]), anna.uuid, msk(WED_1030_MSK), 'closed').type).toBe(
      'access_denied_closed',
    );
  });

  it('makes an access event stamped with the controller clock, and an alert for a denial', () => {
    const anna = person();
    const pass = { access_point_uuid: door.uuid, user_uuid: anna.uuid, direction: 'in' as const };
    const { event, alert } = passEvent(data([anna]), pass, msk(WED_1030_MSK));
    expect(event).toMatchObject({
      type: 'access_denied_no_access',
      timestamp: '2030-05-15T07:30:00.000Z',
      ...pass,
    });
    expect(alert).toMatchObject({
      access_point_uuid: door.uuid,
      access_event_uuid: event.uuid,
      user_uuid: anna.uuid,
    });
    expect(alert?.message).toMatch(/^Office door: Access denied/);
  });
});
