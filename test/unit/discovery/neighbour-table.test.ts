import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  neighbourTableReader,
  parseArpAn,
  parseNetNeighborJson,
  parseProcNetArp,
} from '../../../src/core/discovery/neighbour-table';

/** Outputs as each OS prints them, kept as files so they stay byte for byte what was seen. */
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('the neighbour table', () => {
  it('reads /proc/net/arp: resolved entries hold an address, incomplete and failed ones do not', () => {
    const text = [
      'IP address       HW type     Flags       HW address            Mask     Device',
      '10.77.1.228      0x1         0x0         00:00:00:00:00:00     *        tkA',
      '10.77.0.2        0x1         0x2         fa:93:14:6c:e4:ac     *        tkA',
      '10.77.0.9        0x1         0x6         fa:93:14:6c:e4:ad     *        tkA',
      'garbage line',
      '',
    ].join('\n');
    expect([...parseProcNetArp(text)]).toEqual([
      ['10.77.1.228', 'unresolved'],
      ['10.77.0.2', 'resolved'],
      ['10.77.0.9', 'resolved'],
    ]);
  });

  it('reads a laptop’s /proc/net/arp', () => {
    expect(Object.fromEntries(parseProcNetArp(fixture('proc-net-arp.txt')))).toEqual({
      '192.168.1.50': 'unresolved',
      '192.168.1.1': 'resolved',
      '192.168.1.37': 'resolved',
      '192.168.1.51': 'unresolved',
    });
  });

  it('reads `arp -an` of macOS and the BSDs', () => {
    expect(Object.fromEntries(parseArpAn(fixture('arp-an-macos.txt')))).toEqual({
      '192.168.1.1': 'resolved',
      '192.168.1.37': 'resolved',
      '192.168.1.50': 'unresolved',
      '192.168.1.51': 'unresolved',
      '192.168.1.255': 'resolved',
      '224.0.0.251': 'resolved',
      '239.255.255.250': 'resolved',
    });
  });

  it('reads Get-NetNeighbor of Windows: Unreachable (0) and Incomplete (1) never answered', () => {
    expect(
      Object.fromEntries(parseNetNeighborJson(fixture('get-netneighbor-ipv4.json')) ?? []),
    ).toEqual({
      '224.0.0.22': 'resolved',
      '239.255.255.250': 'resolved',
      '255.255.255.255': 'resolved',
      '192.168.1.255': 'resolved',
      '192.168.1.1': 'resolved',
      '192.168.1.20': 'resolved',
      '192.168.1.21': 'resolved',
      '192.168.1.22': 'resolved',
      '192.168.1.50': 'unresolved',
      '192.168.1.51': 'unresolved',
      '172.21.96.1': 'resolved',
    });
  });

  it('reads the states by name too, and a single entry PowerShell did not wrap in an array', () => {
    expect(
      Object.fromEntries(parseNetNeighborJson(fixture('get-netneighbor-ipv4-names.json')) ?? []),
    ).toEqual({
      '10.10.0.1': 'resolved',
      '10.10.0.23': 'resolved',
      '10.10.0.40': 'unresolved',
      '10.10.0.41': 'unresolved',
      '224.0.0.251': 'resolved',
    });
    expect([...(parseNetNeighborJson(fixture('get-netneighbor-ipv4-one.json')) ?? [])]).toEqual([
      ['10.0.0.1', 'resolved'],
    ]);
    expect(parseNetNeighborJson('')?.size).toBe(0);
  });

  it('skips entries it cannot place, and calls text that is not that JSON unreadable', () => {
    const odd = JSON.stringify([
      { IPAddress: 'fe80::1', State: 5 },
      { IPAddress: '10.0.0.7', State: 9 },
      { IPAddress: '10.0.0.8', State: 'Недоступен' },
      { IPAddress: '10.0.0.9', State: 0 },
    ]);
    expect([...(parseNetNeighborJson(odd) ?? [])]).toEqual([['10.0.0.9', 'unresolved']]);
    // `arp -a` of a German Windows: localised words, not the JSON asked for.
    expect(parseNetNeighborJson(fixture('arp-a-windows-de.txt'))).toBeUndefined();
    expect(parseNetNeighborJson('[1, 2]')).toBeUndefined();
  });

  it('has a reader on Linux, macOS and Windows, none elsewhere', async () => {
    expect(neighbourTableReader('win32')).toBeTypeOf('function');
    expect(neighbourTableReader('darwin')).toBeTypeOf('function');
    expect(neighbourTableReader('aix')).toBeUndefined();
    if (process.platform === 'linux') {
      await expect(neighbourTableReader('linux')?.()).resolves.toBeInstanceOf(Map);
    }
  });
});
