/**
 * `turnkey network set --table FILE` as an engineer runs it (the real command in another
 * process) against real simulators on loopback (docs/decisions.md, "Network wizard: addresses by
 * serial"): three controllers of the site moved to the addresses their serials are given, not
 * consecutive, each verified; a table from standard input with a bad row, and one naming a
 * serial the site does not hold, refused at the line and column with exit code 2 and nothing
 * reached; and `--table` with `--controller` refused as contradictory.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../../src/shared/ipc/job.schema';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { testSubnet } from '../simulator-cluster/cluster-support';
import { cliHarness, controllers, type Run } from './cli-harness';

vi.setConfig({ testTimeout: 60_000 });

const cli = cliHarness('network-table', { serialPrefix: 'NETTBL' });
const { turnkey } = cli;
let folder = '';

beforeAll(async () => {
  await cli.open();
  folder = await mkdtemp(join(tmpdir(), 'turnkey-network-table-'));
});
afterEach(() => cli.pool.stopAll());
afterAll(async () => {
  await cli.close();
  await rm(folder, { recursive: true, force: true });
});

/** Runs `turnkey` with `input` on its standard input. */
function withInput(args: string[], input: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = cli.spawn(args);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** Trusted simulators, put on the site by reading them (`time show` records what it reads). */
async function onSite(net: string, lasts: number[]) {
  const sims = await cli.trustedAt(net, lasts);
  const shown = await turnkey(['time', 'show', ...controllers(sims)]);
  if (shown.code !== EXIT_CODES.ok) throw new Error(`show failed: ${shown.stderr}`);
  return sims;
}

describe('turnkey network set --table', () => {
  it('moves three controllers to the addresses their serials are given, each verified', async () => {
    const net = testSubnet();
    const sims = await onSite(net, [10, 11, 12]);
    const file = join(folder, 'addresses.csv');
    await writeFile(
      file,
      'serial,address,mask,gateway\r\n' +
        `NETTBL-12,${net}.77,255.0.0.0,127.0.0.1\r\n` +
        `NETTBL-10,${net}.40,255.0.0.0,127.0.0.1\r\n` +
        `NETTBL-11,${net}.93,255.0.0.0,127.0.0.1\r\n`,
    );
    const run = await turnkey(['network', 'set', '--table', file, '--yes', '--json']);
    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    const { plan, job } = JSON.parse(run.stdout) as { plan: { rows: unknown[] }; job: Job };
    expect(plan.rows).toHaveLength(3);
    expect(job.state).toBe('succeeded');
    expect(job.controllers.map((c) => [c.label, c.state, c.result?.['ip']])).toEqual([
      ['NETTBL-12', 'succeeded', `${net}.77`],
      ['NETTBL-10', 'succeeded', `${net}.40`],
      ['NETTBL-11', 'succeeded', `${net}.93`],
    ]);
    expect(sims.map((sim) => sim.simulator.address.host)).toEqual([
      `${net}.40`,
      `${net}.93`,
      `${net}.77`,
    ]);
    expect(job.controllers.every((c) => c.result?.['verified'] === true)).toBe(true);
  });

  it('refuses a bad row and an unknown serial at their lines, exit 2, nothing reached', async () => {
    const net = testSubnet();
    const sims = await onSite(net, [10, 11]);
    const table =
      `NETTBL-10\t${net}.40\t255.0.0.0\t127.0.0.1\n` +
      `NETTBL-11\t${net}.300\t255.0.0.0\t127.0.0.1\n` +
      `\nNOT-HERE\t${net}.50\t255.0.0.0\t127.0.0.1\n`;
    const run = await withInput(['network', 'set', '--table', '-', '--yes'], table);
    expect(run.code, run.stderr).toBe(EXIT_CODES.usage);
    expect(run.stderr).toContain(`line 2, address: "${net}.300" is not an IPv4 address`);
    expect(run.stderr).toContain('line 4, serial: NOT-HERE is not a controller of this site');
    expect(run.stderr).toContain('nothing was sent');
    expect(sims.map((sim) => sim.simulator.address.host)).toEqual([`${net}.10`, `${net}.11`]);
  });

  it('refuses --table with --controller, --mask or --gateway', async () => {
    const run = await turnkey([
      'network',
      'set',
      '--table',
      join(folder, 'none.csv'),
      '--controller',
      `${testSubnet()}.10:443`,
      '--mask',
      '255.0.0.0',
    ]);
    expect(run.code, run.stderr).toBe(EXIT_CODES.usage);
    expect(run.stderr).toContain('--table takes no --controller');
  });
});
