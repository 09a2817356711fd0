import { describe, expect, it } from 'vitest';
import { ClientError } from '../../../src/core/client/client-error';
import { formatCidr } from '../../../src/core/discovery/cidr-range';
import { planDiscovery, type PlanRequest } from '../../../src/core/discovery/discovery-plan';
import type { LaptopInterfaces } from '../../../src/core/discovery/interfaces';

const laptop: LaptopInterfaces = {
  interfaces: [
    {
      name: 'lo',
      address: '127.0.0.1',
      network: '127.0.0.0/8',
      internal: true,
      hosts: 16_777_214,
      skipped: 'loopback',
    },
    {
      name: 'eth0',
      address: '192.168.1.20',
      network: '192.168.1.0/24',
      internal: false,
      hosts: 254,
    },
    {
      name: 'usb0',
      address: '169.254.3.3',
      network: '169.254.0.0/16',
      internal: false,
      hosts: 65_534,
      skipped: 'link_local',
    },
  ],
  inactive: [],
};

const base: PlanRequest = {
  ranges: [],
  localNetworks: true,
  allowLargeRanges: false,
  searchNetworks: [],
};

function rule(fn: () => unknown): string | undefined {
  try {
    fn();
    return undefined;
  } catch (error) {
    return ClientError.is(error, 'validation') ? error.details.rule : 'not validation';
  }
}

describe('the discovery plan', () => {
  it("sweeps the laptop's usable networks and the typed ranges, on 443 and 8443 by default", () => {
    const plan = planDiscovery({ ...base, ranges: ['10.5.0.0/24', '192.168.1.128/25'] }, laptop);
    expect(plan.ports).toEqual([443, 8443]);
    expect(plan.ranges.map((r) => [formatCidr(r.range), r.interface, r.local])).toEqual([
      ['192.168.1.0/24', 'eth0', true],
      ['10.5.0.0/24', undefined, false],
      ['192.168.1.128/25', 'eth0', true],
    ]);
  });

  it('sweeps only the typed ranges without local networks', () => {
    const plan = planDiscovery({ ...base, localNetworks: false, ranges: ['127.0.0.0/24'] }, laptop);
    expect(plan.ranges.map((r) => [formatCidr(r.range), r.interface])).toEqual([
      ['127.0.0.0/24', 'lo'],
    ]);
  });

  it('asks mDNS on every external interface, and on loopback when a loopback range is swept', () => {
    expect(planDiscovery(base, laptop).mdnsInterfaces).toEqual(['192.168.1.20', '169.254.3.3']);
    expect(planDiscovery({ ...base, ranges: ['127.0.0.0/24'] }, laptop).mdnsInterfaces).toEqual([
      '192.168.1.20',
      '169.254.3.3',
      '127.0.0.1',
    ]);
    const onlyLoopback = { interfaces: laptop.interfaces.slice(0, 1), inactive: [] };
    expect(planDiscovery(base, onlyLoopback).mdnsInterfaces).toEqual(['127.0.0.1']);
  });

  it('needs confirmation beyond a /20 and refuses beyond a /16', () => {
    expect(rule(() => planDiscovery({ ...base, ranges: ['10.0.0.0/20'] }, laptop))).toBeUndefined();
    expect(rule(() => planDiscovery({ ...base, ranges: ['10.0.0.0/19'] }, laptop))).toBe(
      'large_range',
    );
    expect(
      rule(() =>
        planDiscovery({ ...base, ranges: ['10.0.0.0/16'], allowLargeRanges: true }, laptop),
      ),
    ).toBeUndefined();
    expect(
      rule(() =>
        planDiscovery({ ...base, ranges: ['10.0.0.0/15'], allowLargeRanges: true }, laptop),
      ),
    ).toBe('max_size');
    expect(rule(() => planDiscovery({ ...base, ranges: ['10.0.0/24'] }, laptop))).toBe('format');
  });

  it('checks ports and search networks', () => {
    expect(planDiscovery({ ...base, ports: [8443, 8443, 443] }, laptop).ports).toEqual([8443, 443]);
    expect(rule(() => planDiscovery({ ...base, ports: [0] }, laptop))).toBe('range');
    expect(rule(() => planDiscovery({ ...base, ports: [] }, laptop))).toBe('range');
    expect(rule(() => planDiscovery({ ...base, searchNetworks: ['nope'] }, laptop))).toBe('format');
  });
});
