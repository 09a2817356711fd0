/**
 * Ctrl+C on `turnkey apply` (docs/decisions.md, "Ctrl+C in the CLI"), the real command against a
 * real simulator answering slowly: it stops after the schedule being written (never inside one),
 * says what was left and exits 130; what the controller holds is exactly what the journal says
 * was written; the next apply finishes the rest.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { journal, direct } from '../plans/plan-support';
import { testSubnet, waitFor } from '../simulator-cluster/cluster-support';
import { cliHarness, target } from './cli-harness';

vi.setConfig({ testTimeout: 120_000 });

const cli = cliHarness('applystop', { serialPrefix: 'APPLYSTOP' });
beforeAll(() => cli.open());
afterAll(() => cli.close());

const NAMES = Array.from({ length: 20 }, (_, i) => `Stop shift ${String(i + 1).padStart(2, '0')}`);

function plan(): string {
  const schedules = NAMES.map(
    (name) => `      - { name: ${name}, intervals: [{ days: [mon], from: "08:00", to: "17:00" }] }`,
  ).join('\n');
  return `planVersion: 1\nsite: Stop yard\ncontrollers:\n  APPLYSTOP-10:\n    schedules:\n${schedules}\n`;
}

describe('Ctrl+C on turnkey apply', () => {
  it('stops after the write in flight, says what was left, and the next apply finishes', async () => {
    const [sim] = await cli.trustedAt(testSubnet(), [10]);
    // On the site and logged in, as an engineer's first look does.
    const shown = await cli.turnkey(['time', 'show', '--controller', target(sim!)]);
    expect(shown.code, shown.stderr).toBe(EXIT_CODES.ok);
    const file = join(cli.env().TURNKEY_DATA_DIR!, 'stop.yaml');
    await writeFile(file, plan());
    sim!.simulator.faults.set({ latencyMs: 150 });
    const ours = async () =>
      (await (await direct(sim!)).get<{ name: string }>('/schedules/')).filter((s) =>
        NAMES.includes(s.name),
      );

    const child = cli.spawn(['apply', file, '--yes']);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number>((resolve) =>
      child.on('exit', (code) => resolve(code ?? -1)),
    );
    await waitFor(
      async () => ((await ours()).length > 0 ? true : undefined),
      'a schedule written',
      60_000,
    );
    child.kill('SIGINT');
    expect(await exited, stderr).toBe(EXIT_CODES.interrupted);
    expect(stderr).toContain('Stopping after the change being written');
    expect(stderr).toContain('Stopped by Ctrl+C: 0 of 1 done, 1 stopped midway.');
    expect(stderr).toContain(`turnkey apply ${file}`);

    sim!.simulator.faults.set({ latencyMs: 0 });
    const held = (await ours()).map((s) => s.name).sort();
    expect(held.length).toBeLessThan(NAMES.length);
    // Every schedule it holds was verified and journalled; none is half written.
    const created = (await journal(cli))
      .filter((e) => e['action'] === 'schedule.created' && e['outcome'] === 'succeeded')
      .map((e) => (e['after'] as { name: string }).name)
      .sort();
    expect(created).toEqual(held);

    const again = await cli.turnkey(['apply', file, '--yes']);
    expect(again.code, again.stderr).toBe(EXIT_CODES.ok);
    expect((await ours()).map((s) => s.name).sort()).toEqual(NAMES);
  });
});
