/**
 * `turnkey discover` as a user runs it (the real bin script in another process) against
 * simulators on a loopback /24 of its own: JSON with every field and nothing else, the table,
 * a search through a trusted controller given with --via, and usage errors with exit code 2.
 * Always --no-local: the test never sweeps this computer's own networks.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { discoveryResult } from '../../../src/shared/ipc/discovery.schema';
import { fleet, testNet, testPort } from '../discovery/discovery-support';
import type { StartedSimulator } from '../helpers/start-simulator';

const bin = fileURLToPath(new URL('../../../bin/turnkey.cjs', import.meta.url));
const net = testNet();
const port = testPort();
const sims = fleet();
const started: StartedSimulator[] = [];
let dataDir: string;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function turnkey(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, ...args],
      { env: { ...process.env, TURNKEY_DATA_DIR: dataDir, ...env }, encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-discover-cli-'));
  for (const last of [11, 12, 13]) {
    started.push(await sims.start({ host: `${net}.${last}`, port, serial: `CLI-${last}` }));
  }
});
afterAll(async () => {
  await sims.stopAll();
  await rm(dataDir, { recursive: true, force: true });
});

const sweepArgs = () => [
  'discover',
  '--no-local',
  '--no-mdns',
  '--cidr',
  `${net}.0/24`,
  '--ports',
  String(port),
];

describe('turnkey discover', () => {
  it('prints the whole result as JSON and nothing else', async () => {
    const run = await turnkey([...sweepArgs(), '--json']);
    expect(run.code).toBe(EXIT_CODES.ok);
    expect(run.stderr).toBe('');
    const result = discoveryResult.parse(JSON.parse(run.stdout));
    expect(
      result.controllers.map((c) => [c.address.host, c.fingerprint256, c.serial, c.methods]),
    ).toEqual(
      started.map((sim) => [sim.host, sim.fingerprint, `CLI-${sim.host.split('.')[3]}`, ['sweep']]),
    );
    expect(result.diagnosis.ranges[0]).toMatchObject({
      range: `${net}.0/24`,
      hosts: 254,
      controllers: 3,
      refused: 251,
    });
    expect(result.diagnosis.mdns.state).toBe('off');
    expect(result.findings).toContainEqual({
      kind: 'refused_hosts',
      range: `${net}.0/24`,
      count: 251,
      ports: [port],
    });
  });

  it('prints a table of the controllers and why others may be missing', async () => {
    // --wide: each controller's row on one line, for the lines below.
    const run = await turnkey([...sweepArgs(), '--wide']);
    expect(run.code).toBe(EXIT_CODES.ok);
    const lines = run.stdout.split('\n');
    // Without it, the controllers' table fits 100 columns.
    const fitted = await turnkey(sweepArgs(), { COLUMNS: '100' });
    const table = fitted.stdout.slice(fitted.stdout.indexOf('\nAddress')).split('\n\n')[0]!;
    expect(table.split('\n').length).toBeGreaterThan(3);
    expect(table.split('\n').filter((l) => l.length > 100)).toEqual([]);
    for (const sim of started) {
      const line = lines.find((l) => l.startsWith(`${sim.host}:${port} `));
      expect(line).toMatch(
        new RegExp(
          `CLI-${sim.host.split('.')[3]}\\s+Turnkey simulator\\s+1\\.7\\.0\\s+sweep\\s+new`,
        ),
      );
    }
    expect(run.stdout).toContain(`251 hosts in ${net}.0/24 are up but refused port ${port}`);
    // Each controller is printed as it is found, before the report.
    const report = lines.findIndex((l) => l.startsWith('Done in'));
    for (const sim of started) {
      const found = lines.findIndex((l) => l.startsWith(`found  ${sim.host}:${port}  CLI-`));
      expect(found).toBeGreaterThanOrEqual(0);
      expect(found).toBeLessThan(report);
    }
  });

  it('sweeps an a-b range and a single address as typed', async () => {
    const run = await turnkey([
      'discover',
      '--no-local',
      '--no-mdns',
      '--cidr',
      `${net}.10-12`,
      '--cidr',
      `${net}.13`,
      '--ports',
      String(port),
      '--json',
    ]);
    expect(run.code).toBe(EXIT_CODES.ok);
    const result = discoveryResult.parse(JSON.parse(run.stdout));
    expect(result.controllers.map((c) => c.address.host)).toEqual([
      `${net}.11`,
      `${net}.12`,
      `${net}.13`,
    ]);
    expect(result.diagnosis.ranges.map((r) => [r.range, r.hosts, r.controllers])).toEqual([
      [`${net}.10-${net}.12`, 3, 2],
      [`${net}.13`, 1, 1],
    ]);
    const reversed = await turnkey([
      'discover',
      '--no-local',
      '--no-mdns',
      '--cidr',
      `${net}.12-10`,
    ]);
    expect(reversed.code).toBe(EXIT_CODES.usage);
    expect(reversed.stderr).toContain('ends before it starts');
  });

  it('asks a trusted controller given with --via to search the range after it', async () => {
    const via = started[0]!;
    const trust = await turnkey(['trust', `${via.host}:${port}`, '--accept', via.fingerprint]);
    expect(trust.code).toBe(EXIT_CODES.ok);
    const run = await turnkey(
      [
        'discover',
        '--no-local',
        '--no-mdns',
        '--via',
        `${via.host}:${port}`,
        '--cidr',
        `${net}.0/24`,
        '--user',
        'admin',
        '--json',
      ],
      { TURNKEY_PASSWORD: 'admin' },
    );
    expect(run.code).toBe(EXIT_CODES.ok);
    const result = discoveryResult.parse(JSON.parse(run.stdout));
    expect(result.diagnosis.ranges).toEqual([]);
    expect(result.diagnosis.searches).toEqual([
      { via: { host: via.host, port }, network: `${net}.0/24`, state: 'done', reported: 2 },
    ]);
    expect(result.controllers.map((c) => [c.fingerprint256, c.methods])).toEqual(
      started.slice(1).map((sim) => [sim.fingerprint, ['controller_search']]),
    );
  });

  it('refuses a range wider than a /20 without --allow-large, and other wrong options', async () => {
    const wide = await turnkey(['discover', '--no-local', '--no-mdns', '--cidr', '127.77.0.0/16']);
    expect(wide.code).toBe(EXIT_CODES.usage);
    expect(wide.stderr).toContain('holds more than a /20');
    const wrong = [
      ['--cidr', '127.0.0.0/33'],
      ['--ports', '443,http'],
      ['--via', '127.0.0.9'],
      ['--timeout', '5'],
    ];
    const runs = await Promise.all(
      wrong.map((args) => turnkey(['discover', '--no-local', '--no-mdns', ...args])),
    );
    expect(runs.map((r) => r.code)).toEqual(wrong.map(() => EXIT_CODES.usage));
  });
});
