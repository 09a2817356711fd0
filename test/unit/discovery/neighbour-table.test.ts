import { describe, expect, it } from 'vitest';
import {
  neighbourTableReader,
  parseArpAn,
  parseProcNetArp,
} from '../../../src/core/discovery/neighbour-table';

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

  it('reads `arp -an` of macOS and the BSDs', () => {
    const text = [
      '? (192.168.1.1) at 3c:22:fb:1:2:3 on en0 ifscope [ethernet]',
      '? (192.168.1.50) at (incomplete) on en0 ifscope [ethernet]',
      '? (224.0.0.251) at 1:0:5e:0:0:fb on en0 ifscope permanent [ethernet]',
    ].join('\n');
    expect([...parseArpAn(text)]).toEqual([
      ['192.168.1.1', 'resolved'],
      ['192.168.1.50', 'unresolved'],
      ['224.0.0.251', 'resolved'],
    ]);
  });

  it('has a reader on Linux and macOS, none on Windows', async () => {
    expect(neighbourTableReader('win32')).toBeUndefined();
    expect(neighbourTableReader('darwin')).toBeTypeOf('function');
    if (process.platform === 'linux') {
      await expect(neighbourTableReader('linux')?.()).resolves.toBeInstanceOf(Map);
    }
  });
});
