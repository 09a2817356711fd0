/**
 * A member compared with its master field by field (spec 4.12; docs/decisions.md, "VPN cluster:
 * verification"), on two simulators: cards and profile validity lists compared whatever their
 * order, a missing card list the same as an empty one, profiles named on each side; a master
 * speaking the legacy staff set compared only in what that set holds; a 1.5 member holding the
 * master's schedule uuid, as a sync leaves it, the same; whether the member is equal; a read that
 * fails for another reason than a missing section failing the verification; a cancel stopping
 * the staff reads; a ban left out of an answer taken as none.
 */
import { describe, expect, it } from 'vitest';
import type { ControllerClient } from '../../../src/core/client/controller-client';
import { ClientError } from '../../../src/core/client/client-error';
import { verifyMember } from '../../../src/core/vpn/verify-member';
import { loggedInSimulators } from '../helpers/logged-in-simulators';
import { person, U, uuidOf } from './member-records';

const started = loggedInSimulators();

/** The client as the verification sees it, with its calls or its staff pages passed through `wrap`. */
function wrapped(
  client: ControllerClient,
  wrap: {
    call?: (id: string, real: () => Promise<unknown>) => Promise<unknown>;
    staffPage?: (real: () => Promise<unknown>) => Promise<unknown>;
  },
): ControllerClient {
  return new Proxy(client, {
    get(target, key) {
      if (key === 'call' && wrap.call) {
        const call = wrap.call;
        return (id: string, ...rest: unknown[]) =>
          call(id, () => (target.call as (...a: unknown[]) => Promise<unknown>)(id, ...rest));
      }
      if (key === 'api' && wrap.staffPage) {
        const staffPage = wrap.staffPage;
        const page = target.api.staff.page as (...a: unknown[]) => Promise<unknown>;
        return {
          ...target.api,
          staff: { ...target.api.staff, page: (...a: unknown[]) => staffPage(() => page(...a)) },
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

describe('a member verified field by field', () => {
  it('compares cards, bans, profiles and identifier types, in any order', async () => {
    const master = await started({ firmware: '1.7' });
    const member = await started({ firmware: '1.7' });
    const profiles: Record<string, string>[] = [];
    for (const side of [master, member]) {
      const schedule = await uuidOf(side.client, 'schedules.list', 'Working hours');
      await side.client.call('accessProfiles.create', {
        body: { name: 'Visitors', access_points: [], schedule_uuid: schedule },
      });
      profiles.push({
        staff: await uuidOf(side.client, 'accessProfiles.list', 'Staff'),
        visitors: await uuidOf(side.client, 'accessProfiles.list', 'Visitors'),
      });
    }
    const [ours, theirs] = profiles as [Record<string, string>, Record<string, string>];
    const both = async (n: number, a: Record<string, unknown>, b: Record<string, unknown>) => {
      await person(master.client, U(n), a);
      await person(member.client, U(n), b);
    };
    await both(1, { cards: ['300', '200'] }, { cards: ['200', '300'] });
    await both(2, {}, { cards: [] });
    await both(3, { cards: ['400'] }, { cards: ['500'] });
    await both(4, { banned: true }, { banned: false });
    await both(5, { access_profile: ours.staff }, { access_profile: theirs.visitors });
    const validity = (p: Record<string, string>, to: number) => [
      { uuid: p.staff, from: 0, to },
      { uuid: p.visitors, from: 0, to: 200 },
    ];
    await both(
      6,
      { access_profiles: validity(ours, 100) },
      { access_profiles: validity(theirs, 100).reverse() },
    );
    await both(
      7,
      { access_profiles: validity(ours, 100) },
      { access_profiles: validity(theirs, 999) },
    );
    await master.client.call('identifiers.create', {
      body: { code: '200', type: 'card', active: true },
    });
    await member.client.call('identifiers.create', {
      body: { code: '200', type: 'fob', active: true },
    });

    const before = performance.now();
    const verification = await verifyMember('M5', master.client, member.client);
    expect(verification.tookMs).toBeLessThanOrEqual(Math.ceil(performance.now() - before));
    expect(verification.equal).toBe(false);
    expect(verification.kinds.staff).toMatchObject({ compared: 7, different: 4 });
    expect(verification.kinds.access_profiles).toMatchObject({ compared: 2, different: 0 });
    expect(verification.differences).toStrictEqual([
      { kind: 'identifiers', key: '200', field: 'type', master: '"card"', member: '"fob"' },
      { kind: 'staff', key: U(3), field: 'cards', master: '["400"]', member: '["500"]' },
      { kind: 'staff', key: U(4), field: 'banned', master: 'true', member: 'false' },
      {
        kind: 'staff',
        key: U(5),
        field: 'access_profile',
        master: '"Staff"',
        member: '"Visitors"',
      },
      {
        kind: 'staff',
        key: U(7),
        field: 'access_profiles',
        master: '["Staff|0|100","Visitors|0|200"]',
        member: '["Staff|0|999","Visitors|0|200"]',
      },
    ]);
  });

  it('takes a person whose controller leaves the ban out as not banned', async () => {
    const master = await started({ firmware: '1.7' });
    const member = await started({ firmware: '1.7' });
    for (const side of [master, member]) await person(side.client, U(1), { banned: false });
    // The contract lets a controller answer without `banned` (staff.schema.ts).
    const silent = wrapped(member.client, {
      staffPage: (real) =>
        real().then((rows) =>
          (rows as Record<string, unknown>[]).map(({ banned: _banned, ...row }) => row),
        ),
    });
    const verification = await verifyMember('M10', master.client, silent);
    expect(verification.kinds.staff).toMatchObject({ compared: 1, different: 0 });
    expect(verification.equal).toBe(true);
  });

  it('with a master of the legacy staff set compares only what that set holds', async () => {
    const master = await started({ firmware: '1.7', staffFields: 'legacy' });
    const member = await started({ firmware: '1.7' });
    await person(master.client, U(1), { cards: ['5'] });
    await person(member.client, U(1), { cards: ['5'], pin: '1234', comment: 'day shift' });
    const profile = await uuidOf(master.client, 'accessProfiles.list', 'Staff');
    await person(master.client, U(2), { access_profile: profile });
    await person(member.client, U(2));
    const verification = await verifyMember('M6', master.client, member.client);
    expect(verification.kinds.staff).toMatchObject({ compared: 2, different: 1, missing: 0 });
    expect(verification.differences).toStrictEqual([
      { kind: 'staff', key: U(2), field: 'profile', master: '"Staff"' },
    ]);
    // Everything else is the same: one kind with a difference makes the member not equal.
    expect(verification.equal).toBe(false);
  });

  it('of the 1.5 era holding the master’s schedule uuid in its profile is the same there', async () => {
    const master = await started({ firmware: '1.7' });
    const member = await started({ firmware: '1.5', staffFields: 'legacy' });
    const working = await uuidOf(master.client, 'schedules.list', 'Working hours');
    for (const side of [master, member]) {
      await side.client.call('accessProfiles.update', {
        params: { uuid: await uuidOf(side.client, 'accessProfiles.list', 'Staff') },
        body: { name: 'Staff', access_points: [], schedule_uuid: working },
      });
    }
    await person(master.client, U(1));
    const verification = await verifyMember('M7', master.client, member.client);
    // The master holds no identifiers: nothing of that kind went uncompared.
    expect(verification.notCompared).toEqual(['schedules']);
    expect(verification.kinds.access_profiles).toMatchObject({ compared: 1, different: 0 });
    // Only a person missing on the member, and that alone makes it not equal.
    expect(verification.kinds.staff).toMatchObject({ missing: 1, different: 0 });
    expect(verification.equal).toBe(false);
  });

  it('fails when a list cannot be read for another reason than a missing section', async () => {
    const master = await started({ firmware: '1.7' });
    const member = await started({ firmware: '1.7' });
    const failing = wrapped(member.client, {
      call: (id, real) =>
        id === 'identifiers.list'
          ? Promise.reject(new ClientError('unreachable', { address: '127.0.0.1:1' }))
          : real(),
    });
    await expect(verifyMember('M8', master.client, failing)).rejects.toMatchObject({
      code: 'unreachable',
    });
  });

  it.each(['master', 'member'] as const)(
    'stops the %s’s staff reads when cancelled while they run',
    async (slow) => {
      const master = await started({ firmware: '1.7' });
      const member = await started({ firmware: '1.7' });
      for (const side of [master, member]) await person(side.client, U(1));
      const cancel = new AbortController();
      // The other side's staff are read first; the cancel comes while the slow side's page waits.
      let fastDone!: () => void;
      const fastRead = new Promise<void>((resolve) => (fastDone = resolve));
      const slowPage = (real: () => Promise<unknown>) =>
        fastRead.then(() => {
          const answer = real();
          cancel.abort();
          return answer;
        });
      const fastPage = (real: () => Promise<unknown>) => real().finally(fastDone);
      const clients = {
        master: wrapped(master.client, { staffPage: slow === 'master' ? slowPage : fastPage }),
        member: wrapped(member.client, { staffPage: slow === 'member' ? slowPage : fastPage }),
      };
      await expect(
        verifyMember('M9', clients.master, clients.member, cancel.signal),
      ).rejects.toMatchObject({ code: 'cancelled' });
    },
  );
});
