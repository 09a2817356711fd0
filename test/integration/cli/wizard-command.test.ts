/**
 * `turnkey wizard list | run` as an engineer runs it (the real command in another process)
 * against real simulators on loopback: every wizard of the feature list is named; the time
 * wizard's form is printed for a controller; the wizard walked with `--set` changes the
 * controller, read back past the command; a field no form takes, a value of the wrong kind and a
 * wizard that does not exist are refused with exit code 2 and nothing changed.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { FLOW_HOMES } from '../../../src/shared/ipc/flow-types';
import type { Job } from '../../../src/shared/ipc/job.schema';
import type { StartedSimulator } from '../helpers/start-simulator';
import { testSubnet } from '../simulator-cluster/cluster-support';
import { cliHarness, controllers } from './cli-harness';

vi.setConfig({ testTimeout: 60_000 });

const cli = cliHarness('wizard', { serialPrefix: 'WIZCLI' });
const { turnkey } = cli;

beforeAll(() => cli.open());
afterEach(() => cli.pool.stopAll());
afterAll(() => cli.close());

/** The controller's own clock settings (not its time), asked past the command. */
async function dateTime(sim: StartedSimulator) {
  const token = await sim.login('admin', 'admin');
  const { ntp, ntp_server, timezone } = (await sim.request('GET', '/date_time', { token }))
    .body as { ntp: boolean; ntp_server: string; timezone: string };
  return { ntp, ntp_server, timezone };
}

describe('turnkey wizard', () => {
  it('lists every wizard of the app with what it does and its screen', async () => {
    const run = await turnkey(['wizard', 'list', '--json']);
    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    const { wizards } = JSON.parse(run.stdout) as {
      wizards: Array<{ type: string; title: { en: string }; screen: string }>;
    };
    expect(wizards.map((w) => w.type).sort()).toEqual(Object.keys(FLOW_HOMES).sort());
    expect(wizards.find((w) => w.type === 'time')).toMatchObject({
      title: { en: 'Time zone, clock and NTP' },
      screen: 'time',
    });
    const table = await turnkey(['wizard', 'list']);
    expect(table.stdout).toMatch(/^WIZARD\s+WHAT IT DOES\s+IN THE APP ON$/m);
    expect(table.stdout).toMatch(/^vpn-join\s+/m);
  });

  it("prints a wizard's form for a controller, then walks it with --set and the controller reads back changed", async () => {
    const [sim] = await cli.trustedAt(testSubnet(), [10]);
    const fields = await turnkey(['wizard', 'run', 'time', ...controllers([sim!]), '--fields']);
    expect(fields.code, fields.stderr).toBe(EXIT_CODES.ok);
    expect(fields.stdout).toMatch(/^FIELD\s+KIND\s+NEEDED\s+CHOICES\s+WHAT IT IS$/m);
    expect(fields.stdout).toMatch(/^ntp_server\s+text\s+no\s+/m);
    expect(fields.stdout).toMatch(/^set_clock\s+boolean\s+/m);

    const run = await turnkey([
      'wizard',
      'run',
      'time',
      ...controllers([sim!]),
      '--set',
      'timezone=Europe/Moscow',
      '--set',
      'ntp=off',
      '--yes',
      '--json',
    ]);
    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    const { job } = JSON.parse(run.stdout) as { job: Job };
    expect(job).toMatchObject({ kind: 'time', state: 'succeeded' });
    await expect(dateTime(sim!)).resolves.toMatchObject({ timezone: 'Europe/Moscow', ntp: false });
  });

  it('refuses a field no form of the wizard takes, a value of the wrong kind and an unknown wizard, changing nothing', async () => {
    const [sim] = await cli.trustedAt(testSubnet(), [11]);
    const before = await dateTime(sim!);
    const typo = await turnkey([
      'wizard',
      'run',
      'time',
      ...controllers([sim!]),
      '--set',
      'tmezone=Europe/Moscow',
      '--set',
      'ntp=off',
      '--yes',
    ]);
    expect(typo.code).toBe(EXIT_CODES.usage);
    expect(typo.stderr).toContain('--set tmezone: not a field of this wizard (its fields: ');
    expect(typo.stderr).toContain('Nothing was changed.');

    const wrongKind = await turnkey([
      'wizard',
      'run',
      'time',
      ...controllers([sim!]),
      '--set',
      'set_clock=maybe',
      '--yes',
    ]);
    expect(wrongKind.code).toBe(EXIT_CODES.usage);
    expect(wrongKind.stderr).toContain('--set set_clock=maybe:');
    expect(wrongKind.stderr).toContain('takes yes or no');

    const unknown = await turnkey(['wizard', 'run', 'reboot', ...controllers([sim!])]);
    expect(unknown.code).toBe(EXIT_CODES.usage);
    expect(unknown.stderr).toContain(
      'There is no wizard "reboot": turnkey wizard list names them.',
    );

    await expect(dateTime(sim!)).resolves.toEqual(before);
  });
});
