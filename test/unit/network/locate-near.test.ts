/**
 * Where "search for it again" looks: the /24 around each address a controller had, except those
 * this computer sweeps anyway, and the address the journal says it was last sent to.
 */
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../src/shared/ipc/journal.schema';
import { describeInterfaces } from '../../../src/core/discovery/interfaces';
import { nearbyRanges } from '../../../src/core/network/locate-controller';
import { lastSentTo } from '../../../src/core/network/locate.flow';

const laptop = describeInterfaces({
  addresses: {
    eth0: [
      {
        address: '192.168.1.5',
        netmask: '255.255.255.0',
        family: 'IPv4',
        mac: '00:00:00:00:00:01',
        internal: false,
        cidr: null,
      },
    ],
  },
});

describe('nearbyRanges', () => {
  it('adds the /24 around addresses outside the swept networks, once each', () => {
    const near = [
      { host: '10.0.5.20', port: 443 },
      { host: '10.0.5.77', port: 443 },
      { host: '192.168.1.40', port: 443 },
      { host: '172.16.9.1', port: 8443 },
    ];
    expect(nearbyRanges(near, laptop)).toEqual(['10.0.5.0/24', '172.16.9.0/24']);
  });
});

function entry(action: string, after: JournalEntry['after']): JournalEntry {
  return {
    id: action,
    at: '2026-11-25T00:00:00.000Z',
    action,
    outcome: 'failed',
    actor: { shell: 'cli' },
    ...(after === undefined ? {} : { after }),
  } as JournalEntry;
}

describe('lastSentTo', () => {
  it('takes the address of the newest network change, on the given port', () => {
    const newestFirst = [
      entry('session.login', undefined),
      entry('network.changed', { ip: '10.0.0.40', mask: '255.255.255.0' }),
      entry('network.changed', { ip: '10.0.0.30' }),
    ];
    expect(lastSentTo(newestFirst, 8443)).toEqual([{ host: '10.0.0.40', port: 8443 }]);
  });

  it('gives nothing after a move to DHCP or without a move', () => {
    expect(lastSentTo([entry('network.changed', { dhcp: true })], 443)).toEqual([]);
    expect(lastSentTo([entry('controller.added', { address: 'x' })], 443)).toEqual([]);
  });
});
