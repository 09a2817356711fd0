import { describe, expect, it } from 'vitest';
import { ClientError } from '../../../src/core/client/client-error';
import { formatCidr, hostCount, hostsOf } from '../../../src/core/discovery/cidr-range';
import {
  planDiscovery,
  type DiscoveryPlan,
  type PlanRequest,
} from '../../../src/core/discovery/discovery-plan';
import { emptyTally, tallyByRange } from '../../../src/core/discovery/sweep-tally';
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

/** The plan's blocks per range as written: label, interface, local, host count. */
function byLabel(plan: DiscoveryPlan): Array<[string, string | undefined, boolean, number]> {
  const rows = new Map<string, [string, string | undefined, boolean, number]>();
  for (const r of plan.ranges) {
    const label = plan.labels.get(formatCidr(r.range)) ?? formatCidr(r.range);
    const row = rows.get(label) ?? [label, r.interface, r.local, 0];
    row[3] += hostCount(r.range);
    rows.set(label, row);
  }
  return [...rows.values()];
}

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
    expect(byLabel(plan)).toEqual([
      ['192.168.1.0/24', 'eth0', true, 253],
      ['10.5.0.0/24', undefined, false, 254],
      ['192.168.1.128/25', 'eth0', true, 126],
    ]);
  });

  it("leaves this computer's own address out, so it is never counted as a device that refused", () => {
    const plan = planDiscovery(base, laptop);
    const hosts = plan.ranges.flatMap((r) => [...hostsOf(r.range)]);
    expect(hosts).toHaveLength(253);
    expect(hosts).not.toContain('192.168.1.20');
    expect(hosts).toContain('192.168.1.19');
    expect(hosts).toContain('192.168.1.21');
    expect(hosts).not.toContain('192.168.1.0');
    expect(hosts).not.toContain('192.168.1.255');
  });

  it('sweeps single addresses and a-b ranges exactly, under the text they were typed as', () => {
    const plan = planDiscovery(
      { ...base, localNetworks: false, ranges: ['10.0.0.5', '10.0.0.250-10.0.1.3', '10.9.0.7-9'] },
      laptop,
    );
    expect(byLabel(plan).map(([label, , , count]) => [label, count])).toEqual([
      ['10.0.0.5', 1],
      ['10.0.0.250-10.0.1.3', 10],
      ['10.9.0.7-10.9.0.9', 3],
    ]);
    const hosts = plan.ranges.flatMap((r) => [...hostsOf(r.range)]);
    expect(hosts).toContain('10.0.0.255');
    expect(hosts).toContain('10.0.1.0');
  });

  it('adds up the tallies of the blocks a range was cut into under its text', () => {
    const plan = planDiscovery({ ...base, ranges: [] }, laptop);
    const tallies = plan.ranges.map((r) => ({ ...emptyTally(r), refused: 1 }));
    const merged = tallyByRange(tallies, plan.labels);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({
      range: '192.168.1.0/24',
      hosts: 253,
      refused: tallies.length,
    });
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
