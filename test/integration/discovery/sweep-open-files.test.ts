/**
 * A sweep in a process with few file descriptors left: the probes in flight are capped by the
 * open-file limit the process has (read from the OS), and when the limit is unknown an EMFILE
 * lowers the cap and the probe is tried again, so no host is reported as a local failure. Each
 * sweep runs in a child process started under `ulimit -n`.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RangeTally } from '../../../src/core/discovery/sweep-tally';
import { tcpListener, testNet, testPort } from './discovery-support';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CHILD = fileURLToPath(new URL('./sweep-child.ts', import.meta.url));
const LIMIT = 120;
const HELD = 100;
const net = testNet();
const port = testPort();
const stops: Array<() => Promise<void>> = [];

/** Sweeps the test /24 in a child limited to LIMIT open files. */
function sweepUnderLimit(mode: 'os' | 'unknown'): { tally: RangeTally; firstCap: number } {
  const run = spawnSync(
    'bash',
    [
      '-c',
      `ulimit -n ${LIMIT} && exec "$0" --import tsx "$@"`,
      process.execPath,
      CHILD,
      `${net}.0/24`,
      String(port),
      mode,
    ],
    { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
  );
  if (run.status !== 0) throw new Error(`sweep child failed: ${run.stderr || run.error?.message}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '') as {
    tally: RangeTally;
    firstCap: number;
  };
}

beforeAll(async () => {
  // Listeners that accept and never answer TLS: each holds a descriptor of the sweep's process
  // for the whole answer time limit.
  for (let i = 1; i <= HELD; i++)
    stops.push((await tcpListener(`${net}.${i}`, port, 'silent')).stop);
});

afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
});

describe.skipIf(process.platform === 'win32')('a sweep short of file descriptors', () => {
  it('caps the probes in flight to the room the open-file limit leaves', () => {
    const { tally, firstCap } = sweepUnderLimit('os');
    expect(firstCap).toBeLessThan(LIMIT);
    expect(tally).toMatchObject({
      probed: 254,
      otherDevices: HELD,
      refused: 254 - HELD,
      failed: 0,
    });
  });

  it('lowers the cap after EMFILE and tries the probe again when the limit is unknown', () => {
    const { tally, firstCap } = sweepUnderLimit('unknown');
    expect(firstCap).toBeLessThan(LIMIT);
    expect(tally).toMatchObject({
      probed: 254,
      otherDevices: HELD,
      refused: 254 - HELD,
      failed: 0,
    });
  });
});
