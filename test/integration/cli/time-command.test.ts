/**
 * `turnkey time show` and `turnkey time set` as an engineer runs them (the real command in
 * another process) against real simulators on loopback (spec 4.12, D11, D2): clocks read into a
 * table and JSON with the drift of a skewed controller and a failed row; zone, NTP off and the
 * clock from this computer set on three controllers, one on firmware 1.5, each read back and
 * verified; NTP on with a server; a malformed server and a zone the controllers do not know
 * refused with nothing changed; contradictory options refused before anything is reached; a
 * controller whose account may not change the time failing alone with a non-zero exit code.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../../src/shared/ipc/job.schema';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { SimulatorControl } from '../../../src/simulator/control/simulator-control';
import type { StartedSimulator } from '../helpers/start-simulator';
import { testSubnet } from '../simulator-cluster/cluster-support';
import { cliHarness, controllers, target, type Run } from './cli-harness';

// Each test runs the command several times (a Node start each), many times slower on a loaded
// machine: the limit only guards against a hang.
vi.setConfig({ testTimeout: 180_000 });

const cli = cliHarness('time', { serialPrefix: 'TIMECLI' });
const { turnkey, port } = cli;
const trusted = cli.trustedAt;

interface DateTime {
  ntp: boolean;
  ntp_server: string;
  timestamp: number;
  timezone: string;
}

/** What the controller itself reports now (`GET /date_time`), asked past the command. */
async function dateTimeNow(sim: StartedSimulator, login = 'admin', password = 'admin') {
  const token = await sim.login(login, password);
  return (await sim.request('GET', '/date_time', { token })).body as DateTime;
}

interface ShownClock {
  controller: string;
  laptop: string;
  driftSeconds: number;
  timezone: string;
  utcOffset?: string;
  ntp: boolean;
  ntpServer: string;
}

interface Shown {
  laptop: { at: string; timezone: string; utcOffset?: string };
  controllers: Array<{
    controllerId?: string;
    label: string;
    address: string;
    clock?: ShownClock;
    error?: { code: string; message: { en: string; ru: string } };
  }>;
}

function parsedSet(run: Run): { plan: { rows: Array<{ controllerLabel: string }> }; job: Job } {
  return JSON.parse(run.stdout) as { plan: { rows: Array<{ controllerLabel: string }> }; job: Job };
}

const FRESH = { ntp: true, ntp_server: 'pool.ntp.org', timezone: 'UTC' };

beforeAll(() => cli.open());
afterEach(() => cli.pool.stopAll());
afterAll(() => cli.close());

describe('turnkey time show', () => {
  it("reads each clock into JSON and a table with this computer's above; a skewed one shows its drift; one that cannot be read fails its row", async () => {
    const net = testSubnet();
    const sims = await trusted(net, [10, 11]);
    await SimulatorControl.of(sims[1]!.simulator).skewClock(3600);

    const asked = Date.now();
    const json = await turnkey(['time', 'show', ...controllers(sims), '--json']);
    expect(json.code, json.stderr).toBe(EXIT_CODES.ok);
    const shown = JSON.parse(json.stdout) as Shown;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    expect(shown.laptop.timezone).toBe(zone);
    // This computer's time as the command read it: after it started, before its answer.
    expect(Date.parse(shown.laptop.at)).toBeGreaterThanOrEqual(asked - 1000);
    expect(Date.parse(shown.laptop.at)).toBeLessThanOrEqual(Date.now());
    expect(shown.controllers).toMatchObject(
      sims.map((sim) => ({
        controllerId: sim.fingerprint,
        label: sim.simulator.serial,
        address: target(sim),
        clock: { timezone: 'UTC', utcOffset: 'UTC+00:00', ntp: true, ntpServer: 'pool.ntp.org' },
      })),
    );
    const [plain, skewed] = shown.controllers.map((c) => c.clock!);
    expect(Math.abs(plain!.driftSeconds)).toBeLessThan(2);
    expect(Math.abs(skewed!.driftSeconds - 3600)).toBeLessThan(2);
    // The controller's time and this computer's are the two ends of the drift.
    const apart = (Date.parse(skewed!.controller) - Date.parse(skewed!.laptop)) / 1000;
    expect(Math.abs(apart - skewed!.driftSeconds)).toBeLessThan(1);

    // Nothing listens at .99: its row says so, the others are still read, exit code 3.
    const args = ['time', 'show', ...controllers(sims), '--controller', `${net}.99:${port}`];
    // In 160 columns the problem wraps under its own column, every word kept.
    const narrow = await turnkey(args, { COLUMNS: '160' });
    expect(narrow.code, narrow.stderr).toBe(EXIT_CODES.unreachable);
    expect(narrow.stdout.split('\n').filter((l) => l.length > 160)).toEqual([]);
    // --wide: each row on one line.
    const table = await turnkey([...args, '--wide']);
    expect(table.code, table.stderr).toBe(EXIT_CODES.unreachable);
    expect(narrow.stdout.split('\n').length).toBeGreaterThan(table.stdout.split('\n').length);
    // The clocks move between the two runs: the words of the problem's row are compared.
    const problemWords = (text: string) =>
      text
        .slice(text.lastIndexOf(`${net}.99:${port}  `))
        .split(/\s+/)
        .filter(Boolean);
    expect(problemWords(narrow.stdout)).toEqual(problemWords(table.stdout));
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      new RegExp(
        `^This computer: \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d, ${zone} \\(UTC[+-]\\d\\d:\\d\\d\\)$`,
      ),
    );
    const header = lines.findIndex((line) => line.startsWith('Controller'));
    expect(lines[header]).toMatch(
      /^Controller\s+Address\s+Its time\s+This computer\s+Drift \(s\)\s+Time zone\s+NTP\s+Server\s+Problem$/,
    );
    const time = '\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d';
    expect(lines[header + 2]).toMatch(
      new RegExp(
        `^TIMECLI-10\\s+${net}\\.10:${port}\\s+${time}\\s+${time}\\s+[-+]?[01]\\.\\d\\s+UTC \\(UTC\\+00:00\\)\\s+on\\s+pool\\.ntp\\.org$`,
      ),
    );
    expect(lines[header + 3]).toMatch(
      new RegExp(
        `^TIMECLI-11\\s+${net}\\.11:${port}\\s+${time}\\s+${time}\\s+\\+(3599|3600|3601)\\.\\d\\s+UTC`,
      ),
    );
    expect(lines[header + 4]).toMatch(
      new RegExp(
        `^${net}\\.99:${port}\\s+${net}\\.99:${port}(\\s+-){6}\\s+The controller at ${net}\\.99:${port} cannot be reached`,
      ),
    );
    expect(table.stderr).toContain(
      `turnkey: The controller at ${net}.99:${port} cannot be reached`,
    );
  });
});

describe('turnkey time set', () => {
  it('sets Moscow time, NTP off and the clock from this computer on three controllers, one on 1.5, each verified', async () => {
    const net = testSubnet();
    const sims = [
      ...(await trusted(net, [10, 11])),
      ...(await trusted(net, [12], { firmware: '1.5' })),
    ];
    await SimulatorControl.of(sims[0]!.simulator).skewClock(-7200);

    const run = await turnkey([
      'time',
      'set',
      ...controllers(sims),
      '--timezone',
      'Europe/Moscow',
      '--no-ntp',
      '--from-laptop',
      '--yes',
      '--json',
    ]);
    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    const { plan, job } = parsedSet(run);
    // Zone, NTP and clock for each of the three.
    expect(plan.rows).toHaveLength(9);
    expect(job).toMatchObject({ kind: 'time', state: 'succeeded' });
    expect(job.controllers.map((c) => [c.label, c.state])).toEqual(
      sims.map((sim) => [sim.simulator.serial, 'succeeded']),
    );
    for (const c of job.controllers) {
      expect(c.result).toMatchObject({ timezone: 'Europe/Moscow', ntp: false });
      expect(Math.abs(c.result!['driftSeconds'] as number)).toBeLessThan(2);
    }
    for (const sim of sims) {
      // The clock read falls between the moments the read began and ended, however long that
      // took (a second either way for whole seconds and the set's rounding).
      const began = Date.now() / 1000;
      const now = await dateTimeNow(sim);
      const ended = Date.now() / 1000;
      expect(now).toMatchObject({ timezone: 'Europe/Moscow', ntp: false });
      expect(now.timestamp).toBeGreaterThanOrEqual(Math.floor(began) - 1);
      expect(now.timestamp).toBeLessThanOrEqual(Math.ceil(ended) + 1);
    }

    // Read back through the command: the zone with its offset, NTP off, no drift left.
    const shown = await turnkey(['time', 'show', ...controllers(sims), '--json']);
    expect(shown.code, shown.stderr).toBe(EXIT_CODES.ok);
    for (const { clock } of (JSON.parse(shown.stdout) as Shown).controllers) {
      expect(clock).toMatchObject({
        timezone: 'Europe/Moscow',
        utcOffset: 'UTC+03:00',
        ntp: false,
      });
      expect(Math.abs(clock!.driftSeconds)).toBeLessThan(2);
    }

    const site = JSON.parse((await turnkey(['site', 'show', '--json'])).stdout) as {
      journal: Array<{ action: string; outcome: string; controllerId?: string }>;
    };
    for (const sim of sims) {
      expect(site.journal).toContainEqual(
        expect.objectContaining({
          action: 'time.changed',
          outcome: 'succeeded',
          controllerId: sim.fingerprint,
        }),
      );
    }
  });

  it('turns NTP on with the given server, and a second run finds nothing to change', async () => {
    const net = testSubnet();
    const sims = await trusted(net, [10, 11]);
    const args = ['time', 'set', ...controllers(sims), '--ntp', 'ntp.site.local', '--yes'];
    const run = await turnkey([...args, '--json']);
    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    const { plan, job } = parsedSet(run);
    // NTP is on already: only the server changes.
    expect(plan.rows).toHaveLength(2);
    expect(job.state).toBe('succeeded');
    for (const sim of sims) {
      expect(await dateTimeNow(sim)).toMatchObject({ ...FRESH, ntp_server: 'ntp.site.local' });
    }

    const again = await turnkey(args);
    expect(again.code, again.stderr).toBe(EXIT_CODES.ok);
    expect(again.stdout).toContain('Nothing to change.');
    expect(again.stdout).toContain('TIMECLI-10: nothing to change.');
  });

  it('refuses a malformed NTP server and a zone the controllers do not know, with nothing changed', async () => {
    const net = testSubnet();
    const [sim] = await trusted(net, [10]);

    const malformed = await turnkey([
      'time',
      'set',
      ...controllers([sim!]),
      '--ntp',
      'bad..name',
      '--yes',
    ]);
    expect(malformed.code).toBe(EXIT_CODES.usage);
    expect(malformed.stderr).toContain('bad..name is not a host name or an IPv4 address');
    const notIpv4 = await turnkey(['time', 'set', ...controllers([sim!]), '--ntp', '10.0.0.300']);
    expect(notIpv4.code).toBe(EXIT_CODES.usage);
    expect(notIpv4.stderr).toMatch(/^NTP server: 10\.0\.0\.300 is not an IPv4 address/m);

    // A typo of a zone is one the controllers do not know: refused at its field too.
    const typo = await turnkey([
      'time',
      'set',
      ...controllers([sim!]),
      '--timezone',
      'Europe/Moskow',
    ]);
    expect(typo.code).toBe(EXIT_CODES.usage);
    expect(typo.stderr).toMatch(/^Time zone: /m);

    // Known to this computer (an old alias), not in the controllers' list: refused at its field.
    const unknown = await turnkey([
      'time',
      'set',
      ...controllers([sim!]),
      '--timezone',
      'US/Eastern',
      '--yes',
    ]);
    expect(unknown.code).toBe(EXIT_CODES.usage);
    expect(unknown.stderr).toMatch(/^Time zone: /m);
    expect(unknown.stderr).toContain('nothing was sent');
    expect(unknown.stdout).not.toContain('Set the time on');

    expect(await dateTimeNow(sim!)).toMatchObject(FRESH);
    const site = JSON.parse((await turnkey(['site', 'show', '--json'])).stdout) as {
      journal: Array<{ action: string; controllerId?: string }>;
    };
    expect(
      site.journal.filter(
        (e) => e.action === 'time.changed' && e.controllerId === sim!.fingerprint,
      ),
    ).toEqual([]);
  });

  it('refuses contradictory options before reaching any controller', async () => {
    // Nothing listens here: a command that tried to reach it would end with 3, not 2.
    const nobody = ['--controller', `${testSubnet()}.10:${port}`];
    const cases: Array<[string[], RegExp]> = [
      [[...nobody, '--ntp', 'ntp.site.local', '--no-ntp'], /--ntp and --no-ntp contradict/],
      [[...nobody, '--no-ntp', '--ntp', 'ntp.site.local'], /--ntp and --no-ntp contradict/],
      [
        [...nobody, '--ntp', 'ntp.site.local', '--from-laptop'],
        /--from-laptop and --ntp contradict/,
      ],
      [[...nobody, '--from-laptop'], /--from-laptop needs --no-ntp/],
      [[...nobody, '--timezone', 'Europe/Moscow', '--from-laptop'], /--from-laptop needs --no-ntp/],
      [[...nobody, '--yes'], /Say what to set: --timezone ZONE, --ntp SERVER or --no-ntp/],
      [[...nobody, ...nobody, '--no-ntp'], /given twice/],
    ];
    const runs = await Promise.all(cases.map(([args]) => turnkey(['time', 'set', ...args])));
    runs.forEach((run, i) => {
      expect(run.code, run.stderr).toBe(EXIT_CODES.usage);
      expect(run.stderr).toMatch(cases[i]![1]);
    });
  });

  it('ends with a non-zero code when one controller may not change its time, and sets the other', async () => {
    const net = testSubnet();
    const [set] = await trusted(net, [10]);
    // This one's "admin" is an operator: it may read the time but not change it (D2).
    const refused = await cli.trustedOperator(net, 11);

    const run = await turnkey([
      'time',
      'set',
      ...controllers([set!, refused]),
      '--timezone',
      'Asia/Yekaterinburg',
      '--yes',
      '--json',
    ]);
    expect(run.code).toBe(EXIT_CODES.failure);
    expect(run.stderr).toContain('1 of 2 controllers not verified');
    const { job } = parsedSet(run);
    expect(job.state).toBe('failed');
    expect(job.controllers.map((c) => [c.label, c.state, c.error?.code])).toEqual([
      ['TIMECLI-10', 'succeeded', undefined],
      ['TIMECLI-11', 'failed', 'forbidden'],
    ]);
    expect(await dateTimeNow(set!)).toMatchObject({ ...FRESH, timezone: 'Asia/Yekaterinburg' });
    expect(await dateTimeNow(refused, 'root', 'root')).toMatchObject(FRESH);
  });
});
