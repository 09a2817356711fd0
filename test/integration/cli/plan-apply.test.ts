/**
 * `turnkey plan`, `apply` and `export-plan` as an engineer runs them (the real command in another
 * process) against the five controllers of the demo site, real simulators over HTTPS on a
 * loopback /24 of this file's own (docs/site-plans.md, docs/decisions.md "Site plans"): a plan
 * with mistakes refused at its lines with nothing sent; a plan applied from scratch (three
 * controllers re-addressed, zone and NTP, access points of four kinds with parameters, a
 * schedule, an access profile, a user whose password comes from the environment, a cluster of
 * three) and verified by reading the controllers directly; applied again with nothing sent; the
 * site exported and the export planned with nothing to change; a planned controller missing from
 * the site; an apply killed half way and finished by the next.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import type { SiteDiff } from '../../../src/shared/plans/site-diff.schema';
import type { StartedSimulator } from '../helpers/start-simulator';
import { testSubnet, waitFor } from '../simulator-cluster/cluster-support';
import { brokenPlan, commissioningPlan, planWithMissing, secondPlan } from '../plans/demo-plans';
import {
  demoSite,
  direct,
  journal,
  watchPort,
  writes,
  type SeenRequest,
} from '../plans/plan-support';
import { cliHarness, controllers } from './cli-harness';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const cli = cliHarness('plan');
const net = testSubnet();
const GUARD = { TURNKEY_PASSWORD_GUARD: 'Guard-Pass-4711' };
let sims: StartedSimulator[] = [];
let dir = '';

/** Writes a plan into the data folder and answers its path. */
async function planFile(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

const byName = <T extends { name?: unknown }>(rows: T[], name: string) =>
  rows.find((r) => r.name === name);

/** How many of `requests` went to `host` as `method` on `path` (its query aside). */
const sent = (requests: readonly SeenRequest[], host: string, method: string, path: string) =>
  requests.filter(
    (r) =>
      r.host === host && r.method === method && r.url.replace(/\?.*$/, '') === `/api/v1${path}`,
  ).length;

beforeAll(async () => {
  await cli.open();
  dir = cli.env().TURNKEY_DATA_DIR!;
  sims = await demoSite(cli, net);
  // `time show` logs in to each and puts it on the open site, as an engineer's first look does.
  const shown = await cli.turnkey(['time', 'show', ...controllers(sims)]);
  if (shown.code !== EXIT_CODES.ok) throw new Error(`time show failed: ${shown.stderr}`);
});
afterAll(() => cli.close());

describe('turnkey plan and apply on the demo site', () => {
  it('refuses a plan with mistakes at their lines and fields, sending nothing', async () => {
    const file = await planFile('broken.yaml', brokenPlan(net));
    const before = await journal(cli);
    const watch = watchPort(cli.port);
    try {
      for (const args of [
        ['plan', file],
        ['apply', file, '--yes'],
      ]) {
        const run = await cli.turnkey(args);
        expect(run.code, run.stderr).toBe(EXIT_CODES.usage);
        expect(run.stderr).toContain(
          `${file}: line 7, field controllers.TKDEMO01.network.ip: must be an IPv4 address`,
        );
        expect(run.stderr).toContain(
          `line 11, field controllers.TKDEMO01.authUsers[0].password: a password never goes in a plan`,
        );
        expect(run.stderr).toContain('nothing was sent');
      }
    } finally {
      watch.stop();
    }
    expect(watch.requests).toEqual([]);
    expect(await journal(cli)).toEqual(before);
    expect((await direct(sims[0]!).then((c) => c.time())).timezone).toBe('Europe/Moscow');
  });

  it('applies the plan from scratch, in the safe order, and verifies it by reading back', async () => {
    const file = await planFile('yard.yaml', commissioningPlan(net));
    // The whole table, unwrapped: only the fields that change, parameters by their titles.
    const planned = await cli.turnkey(['plan', file, '--wide']);
    expect(planned.code, planned.stderr).toBe(EXIT_CODES.ok);
    expect(planned.stdout).toMatch(
      /^TKDEMO01\s+Time\s+Time zone\s+Europe\/Moscow -> Asia\/Yekaterinburg$/m,
    );
    expect(planned.stdout).toMatch(
      new RegExp(
        `^TKDEMO01\\s+Network\\s+Network settings\\s+${net}\\.11 / 255\\.0\\.0\\.0 via 127\\.0\\.0\\.1 -> ${net}\\.21 /`,
        'm',
      ),
    );
    // The barrier's arm alone changes: its kind and type, the same, are counted, not shown.
    expect(planned.stdout).toMatch(
      /^TKDEMO01\s+Access points\s+Шлагбаум парковки: Barrier arm length, cm\s+300 -> 450$/m,
    );
    expect(planned.stdout).toMatch(
      /^TKDEMO01\s+Access points\s+Проходная 2\s+- -> Turnstile \(entrance\); Time to pass after a grant, s: 7; Drive rotation direction: counterclockwise$/m,
    );
    expect(planned.stdout).toMatch(
      /^TKDEMO01\s+Access points\s+Шлюз 2\s+- -> Mantrap \(door\); Open one door at a time: on$/m,
    );
    // NTP on already, the barrier's kind and type: three planned fields as they are.
    expect(planned.stdout).toMatch(/^TKDEMO01\s+and 3 unchanged$/m);
    expect(planned.stdout).toMatch(/^TKDEMO04\s+and 1 unchanged$/m);
    expect(planned.stdout).not.toMatch(/arm_length_cm|pass_time|=true|nothing to change/);
    expect(planned.stdout).toMatch(/^TKDEMO01\s+Users\s+guard\s+- -> operator$/m);
    expect(planned.stdout).toMatch(
      /^TKDEMO01\s+VPN cluster\s+TKDEMO03\s+not a member -> member of TKDEMO01, synced$/m,
    );
    expect(planned.stdout).not.toContain('guard-pass');
    const lines = planned.stdout.split('\n');
    expect(Math.max(...lines.map((l) => l.length))).toBeGreaterThan(100);

    // In a terminal of 100 columns: the same table wrapped, no line longer, no word lost.
    const narrow = await cli.turnkey(['plan', file], { COLUMNS: '100' });
    expect(narrow.code, narrow.stderr).toBe(EXIT_CODES.ok);
    const narrowLines = narrow.stdout.split('\n');
    expect(narrowLines.filter((l) => l.length > 100)).toEqual([]);
    expect(narrowLines.length).toBeGreaterThan(lines.length);
    const words = (text: string) =>
      text
        .split(/\s+/)
        .filter((w) => w && !/^-+$/.test(w))
        .sort();
    expect(words(narrow.stdout)).toEqual(words(planned.stdout));
    expect(narrow.stdout).toMatch(/^TKDEMO01\s+and 3 unchanged$/m);

    // --json is the machine form: the diff's values as the engine gives them, unwrapped.
    const json = await cli.turnkey(['plan', file, '--json'], { COLUMNS: '40' });
    const diff = JSON.parse(json.stdout) as SiteDiff;
    const pointDiff = diff.controllers[0]!.sections.find((s) => s.section === 'accessPoints');
    expect(pointDiff?.changes.find((c) => c.field === 'Шлагбаум парковки')).toMatchObject({
      now: 'barrier (vehicle), arm_length_cm=300',
      after: 'barrier (vehicle), arm_length_cm=450',
    });
    expect(diff.changes).toBe(26);

    const watch = watchPort(cli.port);
    let applied;
    try {
      applied = await cli.turnkey(['apply', file, '--yes'], GUARD);
    } finally {
      watch.stop();
    }
    expect(applied.code, `${applied.stdout}\n${applied.stderr}`).toBe(EXIT_CODES.ok);
    // TKDEMO02 (not moved, not in the cluster) logs in once for the whole apply, and its time is
    // read four times: by the read before, by its job before and after the time wizard's change,
    // and by its job's read back; the reads after the job keep that read back.
    const second = sims[1]!.simulator.address.host;
    expect(sent(watch.requests, second, 'POST', '/login')).toBe(1);
    expect(sent(watch.requests, second, 'GET', '/date_time')).toBe(5);
    expect(applied.stdout).toContain('Read back:\nNothing to change: the site matches the plan.');

    // Read directly at the planned addresses, not through the command.
    expect(sims.map((s) => s.simulator.address.host)).toEqual([
      `${net}.21`,
      `${net}.12`,
      `${net}.23`,
      `${net}.14`,
      `${net}.25`,
    ]);
    const [one, two, three, four, five] = await Promise.all(sims.map((s) => direct(s)));
    expect((await one!.get('/network'))[0]).toMatchObject({ dhcp: false, ip: `${net}.21` });
    expect((await five!.get('/network'))[0]).toMatchObject({ ip: `${net}.25`, mask: '255.0.0.0' });
    for (const c of [one, three, four, five])
      expect(await c!.time()).toMatchObject({
        timezone: 'Asia/Yekaterinburg',
        ntp: true,
        ntp_server: 'ntp1.yard.local',
      });
    expect(await two!.time()).toMatchObject({ timezone: 'Asia/Yekaterinburg', ntp: false });

    type Point = {
      uuid: string;
      name: string;
      type: string;
      ext_parameters?: Record<string, unknown>;
    };
    const points = await one!.get<Point>('/access_points');
    expect(byName(points, 'Проходная 2')?.type).toBe('entrance');
    expect(byName(points, 'Проходная 2')?.ext_parameters).toMatchObject({
      pass_time: 7,
      drive_direction: 'counterclockwise',
    });
    expect(byName(points, 'Шлагбаум парковки')?.ext_parameters).toMatchObject({
      arm_length_cm: 450,
    });
    expect(byName(points, 'Шлюз 2')?.ext_parameters).toMatchObject({ interlock: true });
    expect(
      byName(await two!.get<Point>('/access_points'), 'Калитка')?.ext_parameters,
    ).toMatchObject({
      unlock_time: 5,
    });
    const gates = await three!.get<Point>('/access_points');
    expect(byName(gates, 'Ворота 2')?.ext_parameters).toMatchObject({ held_open_time: 60 });
    expect(byName(gates, 'Касса')?.ext_parameters).toMatchObject({ card_retention: false });

    const schedule = byName(
      await one!.get<{ uuid: string; name: string; intervals: unknown }>('/schedules/'),
      'Смена А',
    );
    expect(schedule?.intervals).toEqual([
      { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '08:00', to: '17:00' },
    ]);
    const profile = byName(
      await one!.get<{ name: string; schedule_uuid: string; access_points: string[] }>(
        '/access_profiles/',
      ),
      'Смена А',
    );
    expect(profile?.schedule_uuid).toBe(schedule?.uuid);
    expect([...(profile?.access_points ?? [])].sort()).toEqual(
      [byName(points, 'Проходная 2')!.uuid, byName(points, 'Шлагбаум парковки')!.uuid].sort(),
    );
    // The user logs in with the password of the environment, on both controllers it is planned on.
    for (const sim of [sims[0]!, sims[3]!]) {
      const guard = await direct(sim, 'guard', GUARD.TURNKEY_PASSWORD_GUARD);
      expect(guard.login.status).toBe(200);
      expect(guard.login.body).toMatchObject({ user: { login: 'guard', role: 'operator' } });
    }
    const members = await one!.get<{ serial: string }>('/vpn/members');
    expect(members.map((m) => m.serial).sort()).toEqual(['TKDEMO03', 'TKDEMO04']);
    expect(JSON.stringify(members)).toContain('synced');

    // The journal: every change with its outcome, the moves and the cluster after the rest.
    const entries = await journal(cli);
    expect(JSON.stringify(entries)).not.toContain(GUARD.TURNKEY_PASSWORD_GUARD);
    const actions = entries.map((e) => String(e['action']));
    expect(actions.filter((a) => a === 'network.changed')).toHaveLength(3);
    expect(actions).toContain('authUser.created');
    expect(actions.lastIndexOf('network.changed')).toBeLessThan(actions.indexOf('vpn.shared'));
    expect(entries.filter((e) => e['outcome'] === 'failed')).toEqual([]);
  });

  it('applied again: says so, exits 0, and sends nothing', async () => {
    const file = join(dir, 'yard.yaml');
    const before = await journal(cli);
    const watch = watchPort(cli.port);
    let again;
    try {
      // --wide: the line of a controller with nothing to change, whole.
      again = await cli.turnkey(['apply', file, '--yes', '--wide'], GUARD);
    } finally {
      watch.stop();
    }

    expect(again.code, again.stderr).toBe(EXIT_CODES.ok);
    expect(again.stdout).toContain('Nothing to change: the site matches the plan.');
    // One login and one read of each section per controller; no automations read, since the
    // access points name the controller's uuid.
    for (const sim of sims) {
      const host = sim.simulator.address.host;
      expect(sent(watch.requests, host, 'POST', '/login'), host).toBe(1);
      expect(sent(watch.requests, host, 'GET', '/date_time'), host).toBe(1);
    }
    expect(watch.requests.filter((r) => r.url.includes('automations'))).toEqual([]);
    expect(again.stdout).toMatch(
      /^TKDEMO01\s+nothing to change \(time, schedules, access points, access profiles, users, network\)/m,
    );
    expect(watch.requests.length).toBeGreaterThan(0);
    expect(writes(watch.requests)).toEqual([]);
    expect(await journal(cli)).toEqual(before);
  });

  it('exports the site as a plan that plans with nothing to change', async () => {
    const file = join(dir, 'exported.yaml');
    const exported = await cli.turnkey(['export-plan', '--out', file]);
    expect(exported.code, exported.stderr).toBe(EXIT_CODES.ok);
    const planned = await cli.turnkey(['plan', file, '--json']);
    expect(planned.code, planned.stderr).toBe(EXIT_CODES.ok);
    const diff = JSON.parse(planned.stdout) as SiteDiff;
    expect(diff.changes).toBe(0);
    expect(diff.controllers.map((c) => [c.serial, c.state])).toEqual(
      sims.map((s) => [s.simulator.serial, 'unchanged']),
    );
    expect(diff.vpn).toEqual({ master: 'TKDEMO01', changes: [] });
  });

  it('reports a planned controller missing from the site, applies the rest, exits non-zero', async () => {
    const file = await planFile('missing.yaml', planWithMissing());
    const run = await cli.turnkey(['apply', file, '--yes']);
    expect(run.code).toBe(EXIT_CODES.failure);
    expect(run.stdout).toMatch(/^TKDEMO09\s+MISSING\s+TKDEMO09 is not on this site/m);
    expect(run.stdout).toContain('1 planned controller(s) missing on site.');
    expect(run.stderr).toContain('the site does not match the plan yet');
    const schedules = await (await direct(sims[3]!)).get<{ name: string }>('/schedules/');
    expect(byName(schedules, 'Ночной обход')).toBeDefined();
  });

  it('finishes an apply killed half way when applied again', async () => {
    const file = await planFile('second.yaml', secondPlan(net));
    const slow = sims[4]!;
    slow.simulator.faults.set({ latencyMs: 700 });
    const before = (await journal(cli)).length;
    const child = cli.spawn(['apply', file, '--yes']);
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    // Killed once a fast controller has moved while the slow one is still on its way.
    await waitFor(
      async () =>
        (await journal(cli)).slice(before).some((e) => e['action'] === 'network.changed') ||
        undefined,
      'a first move of the second plan',
      60_000,
    );
    child.kill('SIGKILL');
    await exited;
    slow.simulator.faults.set({ latencyMs: 0 });

    const left = await cli.turnkey(['plan', file, '--json']);
    expect(left.code, left.stderr).toBe(EXIT_CODES.ok);
    const diff = JSON.parse(left.stdout) as SiteDiff;
    expect(diff.controllers.find((c) => c.serial === 'TKDEMO05')?.state).toBe('changes');

    const finished = await cli.turnkey(['apply', file, '--yes']);
    expect(finished.code, `${finished.stdout}\n${finished.stderr}`).toBe(EXIT_CODES.ok);
    expect(finished.stdout).toContain('Read back:\nNothing to change: the site matches the plan.');
    expect(slow.simulator.address.host).toBe(`${net}.35`);
    const five = await direct(slow);
    expect(await five.time()).toMatchObject({
      timezone: 'Asia/Novosibirsk',
      ntp_server: 'ntp2.yard.local',
    });
    expect(byName(await five.get<{ name: string }>('/schedules/'), 'Смена Б')).toBeDefined();
    for (const [sim, last] of [
      [sims[0]!, 31],
      [sims[2]!, 33],
    ] as const)
      expect(sim.simulator.address.host).toBe(`${net}.${last}`);
    // What the killed apply did is not done again: one schedule of the name on each controller.
    for (const sim of [sims[0]!, sims[2]!, sims[3]!, slow]) {
      const named = (await (await direct(sim)).get<{ name: string }>('/schedules/')).filter(
        (x) => x.name === 'Смена Б',
      );
      expect(named).toHaveLength(1);
    }
    const again = await cli.turnkey(['plan', file]);
    expect(again.stdout).toContain('Nothing to change: the site matches the plan.');
  });
});
