/**
 * The network wizard's temporary addresses (network-temporary.ts, temporary-reach.ts): which
 * controllers need one and which they share, what the plan says, and that an address is added
 * once, removed after its last controller, and removed when a move fails.
 */
import { describe, expect, it } from 'vitest';
import { describeInterfaces } from '../../../src/core/discovery/interfaces';
import type { RecordedAddress } from '../../../src/core/reach/address-record';
import type { AfterSuggestion, PlannedMove } from '../../../src/core/network/network-plan';
import {
  temporaryNotes,
  temporaryPlans,
  throughTemporary,
} from '../../../src/core/network/network-temporary';
import {
  HeldAddresses,
  type NetworkReach,
  type TemporaryAddressPlan,
} from '../../../src/core/network/temporary-reach';

const laptop = describeInterfaces({
  addresses: {
    eth0: [
      {
        address: '192.168.77.10',
        netmask: '255.255.255.0',
        family: 'IPv4',
        mac: '02:00:00:00:00:01',
        internal: false,
        cidr: '192.168.77.10/24',
      },
    ],
  },
});

function move(id: string, now: string, ip: string): PlannedMove {
  return {
    controllerId: id,
    label: `C-${id}`,
    serial: `S-${id}`,
    currentHost: now,
    port: 443,
    change: { ip, mask: '255.255.255.0', gateway: ip.replace(/\.\d+$/, '.1') },
  };
}

/** A reach that plans the top address of the /24 and logs what it adds and removes. */
function fakeReach(log: string[]): NetworkReach {
  return {
    planFor: (host, _port, label) => {
      const net = host.replace(/\.\d+$/, '');
      return Promise.resolve({
        interface: 'eth0',
        address: `${net}.253`,
        prefix: 24,
        mask: '255.255.255.0',
        network: `${net}.0/24`,
        label,
      });
    },
    add: (plan) => {
      log.push(`add ${plan.address}`);
      return Promise.resolve({ ...plan, addedAt: '', pid: 1 } as RecordedAddress);
    },
    remove: (entry) => {
      log.push(`remove ${entry.address}`);
      return Promise.resolve();
    },
  };
}

const after = (hosts: string[], net: string): AfterSuggestion => ({
  interface: 'eth0',
  address: `${net}.254`,
  mask: '255.255.255.0',
  prefix: 24,
  network: `${net}.0/24`,
  hosts,
});

describe('the plan of temporary addresses', () => {
  it('plans one address on each network the controllers answer on now, shared, and none on the laptop network', async () => {
    const moves = [
      move('a', '10.99.0.11', '192.168.77.50'),
      move('b', '10.99.0.12', '192.168.77.51'),
      move('c', '192.168.77.20', '192.168.77.52'),
    ];
    const plans = await temporaryPlans(fakeReach([]), laptop, moves, []);
    expect([...plans.keys()]).toEqual(['a', 'b']);
    expect(plans.get('b')).toEqual(plans.get('a'));
    expect(plans.get('a')?.[0]).toMatchObject({ address: '10.99.0.253', label: 'S-a' });
    const notes = temporaryNotes(plans, moves);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.en).toContain('first adds the temporary address 10.99.0.253/24');
  });

  it('adds one on the new network unless the address on the current one covers it', async () => {
    const moves = [move('a', '10.99.0.11', '10.99.0.60'), move('b', '10.99.0.12', '172.16.5.20')];
    const plans = await temporaryPlans(fakeReach([]), laptop, moves, [
      after(['10.99.0.60'], '10.99'),
      after(['172.16.5.20'], '172.16.5'),
    ]);
    expect(plans.get('a')?.map((p) => p.address)).toEqual(['10.99.0.253']);
    expect(plans.get('b')?.map((p) => p.address)).toEqual(['10.99.0.253', '172.16.5.254']);
    expect(temporaryNotes(plans, moves).map((n) => n.en.slice(0, 40))).toEqual([
      'This computer cannot reach S-a on 10.99.',
      'This computer has no address in 172.16.5',
    ]);
  });

  it('plans nothing without a reach', async () => {
    const plans = await temporaryPlans(
      undefined,
      laptop,
      [move('a', '10.99.0.11', '10.99.0.60')],
      [],
    );
    expect(plans.size).toBe(0);
  });
});

describe('a move through temporary addresses', () => {
  const plan: TemporaryAddressPlan = {
    interface: 'eth0',
    address: '10.99.0.253',
    prefix: 24,
    mask: '255.255.255.0',
    network: '10.99.0.0/24',
    label: 'S-a',
  };
  const steps = { step: () => undefined };

  it('adds a shared address once and removes it after the last controller', async () => {
    const log: string[] = [];
    const held = new HeldAddresses(fakeReach(log));
    let release!: () => void;
    const first = throughTemporary(held, [plan], steps, async () => {
      log.push('move a');
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    await throughTemporary(held, [plan], steps, () => Promise.resolve(void log.push('move b')));
    release();
    await first;
    expect(log).toEqual(['add 10.99.0.253', 'move a', 'move b', 'remove 10.99.0.253']);
  });

  it('removes the address when the move fails, and the failure stands', async () => {
    const log: string[] = [];
    const held = new HeldAddresses(fakeReach(log));
    const failing = throughTemporary(held, [plan], steps, () =>
      Promise.reject(new Error('not back')),
    );
    await expect(failing).rejects.toThrow('not back');
    expect(log).toEqual(['add 10.99.0.253', 'remove 10.99.0.253']);
  });

  it('moves nothing when the address cannot be added', async () => {
    const log: string[] = [];
    const reach = { ...fakeReach(log), add: () => Promise.reject(new Error('refused')) };
    const moved = throughTemporary(new HeldAddresses(reach), [plan], steps, () =>
      Promise.resolve(void log.push('move')),
    );
    await expect(moved).rejects.toThrow('refused');
    expect(log).toEqual([]);
  });
});
