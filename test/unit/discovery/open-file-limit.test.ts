import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  inFlightCap,
  MIN_IN_FLIGHT,
  parseLimit,
  parseProcLimits,
  readOpenFiles,
  RESERVED_FILES,
} from '../../../src/core/discovery/open-file-limit';

describe('probes in flight from the open-file limit', () => {
  it('reads the soft limit of /proc/self/limits and of `ulimit -n`', () => {
    const limits = [
      'Limit                     Soft Limit           Hard Limit           Units',
      'Max processes             95837                95837                processes',
      'Max open files            1024                 524288               files',
    ].join('\n');
    expect(parseProcLimits(limits)).toBe(1024);
    expect(parseProcLimits('Max open files            unlimited            unlimited  files')).toBe(
      undefined,
    );
    expect(parseLimit('10240\n')).toBe(10240);
    expect(parseLimit('unlimited\n')).toBeUndefined();
  });

  it('leaves a reserve and a quarter of the rest to the app, and never goes below a few', () => {
    expect(inFlightCap(undefined, 4096)).toBe(4096);
    expect(inFlightCap({ limit: 1_048_576 }, 4096)).toBe(4096);
    expect(inFlightCap({ limit: 1024, open: 40 }, 4096)).toBe(
      Math.floor((1024 - 40 - RESERVED_FILES) * 0.75),
    );
    expect(inFlightCap({ limit: 256 }, 4096)).toBe(96);
    expect(inFlightCap({ limit: 100, open: 30 }, 4096)).toBe(MIN_IN_FLIGHT);
    expect(inFlightCap({ limit: 100 }, 3)).toBe(3);
  });

  it.skipIf(process.platform === 'win32')('reads the limit this process has', async () => {
    const files = await readOpenFiles();
    const shell = Number(execFileSync('/bin/sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }));
    expect(files?.limit).toBe(shell);
    if (process.platform === 'linux') expect(files?.open).toBeGreaterThan(2);
  });
});
