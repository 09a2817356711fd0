import { describe, expect, it } from 'vitest';
import { diagnose, type DiagnosisInput } from '../../../src/core/discovery/diagnosis';

const input: DiagnosisInput = {
  laptop: {
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
        name: 'corp',
        address: '10.1.0.2',
        network: '10.1.0.0/16',
        internal: false,
        hosts: 65_534,
        skipped: 'too_large',
      },
    ],
    inactive: [
      { name: 'wlan0', reason: 'down' },
      { name: 'docker0', reason: 'no_ipv4' },
    ],
  },
  ports: [443, 8443],
  tallies: [
    {
      range: '192.168.1.0/24',
      interface: 'eth0',
      local: true,
      hosts: 254,
      probed: 254,
      controllers: 3,
      otherDevices: 1,
      refused: 4,
      unreachable: 0,
      silent: 246,
      failed: 0,
    },
    {
      range: '10.9.0.0/24',
      local: false,
      hosts: 254,
      probed: 254,
      controllers: 0,
      otherDevices: 0,
      refused: 0,
      unreachable: 0,
      silent: 254,
      failed: 0,
    },
  ],
  mdns: { state: 'silent', answers: 0, confirmed: 0, ignored: 2 },
  unconfirmed: [
    { name: 'Turnkey controller X', address: { host: '10.7.0.2', port: 443 }, reason: 'no answer' },
  ],
  searches: [
    {
      via: { host: '192.168.1.5', port: 443 },
      network: '10.9.0.0/24',
      state: 'failed',
      reported: 0,
      error: 'forbidden',
    },
    { via: { host: '192.168.1.6', port: 443 }, network: '10.8.0.0/24', state: 'done', reported: 2 },
  ],
  otherDevices: [
    {
      address: { host: '192.168.1.50', port: 443 },
      kind: 'other_https',
      reason: 'HTTP 200 (text/html), not the controller API',
      methods: ['sweep'],
    },
  ],
  elapsedMs: 1234.6,
  cancelled: false,
};

describe('why a controller was not found', () => {
  it('lists skipped interfaces, links down, silent and refusing hosts, mDNS, other devices and failed searches', () => {
    const { findings } = diagnose(input);
    expect(findings).toEqual([
      { kind: 'interface_skipped', name: 'corp', network: '10.1.0.0/16', reason: 'too_large' },
      { kind: 'interface_inactive', name: 'wlan0', reason: 'down' },
      { kind: 'silent_hosts', range: '192.168.1.0/24', count: 246 },
      { kind: 'refused_hosts', range: '192.168.1.0/24', count: 4, ports: [443, 8443] },
      { kind: 'range_not_local', range: '10.9.0.0/24' },
      { kind: 'silent_hosts', range: '10.9.0.0/24', count: 254 },
      { kind: 'mdns_silent' },
      {
        kind: 'mdns_unconfirmed',
        name: 'Turnkey controller X',
        address: { host: '10.7.0.2', port: 443 },
        reason: 'no answer',
      },
      {
        kind: 'not_controller',
        address: { host: '192.168.1.50', port: 443 },
        reason: 'HTTP 200 (text/html), not the controller API',
      },
      {
        kind: 'search_failed',
        via: { host: '192.168.1.5', port: 443 },
        network: '10.9.0.0/24',
        reason: 'forbidden',
      },
    ]);
  });

  it('does not blame multicast for a silence a cancel cut short', () => {
    const { findings } = diagnose({ ...input, cancelled: true });
    expect(findings.map((f) => f.kind)).not.toContain('mdns_silent');
    expect(findings.map((f) => f.kind)).toContain('mdns_unconfirmed');
  });

  it('says so when only loopback is up, and when mDNS could not listen', () => {
    const { findings } = diagnose({
      ...input,
      laptop: { interfaces: input.laptop.interfaces.slice(0, 1), inactive: [] },
      tallies: [],
      mdns: { state: 'failed', answers: 0, confirmed: 0, ignored: 0, error: 'EADDRINUSE' },
      unconfirmed: [],
      searches: [],
      otherDevices: [],
    });
    expect(findings).toEqual([
      { kind: 'no_interfaces' },
      { kind: 'mdns_failed', reason: 'EADDRINUSE' },
    ]);
  });

  it('says once that the neighbour table could not be read, only when a network of its own was swept', () => {
    const kinds = (over: Partial<DiagnosisInput>) =>
      diagnose({ ...input, ...over }).findings.map((f) => f.kind);
    const unreadable = kinds({ neighbourTableUnreadable: true });
    expect(unreadable.filter((k) => k === 'neighbour_table_unreadable')).toHaveLength(1);
    expect(kinds({ neighbourTableUnreadable: false })).not.toContain('neighbour_table_unreadable');
    expect(kinds({})).not.toContain('neighbour_table_unreadable');
    const farOnly = input.tallies.filter((t) => !t.local);
    expect(kinds({ neighbourTableUnreadable: true, tallies: farOnly })).not.toContain(
      'neighbour_table_unreadable',
    );
  });

  it('keeps the detail in the diagnosis, elapsed time in whole ms', () => {
    const { diagnosis } = diagnose(input);
    expect(diagnosis.elapsedMs).toBe(1235);
    expect(diagnosis.ranges).toEqual(input.tallies);
    expect(diagnosis.inactive).toHaveLength(2);
    expect(diagnosis.cancelled).toBe(false);
  });
});
