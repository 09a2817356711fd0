import { describe, expect, it } from 'vitest';
import type { VpnMaster, VpnMember, VpnSiteController } from '../../../src/shared/ipc/vpn.schema';
import { memberState, memberStates } from '../../../src/renderer/src/features/vpn/vpn-member-state';

const member = (serial: string, state: VpnMember['state']): VpnMember => ({
  serial,
  state,
  stateText: state,
});

const master = (controllerId: string, members: VpnMember[]): VpnMaster => ({
  controllerId,
  label: controllerId,
  status: 'ready',
  syncing: 0,
  members,
});

const controller = (
  controllerId: string,
  serial: string,
  memberStatus?: string,
  masterId?: string,
): VpnSiteController => ({
  controllerId,
  label: controllerId,
  serial,
  role: masterId ? 'member' : 'none',
  ...(masterId ? { masterId } : {}),
  ...(memberStatus ? { memberStatus } : {}),
});

describe('memberState', () => {
  it("takes the master's report over the member's own word", () => {
    // A pass stopped after an earlier one: the master says idle, the member still says synced.
    expect(memberState('idle', 'synced')).toBe('idle');
    expect(memberState('synced', 'syncing')).toBe('synced');
    expect(memberState('error', 'synced')).toBe('error');
    expect(memberState('syncing', undefined)).toBe('syncing');
  });

  it("uses the member's word only where the master's says nothing known", () => {
    expect(memberState('unknown', 'synced')).toBe('synced');
    expect(memberState('unknown', 'ready')).toBe('unknown');
    expect(memberState(undefined, 'syncing')).toBe('syncing');
    expect(memberState(undefined, 'synced')).toBe('synced');
    // Ready is a controller never synced: as a member it has nothing to show.
    expect(memberState(undefined, 'ready')).toBeUndefined();
    expect(memberState(undefined, undefined)).toBeUndefined();
  });
});

describe('memberStates', () => {
  const cluster = {
    masters: [
      master('m1', [
        member('S-1', 'idle'),
        member('S-2', 'synced'),
        member('S-3', 'unknown'),
        member('S-6', 'unknown'),
      ]),
    ],
    controllers: [
      controller('m1', 'M-1', 'ready'),
      controller('c1', 'S-1', 'synced', 'm1'),
      controller('c2', 'S-2', 'ready', 'm1'),
      controller('c3', 'S-3', 'syncing', 'm1'),
      controller('c4', 'S-4', 'synced'),
      controller('c5', 'S-5', 'ready'),
    ],
  };
  const stateOf = memberStates(cluster);

  it('answers the same for the diagram, the member table and the site controllers', () => {
    for (const c of cluster.controllers.filter((x) => x.masterId)) {
      const fromMaster = cluster.masters[0]!.members.find((m) => m.serial === c.serial)!;
      expect(stateOf(fromMaster.serial, 'm1')).toBe(stateOf(c.serial, c.masterId));
    }
    expect(stateOf('S-1', 'm1')).toBe('idle');
    expect(stateOf('S-2', 'm1')).toBe('synced');
  });

  it("falls back to the controller's own word only where no master reports it", () => {
    expect(stateOf('S-3', 'm1')).toBe('syncing');
    expect(stateOf('S-6', 'm1')).toBe('unknown');
    expect(stateOf('S-4')).toBe('synced');
    expect(stateOf('S-4', 'm1')).toBe('synced');
    expect(stateOf('S-5')).toBeUndefined();
    expect(stateOf('M-1')).toBeUndefined();
    expect(stateOf(undefined, 'm1')).toBeUndefined();
    expect(stateOf('S-9', 'nobody')).toBeUndefined();
  });
});
