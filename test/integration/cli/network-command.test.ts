/**
 * `turnkey network show` and `turnkey network set` as an engineer runs them (the real command in
 * another process) against real simulators on loopback (spec 4.12, D16): settings read into a
 * table and JSON, one controller moved to a static address and three to consecutive ones, each
 * verified where it answers now and recorded on the site; a setting that would cut a controller
 * off refused at its field with nothing sent; contradictory options refused before anything is
 * reached; a controller that may not change its settings failing alone with a non-zero exit
 * code; and DHCP, the controller found again by its certificate.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../../src/shared/ipc/job.schema';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { httpsCall } from '../helpers/https-request';
import type { StartedSimulator } from '../helpers/start-simulator';
import { testSubnet } from '../simulator-cluster/cluster-support';
import { cliHarness, controllers, target, type Run } from './cli-harness';

// Each test runs the command several times (a Node start each) besides moving controllers.
vi.setConfig({ testTimeout: 60_000 });

const cli = cliHarness('network', { serialPrefix: 'NETCLI' });
const { turnkey, port } = cli;

/** A table's words in order of sorting, without its rule: the same whether wrapped or not. */
const words = (text: string) =>
  text
    .split(/\s+/)
    .filter((w) => w && !/^-+$/.test(w))
    .sort();
const trusted = cli.trustedAt;
/** Settings of the loopback network the simulators report by default. */
const LOOPBACK = ['--mask', '255.0.0.0', '--gateway', '127.0.0.1'];

/** What the controller reports now, asked wherever it listens (the helper's URL stays put). */
async function networkNow(sim: StartedSimulator) {
  const base = sim.simulator.url;
  const admin = { login: 'admin', password: 'admin' };
  const login = await httpsCall(`${base}/login`, { method: 'POST', json: admin });
  const { token } = login.body as { token: string };
  const res = await httpsCall(`${base}/network`, { method: 'GET', token });
  return (res.body as { data: Array<Record<string, unknown>> }).data[0];
}

function parsedSet(run: Run): { plan: { rows: unknown[] }; job: Job } {
  return JSON.parse(run.stdout) as { plan: { rows: unknown[] }; job: Job };
}

beforeAll(() => cli.open());
afterEach(() => cli.pool.stopAll());
afterAll(() => cli.close());

describe('turnkey network show', () => {
  it('reads each controller into a table and JSON; one that cannot be read fails its row', async () => {
    const net = testSubnet();
    const sims = await trusted(net, [10, 11]);

    const json = await turnkey(['network', 'show', ...controllers(sims), '--json']);
    expect(json.code, json.stderr).toBe(EXIT_CODES.ok);
    expect(JSON.parse(json.stdout)).toEqual({
      controllers: sims.map((sim) => ({
        address: target(sim),
        fingerprint256: sim.fingerprint,
        serial: sim.simulator.serial,
        network: { dhcp: false, ip: sim.host, mask: '255.0.0.0', gateway: '127.0.0.1' },
      })),
    });

    // Nothing listens at .99: its row says so, the others are still read, exit code 3.
    const args = ['network', 'show', ...controllers(sims), '--controller', `${net}.99:${port}`];
    // In 120 columns the problem wraps under its own column, every word kept.
    const narrow = await turnkey(args, { COLUMNS: '120' });
    expect(narrow.code, narrow.stderr).toBe(EXIT_CODES.unreachable);
    expect(narrow.stdout.split('\n').filter((l) => l.length > 120)).toEqual([]);
    // --wide: each row on one line.
    const table = await turnkey([...args, '--wide']);
    expect(table.code, table.stderr).toBe(EXIT_CODES.unreachable);
    expect(narrow.stdout.split('\n').length).toBeGreaterThan(table.stdout.split('\n').length);
    expect(words(narrow.stdout)).toEqual(words(table.stdout));
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Controller\s+Address\s+Addressing\s+IP\s+Mask\s+Gateway\s+Problem$/);
    expect(lines[2]).toMatch(
      new RegExp(
        `^NETCLI-10\\s+${net}\\.10:${port}\\s+static\\s+${net}\\.10\\s+255\\.0\\.0\\.0\\s+127\\.0\\.0\\.1$`,
      ),
    );
    expect(lines[3]).toMatch(new RegExp(`^NETCLI-11\\s+${net}\\.11:${port}\\s+static\\s`));
    expect(lines[4]).toMatch(
      new RegExp(
        `^-\\s+${net}\\.99:${port}\\s+-\\s+-\\s+-\\s+-\\s+The controller at ${net}\\.99:${port} cannot be reached`,
      ),
    );
  });
});

describe('turnkey network set', () => {
  it('moves one controller to a static address, verified there and recorded on the site', async () => {
    const net = testSubnet();
    const [sim] = await trusted(net, [10]);
    const run = await turnkey([
      'network',
      'set',
      ...controllers([sim!]),
      '--ip',
      `${net}.20`,
      ...LOOPBACK,
      '--yes',
      '--json',
    ]);
    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    const { plan, job } = parsedSet(run);
    expect(plan.rows).toHaveLength(1);
    expect(job).toMatchObject({ kind: 'network', state: 'succeeded' });
    expect(job.controllers).toMatchObject([
      {
        label: 'NETCLI-10',
        state: 'succeeded',
        result: {
          dhcp: false,
          ip: `${net}.20`,
          mask: '255.0.0.0',
          gateway: '127.0.0.1',
          verified: true,
        },
      },
    ]);
    expect(sim!.simulator.address).toEqual({ host: `${net}.20`, port });
    expect(await networkNow(sim!)).toMatchObject({ dhcp: false, ip: `${net}.20` });

    const site = JSON.parse((await turnkey(['site', 'show', '--json'])).stdout) as {
      controllers: Array<{ id: string; address: { host: string }; addressing?: string }>;
      journal: Array<{ action: string; outcome: string; controllerId?: string }>;
    };
    expect(site.controllers.find((c) => c.id === sim!.fingerprint)).toMatchObject({
      address: { host: `${net}.20`, port },
      addressing: 'static',
    });
    expect(site.journal).toContainEqual(
      expect.objectContaining({
        action: 'network.changed',
        outcome: 'succeeded',
        controllerId: sim!.fingerprint,
      }),
    );
    // The same controller, read at its new address.
    const shown = await turnkey(['network', 'show', '--controller', `${net}.20:${port}`]);
    expect(shown.code, shown.stderr).toBe(EXIT_CODES.ok);
    expect(shown.stdout).toMatch(new RegExp(`NETCLI-10\\s+${net}\\.20:${port}\\s+static`));
  });

  it('gives three controllers consecutive addresses from --range-start, two at a time', async () => {
    const net = testSubnet();
    const sims = await trusted(net, [10, 11, 12]);
    const run = await turnkey([
      'network',
      'set',
      ...controllers(sims),
      '--range-start',
      `${net}.30`,
      ...LOOPBACK,
      '--parallel',
      '2',
      '--yes',
      '--json',
    ]);
    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    const { plan, job } = parsedSet(run);
    const wanted = [`${net}.30`, `${net}.31`, `${net}.32`];
    expect(plan.rows).toHaveLength(3);
    expect(job.state).toBe('succeeded');
    expect(job.controllers.map((c) => [c.label, c.state, c.result?.['ip']])).toEqual(
      sims.map((sim, i) => [sim.simulator.serial, 'succeeded', wanted[i]]),
    );
    expect(sims.map((sim) => sim.simulator.address.host)).toEqual(wanted);
  });

  it('prints a setting that would cut a controller off at its field, sends nothing, exits 2', async () => {
    const net = testSubnet();
    const [sim, second] = await trusted(net, [10, 11]);
    const run = await turnkey([
      'network',
      'set',
      ...controllers([sim!]),
      '--ip',
      `${net}.20`,
      '--mask',
      '255.0.0.0',
      '--gateway',
      '10.0.0.1',
      '--yes',
    ]);
    expect(run.code).toBe(EXIT_CODES.usage);
    expect(run.stderr).toMatch(/^Gateway: .*10\.0\.0\.1/m);
    expect(run.stderr).toContain('nothing was sent');
    expect(run.stdout).not.toContain('Move 1 controller');
    expect(sim!.simulator.address.host).toBe(`${net}.10`);
    expect(await networkNow(sim!)).toMatchObject({ ip: `${net}.10`, gateway: '127.0.0.1' });

    // A static address without its gateway is the form's to refuse, at its field.
    const args = ['network', 'set', ...controllers([sim!]), '--ip', `${net}.20`];
    const noGateway = await turnkey([...args, '--mask', '255.0.0.0', '--yes']);
    expect(noGateway.code, noGateway.stderr).toBe(EXIT_CODES.usage);
    expect(noGateway.stderr).toMatch(/^Gateway: /m);
    // So is one static address for two controllers.
    const two = await turnkey([...args, ...controllers([second!]), ...LOOPBACK, '--yes']);
    expect(two.code, two.stderr).toBe(EXIT_CODES.usage);
    expect(two.stderr).toMatch(/^Address: One static address is for one controller/m);
    expect(await networkNow(sim!)).toMatchObject({ ip: `${net}.10`, gateway: '127.0.0.1' });
  });

  it('refuses contradictory options before reaching any controller', async () => {
    // Nothing listens here: a command that tried to reach it would end with 3, not 2.
    const nobody = ['--controller', `${testSubnet()}.10:${port}`];
    const cases: Array<[string[], RegExp]> = [
      [[...nobody, '--dhcp', '--ip', '10.0.0.5', ...LOOPBACK], /--dhcp and --ip contradict/],
      [[...nobody, '--dhcp', '--mask', '255.0.0.0'], /--mask and --dhcp contradict/],
      [[...nobody, '--ip', '127.0.0.5', '--parallel', '2'], /--parallel needs --dhcp/],
      [
        [...nobody, '--mask', '255.0.0.0'],
        /--dhcp, --ip ADDRESS, --range-start ADDRESS or --table/,
      ],
      [[...nobody, ...nobody, '--dhcp'], /given twice/],
      [[...nobody, '--dhcp', '--parallel', '9'], /a whole number from 1 to 8/],
    ];
    const runs = await Promise.all(cases.map(([args]) => turnkey(['network', 'set', ...args])));
    runs.forEach((run, i) => {
      expect(run.code, run.stderr).toBe(EXIT_CODES.usage);
      expect(run.stderr).toMatch(cases[i]![1]);
    });
  });

  it('ends with a non-zero code when one controller is not moved, and moves the other', async () => {
    const net = testSubnet();
    const [moved] = await trusted(net, [10]);
    // This one's "admin" is an operator: it may read the settings but not change them (D2).
    const refused = await cli.trustedOperator(net, 11);

    const run = await turnkey([
      'network',
      'set',
      ...controllers([moved!, refused]),
      '--range-start',
      `${net}.40`,
      ...LOOPBACK,
      '--yes',
      '--json',
    ]);
    expect(run.code).toBe(EXIT_CODES.failure);
    expect(run.stderr).toContain('1 of 2 controllers not verified at the new address');
    const { job } = parsedSet(run);
    expect(job.state).toBe('failed');
    expect(job.controllers.map((c) => [c.label, c.state, c.error?.code])).toEqual([
      ['NETCLI-10', 'succeeded', undefined],
      ['NETCLI-11', 'failed', 'forbidden'],
    ]);
    expect(moved!.simulator.address.host).toBe(`${net}.40`);
    expect(refused.simulator.address.host).toBe(`${net}.11`);
  });

  it('moves a controller to DHCP and finds it again by its certificate', async () => {
    const net = testSubnet();
    const dhcpPool = { from: `${net}.100`, to: `${net}.110` };
    const [sim] = await trusted(net, [10], { dhcpPool });
    const run = await turnkey([
      'network',
      'set',
      ...controllers([sim!]),
      '--dhcp',
      '--yes',
      '--json',
    ]);
    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    const { job } = parsedSet(run);
    expect(job.controllers).toMatchObject([
      { state: 'succeeded', result: { dhcp: true, ip: `${net}.100`, verified: true } },
    ]);
    expect(sim!.simulator.address.host).toBe(`${net}.100`);

    const shown = await turnkey([
      'network',
      'show',
      '--controller',
      `${net}.100:${port}`,
      '--json',
    ]);
    expect(JSON.parse(shown.stdout)).toMatchObject({
      controllers: [{ serial: 'NETCLI-10', network: { dhcp: true, ip: `${net}.100` } }],
    });
    const site = JSON.parse((await turnkey(['site', 'show', '--json'])).stdout) as {
      controllers: Array<{ id: string; address: { host: string }; addressing?: string }>;
    };
    expect(site.controllers.find((c) => c.id === sim!.fingerprint)).toMatchObject({
      address: { host: `${net}.100` },
      addressing: 'dhcp',
    });
  });
});
