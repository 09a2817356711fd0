/**
 * A member compared with its master (spec 4.12; docs/decisions.md, "VPN cluster:
 * verification"), on two simulators with a handful of records: schedules and profiles paired by
 * name though each controller gave them its own uuid, what the member lacks or holds otherwise
 * named by field, records only the member holds counted and not called differences, and a
 * member of the 1.5 era, which has no schedules or identifiers (D11), compared in what it holds.
 */
import { describe, expect, it } from 'vitest';
import { verifyMember } from '../../../src/core/vpn/verify-member';
import { loggedInSimulators } from '../helpers/logged-in-simulators';
import { person, U, uuidOf } from './member-records';

const started = loggedInSimulators();

describe('a member verified against its master', () => {
  it('is equal when both hold the same records under their own uuids', async () => {
    const master = await started({ firmware: '1.7' });
    const member = await started({ firmware: '1.7' });
    for (const side of [master, member]) {
      const profile = await uuidOf(side.client, 'accessProfiles.list', 'Staff');
      await person(side.client, U(1), { cards: ['300', '200'], access_profile: profile });
      await side.client.call('identifiers.create', {
        body: { code: '200', type: 'card', active: true },
      });
    }
    const verification = await verifyMember('M1', master.client, member.client);
    expect(verification.serial).toBe('M1');
    expect(verification.differences).toEqual([]);
    expect(verification.notCompared).toEqual([]);
    expect(verification.equal).toBe(true);
    expect(verification.kinds.schedules).toMatchObject({ master: 2, member: 2, compared: 2 });
    expect(verification.kinds.access_profiles).toMatchObject({ master: 1, compared: 1 });
    expect(verification.kinds.identifiers).toMatchObject({ master: 1, compared: 1 });
    expect(verification.kinds.staff).toMatchObject({ master: 1, compared: 1, different: 0 });
    expect(verification.tookMs).toBeGreaterThanOrEqual(0);
  });

  it('names what the member lacks or holds otherwise, and counts what only it holds', async () => {
    const master = await started({ firmware: '1.7' });
    const member = await started({ firmware: '1.7' });
    await master.client.call('schedules.create', {
      body: { name: 'Night', intervals: [{ days: ['mon'], from: '20:00', to: '23:00' }] },
    });
    const working = await uuidOf(member.client, 'schedules.list', 'Working hours');
    await member.client.call('schedules.update', {
      params: { uuid: working },
      body: { name: 'Working hours', intervals: [{ days: ['sat'], from: '10:00', to: '12:00' }] },
    });
    // The profile points at another schedule on the member: compared by the schedule's name.
    const profile = await uuidOf(member.client, 'accessProfiles.list', 'Staff');
    const around = await uuidOf(member.client, 'schedules.list', 'Around the clock');
    const masterProfile = await uuidOf(master.client, 'accessProfiles.list', 'Staff');
    const masterWorking = await uuidOf(master.client, 'schedules.list', 'Working hours');
    await master.client.call('accessProfiles.update', {
      params: { uuid: masterProfile },
      body: { name: 'Staff', access_points: [], schedule_uuid: masterWorking },
    });
    await member.client.call('accessProfiles.update', {
      params: { uuid: profile },
      body: { name: 'Staff', access_points: [], schedule_uuid: around },
    });
    await master.client.call('identifiers.create', {
      body: { code: '200', type: 'card', active: true },
    });
    await member.client.call('identifiers.create', {
      body: { code: '200', type: 'card', active: false },
    });
    await person(master.client, U(1), { comment: 'day shift' });
    await person(member.client, U(1), { comment: 'night shift' });
    await person(member.client, U(2));

    const verification = await verifyMember('M2', master.client, member.client);
    expect(verification.equal).toBe(false);
    expect(verification.kinds.schedules).toMatchObject({ missing: 1, different: 1 });
    expect(verification.kinds.access_profiles).toMatchObject({ different: 1 });
    expect(verification.kinds.identifiers).toMatchObject({ different: 1 });
    expect(verification.kinds.staff).toMatchObject({ different: 1, memberOnly: 1, member: 2 });
    expect(verification.differences).toEqual(
      expect.arrayContaining([
        { kind: 'schedules', key: 'Night' },
        expect.objectContaining({ kind: 'schedules', key: 'Working hours', field: 'intervals' }),
        {
          kind: 'access_profiles',
          key: 'Staff',
          field: 'schedule',
          master: '"Working hours"',
          member: '"Around the clock"',
        },
        {
          kind: 'identifiers',
          key: '200',
          field: 'active',
          master: 'true',
          member: 'false',
        },
        {
          kind: 'staff',
          key: U(1),
          field: 'comment',
          master: '"day shift"',
          member: '"night shift"',
        },
      ]),
    );
    expect(verification.differences).toHaveLength(5);
  });

  it('is equal with only records the member holds', async () => {
    const master = await started({ firmware: '1.7' });
    const member = await started({ firmware: '1.7' });
    await person(member.client, U(3));
    const verification = await verifyMember('M3', master.client, member.client);
    expect(verification.kinds.staff).toMatchObject({ master: 0, member: 1, memberOnly: 1 });
    expect(verification.equal).toBe(true);
  });

  it('of the 1.5 era is compared in what it holds, the rest listed as not compared', async () => {
    const master = await started({ firmware: '1.7' });
    const member = await started({ firmware: '1.5', staffFields: 'legacy' });
    await master.client.call('identifiers.create', {
      body: { code: '200', type: 'card', active: true },
    });
    await person(master.client, U(1), { cards: ['5'], pin: '1234' });
    await member.client.call('staff.create', {
      body: { uuid: U(1), surname: 'Petrov', name: 'Ivan', dolzhnost: '', cards: ['5'] },
    });
    const verification = await verifyMember('M4', master.client, member.client);
    expect(verification.notCompared).toEqual(['schedules', 'identifiers']);
    expect(verification.kinds.schedules).toBeUndefined();
    expect(verification.kinds.identifiers).toBeUndefined();
    // Without schedules on the member, profiles keep the master's schedule uuid: each
    // controller's own differs.
    expect(verification.kinds.access_profiles).toMatchObject({ compared: 1, different: 1 });
    // The pin is not in the legacy set, so the people are the same.
    expect(verification.kinds.staff).toMatchObject({ compared: 1, different: 0 });
  });
});
