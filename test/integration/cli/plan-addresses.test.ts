/**
 * A site plan's `addresses:` table applied by `turnkey apply` against real simulators on
 * loopback (docs/site-plans.md, docs/decisions.md "Network wizard: addresses by serial"): two
 * controllers moved to the addresses the table gives them, verified by reading them back; and a
 * table with a bad row refused at its line in the file, exit code 2, nothing sent.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { testSubnet } from '../simulator-cluster/cluster-support';
import { cliHarness, controllers } from './cli-harness';

vi.setConfig({ testTimeout: 60_000 });

const cli = cliHarness('plan-addresses', { serialPrefix: 'PLTBL' });
const { turnkey } = cli;

beforeAll(() => cli.open());
afterEach(() => cli.pool.stopAll());
afterAll(() => cli.close());

async function planFile(name: string, text: string): Promise<string> {
  const file = join(cli.env().TURNKEY_DATA_DIR!, name);
  await writeFile(file, text);
  return file;
}

describe('a plan with an addresses table', () => {
  it('moves each controller to the address its serial is given, verified', async () => {
    const net = testSubnet();
    const sims = await cli.trustedAt(net, [10, 11]);
    const shown = await turnkey(['time', 'show', ...controllers(sims)]);
    expect(shown.code, shown.stderr).toBe(EXIT_CODES.ok);
    const file = await planFile(
      'addresses.yaml',
      `planVersion: 1\ncontrollers: {}\naddresses: |\n` +
        `  serial\taddress\tmask\tgateway\n` +
        `  PLTBL-10\t${net}.83\t255.0.0.0\t127.0.0.1\n` +
        `  PLTBL-11\t${net}.29\t255.0.0.0\t127.0.0.1\n`,
    );
    const run = await turnkey(['apply', file, '--yes']);
    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    expect(sims.map((sim) => sim.simulator.address.host)).toEqual([`${net}.83`, `${net}.29`]);
    const again = await turnkey(['plan', file]);
    expect(again.code, again.stderr).toBe(EXIT_CODES.ok);
    expect(again.stdout).toContain('Nothing to change');
  });

  it('refuses a bad row at its line in the file, sending nothing', async () => {
    const net = testSubnet();
    const file = await planFile(
      'broken.yaml',
      `planVersion: 1\ncontrollers: {}\naddresses: |\n` +
        `  PLTBL-10,${net}.40,255.0.0.0,127.0.0.1\n` +
        `  PLTBL-11,${net}.40,255.0.0.0,127.0.0.1\n`,
    );
    const run = await turnkey(['plan', file]);
    expect(run.code).toBe(EXIT_CODES.usage);
    expect(run.stderr).toContain(
      `${file}: line 5, field addresses.address: ${net}.40 is given to PLTBL-10 at line 1 already.`,
    );
  });
});
