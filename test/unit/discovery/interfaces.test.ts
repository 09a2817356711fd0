import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { describeInterfaces } from '../../../src/core/discovery/interfaces';

function v4(address: string, netmask: string, internal = false): NetworkInterfaceInfo {
  return { address, netmask, family: 'IPv4', mac: '00:00:00:00:00:00', internal, cidr: null };
}

const v6: NetworkInterfaceInfo = {
  address: 'fe80::1',
  netmask: 'ffff:ffff:ffff:ffff::',
  family: 'IPv6',
  mac: '00:00:00:00:00:00',
  internal: false,
  cidr: null,
  scopeid: 2,
};

describe('the laptop interfaces', () => {
  const laptop = describeInterfaces({
    addresses: {
      lo: [v4('127.0.0.1', '255.0.0.0', true)],
      eth0: [v4('192.168.1.20', '255.255.255.0'), v6],
      vboxnet0: [v4('192.168.56.1', '255.255.255.0')],
      usb0: [v4('169.254.10.2', '255.255.0.0')],
      corp: [v4('10.20.0.5', '255.255.0.0')],
      utun3: [v6],
    },
    links: [
      { name: 'lo', up: true },
      { name: 'eth0', up: true },
      { name: 'wlan0', up: false },
      { name: 'utun3', up: true },
    ],
  });

  it('lists every IPv4 interface by name with its network and host count', () => {
    expect(laptop.interfaces.map((i) => [i.name, i.network, i.hosts])).toEqual([
      ['lo', '127.0.0.0/8', 16_777_214],
      ['eth0', '192.168.1.0/24', 254],
      ['vboxnet0', '192.168.56.0/24', 254],
      ['usb0', '169.254.0.0/16', 65_534],
      ['corp', '10.20.0.0/16', 65_534],
    ]);
  });

  it('says why a default sweep leaves some out', () => {
    const skipped = Object.fromEntries(laptop.interfaces.map((i) => [i.name, i.skipped]));
    expect(skipped).toEqual({
      lo: 'loopback',
      eth0: undefined,
      vboxnet0: undefined,
      usb0: 'link_local',
      corp: 'too_large',
    });
  });

  it('lists links that are down and interfaces without IPv4', () => {
    expect(laptop.inactive).toEqual([
      { name: 'wlan0', reason: 'down' },
      { name: 'utun3', reason: 'no_ipv4' },
    ]);
  });

  it('counts a /16 once large ranges are confirmed', () => {
    const large = describeInterfaces(
      { addresses: { corp: [v4('10.20.0.5', '255.255.0.0')], big: [v4('10.0.0.1', '255.0.0.0')] } },
      { allowLargeRanges: true },
    );
    expect(large.interfaces.map((i) => i.skipped)).toEqual([undefined, 'too_large']);
  });
});
