/**
 * `turnkey access-points` as an engineer runs it (the real command in another process) against
 * real simulators on loopback (spec 4.2, D8): access points and automations listed in tables and
 * JSON; a turnstile with a card box created with two extra parameters and read back on the
 * controller with them, changed by name, put into emergency and back to normal, and deleted; a
 * layout copied to two controllers twice, the second time planning and creating nothing; an
 * unknown parameter key, a value out of range and a name two access points share refused with
 * the usage code and nothing sent; an automation created and deleted; command lines that
 * contradict themselves refused before anything is reached.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FlowStep } from '../../../src/shared/ipc/flow.schema';
import type { Job } from '../../../src/shared/ipc/job.schema';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import type { StartedSimulator } from '../helpers/start-simulator';
import { testSubnet } from '../simulator-cluster/cluster-support';
import { cliHarness, target, type Run } from './cli-harness';

// Each test runs the command several times (a Node start each).
vi.setConfig({ testTimeout: 90_000 });

const cli = cliHarness('access-points', { serialPrefix: 'APCLI' });
const { turnkey, port } = cli;
const trusted = (net: string, lasts: readonly number[]) => cli.trustedAt(net, lasts);

type RecordRead = Record<string, unknown>;

const ap = (sim: StartedSimulator, ...args: string[]) =>
  turnkey(['access-points', ...args, '--controller', target(sim)]);

/** What the controller holds at `path`, read by the test itself. */
async function read(sim: StartedSimulator, path: string): Promise<RecordRead[]> {
  const res = await sim.request('GET', `${path}?limit=100`, { token: await sim.login() });
  return (res.body as { data: RecordRead[] }).data;
}
const pointsOf = (sim: StartedSimulator) => read(sim, '/access_points');
const automationsOf = (sim: StartedSimulator) => read(sim, '/access_points_automations');
const named = async (sim: StartedSimulator, name: string) =>
  (await pointsOf(sim)).filter((p) => p['name'] === name);

function parsedChange(run: Run): { plan: Extract<FlowStep, { kind: 'plan' }>; job: Job } {
  return JSON.parse(run.stdout) as { plan: Extract<FlowStep, { kind: 'plan' }>; job: Job };
}

beforeAll(() => cli.open());
afterEach(() => cli.pool.stopAll());
afterAll(() => cli.close());

describe('turnkey access-points list', () => {
  it("lists each controller's access points and automations in tables and as JSON", async () => {
    const net = testSubnet();
    const sims = await trusted(net, [10, 11]);
    const [first, second] = sims as [StartedSimulator, StartedSimulator];
    const [entrance] = await named(first, 'Main entrance');
    const made = await first.request('POST', '/access_points_automations', {
      token: await first.login(),
      json: { name: 'Night lock', type: 'schedule', controller_uuid: entrance!['controller_uuid'] },
    });
    expect(made.status).toBe(201);

    const controllers = sims.flatMap((sim) => ['--controller', target(sim)]);
    const json = await turnkey(['access-points', 'list', ...controllers, '--json']);
    expect(json.code, json.stderr).toBe(EXIT_CODES.ok);
    const listed = JSON.parse(json.stdout) as {
      controllers: Array<{
        address: string;
        serial: string;
        fingerprint256: string;
        accessPoints: RecordRead[];
        automations: RecordRead[];
      }>;
    };
    expect(listed.controllers.map((c) => [c.address, c.serial, c.fingerprint256])).toEqual(
      sims.map((sim) => [target(sim), sim.simulator.serial, sim.fingerprint]),
    );
    for (const [index, sim] of sims.entries()) {
      const held = await pointsOf(sim);
      const { accessPoints } = listed.controllers[index]!;
      expect(accessPoints.map((p) => [p['uuid'], p['name'], p['kind'], p['state']])).toEqual(
        held.map((p) => [p['uuid'], p['name'], p['kind'], 'normal']),
      );
    }
    expect(listed.controllers[0]!.accessPoints[0]).toMatchObject({
      name: 'Main entrance',
      kind: 'turnstile',
      type: 'entrance',
      extParameters: { pass_time: 5, drive_direction: 'clockwise' },
    });
    expect(listed.controllers[0]!.automations).toMatchObject([
      { name: 'Night lock', type: 'schedule' },
    ]);
    expect(listed.controllers[1]!.automations).toEqual([]);

    const table = await turnkey(['access-points', 'list', ...controllers]);
    expect(table.code, table.stderr).toBe(EXIT_CODES.ok);
    const lines = table.stdout.split('\n');
    expect(lines[0]).toBe(`APCLI-10 (${target(first)})`);
    expect(lines[2]).toMatch(/^Kind\s+Name\s+Type\s+State\s+UUID$/);
    expect(lines[4]).toMatch(
      new RegExp(
        `^turnstile\\s+Main entrance\\s+entrance\\s+normal\\s+${String(entrance!['uuid'])}$`,
      ),
    );
    expect(lines[5]).toMatch(/^barrier\s+Car park\s+vehicle\s+normal\s/);
    expect(lines[8]).toMatch(/^Automation\s+Type\s+UUID$/);
    expect(lines[10]).toMatch(/^Night lock\s+schedule\s+[0-9a-f-]{36}$/);
    const secondAt = lines.indexOf(`APCLI-11 (${target(second)})`);
    expect(secondAt).toBeGreaterThan(10);
    expect(lines.slice(secondAt)).toContain('No automations.');
  });
});

describe('turnkey access-points create, update, state, delete', () => {
  it('creates a turnstile with a card box with its parameters, changes it by name, sets its state and deletes it', async () => {
    const [sim] = (await trusted(testSubnet(), [20])) as [StartedSimulator];

    const created = await ap(
      sim,
      'create',
      '--kind',
      'turnstile_with_card_box',
      '--name',
      'Visitor gate',
      '--type',
      'visitors',
      '--param',
      'card_retention=false',
      '--param',
      'pass_time=9',
      '--yes',
      '--json',
    );
    expect(created.code, created.stderr).toBe(EXIT_CODES.ok);
    const { plan, job } = parsedChange(created);
    expect(plan.rows.map((r) => r.field)).toEqual([
      'name',
      'type',
      'kind',
      'param_pass_time',
      'param_card_retention',
    ]);
    expect(job).toMatchObject({ kind: 'access-point', state: 'succeeded' });
    const [gate] = await named(sim, 'Visitor gate');
    expect(gate).toMatchObject({
      kind: 'turnstile_with_card_box',
      type: 'visitors',
      state: 'normal',
      ext_parameters: { card_retention: false, pass_time: 9, drive_direction: 'clockwise' },
    });

    // Chosen by its name in other letters; the parameters not given stay as they were.
    const updated = await ap(
      sim,
      'update',
      '--name',
      'visitor GATE',
      '--type',
      'guests',
      '--param',
      'pass_time=7',
      '--yes',
    );
    expect(updated.code, updated.stderr).toBe(EXIT_CODES.ok);
    expect(updated.stdout).toMatch(/Type\s+visitors\s+guests/);
    expect(updated.stdout).toMatch(/Time to pass after a grant, s\s+9\s+7/);
    expect(updated.stdout).not.toMatch(/Keep visitor cards/);
    expect((await named(sim, 'Visitor gate'))[0]).toMatchObject({
      uuid: gate!['uuid'],
      type: 'guests',
      ext_parameters: { card_retention: false, pass_time: 7 },
    });

    const emergency = await ap(
      sim,
      'state',
      '--name',
      'Visitor gate',
      '--state',
      'emergency',
      '--yes',
    );
    expect(emergency.code, emergency.stderr).toBe(EXIT_CODES.ok);
    expect(emergency.stdout).toMatch(/Visitor gate\s+Normal\s+Emergency\s+Unlocked for evacuation/);
    expect((await named(sim, 'Visitor gate'))[0]!['state']).toBe('emergency');
    const normal = await ap(
      sim,
      'state',
      '--uuid',
      String(gate!['uuid']),
      '--state',
      'normal',
      '--yes',
    );
    expect(normal.code, normal.stderr).toBe(EXIT_CODES.ok);
    expect((await named(sim, 'Visitor gate'))[0]!['state']).toBe('normal');

    const deleted = await ap(sim, 'delete', '--name', 'Visitor gate', '--yes', '--json');
    expect(deleted.code, deleted.stderr).toBe(EXIT_CODES.ok);
    expect(parsedChange(deleted).job).toMatchObject({
      kind: 'access-point-delete',
      state: 'succeeded',
    });
    expect(await named(sim, 'Visitor gate')).toEqual([]);
    const gone = await ap(sim, 'delete', '--name', 'Visitor gate', '--yes');
    expect(gone.code).toBe(EXIT_CODES.usage);
    expect(gone.stderr).toContain('APCLI-20 has no access point named "Visitor gate"');

    const site = JSON.parse((await turnkey(['site', 'show', '--json'])).stdout) as {
      journal: Array<{ action: string; outcome: string; controllerId?: string }>;
    };
    const actions = site.journal
      .filter((e) => e.controllerId === sim.fingerprint && e.outcome === 'succeeded')
      .map((e) => e.action);
    // The last actions: the states set and the deletion, each journalled as it succeeded.
    expect(actions).toEqual(expect.arrayContaining(['accessPoint.state', 'accessPoint.deleted']));
  });

  it('creates the first access point of a controller that holds none with --controller-uuid', async () => {
    const [sim] = (await trusted(testSubnet(), [25])) as [StartedSimulator];
    const token = await sim.login();
    const held = await pointsOf(sim);
    const controllerUuid = String(held[0]!['controller_uuid']);
    for (const point of held) {
      const gone = await sim.request('DELETE', `/access_points/${String(point['uuid'])}`, {
        token,
      });
      expect(gone.status).toBe(200);
    }
    const args = ['create', '--kind', 'single', '--name', 'First door', '--yes'];
    const refused = await ap(sim, ...args);
    expect(refused.code).toBe(EXIT_CODES.usage);
    expect(refused.stderr).toContain("Controller's uuid");
    const made = await ap(sim, ...args, '--controller-uuid', controllerUuid);
    expect(made.code, made.stderr).toBe(EXIT_CODES.ok);
    expect(await named(sim, 'First door')).toEqual([
      expect.objectContaining({ kind: 'single', controller_uuid: controllerUuid }),
    ]);
  });

  it('refuses an unknown --param key naming the allowed ones, a value out of range at its field, and a shared name', async () => {
    const [sim] = (await trusted(testSubnet(), [30])) as [StartedSimulator];
    const before = await pointsOf(sim);

    const unknown = await ap(
      sim,
      'create',
      '--kind',
      'turnstile_with_card_box',
      '--name',
      'Visitor gate',
      '--param',
      'pass_tme=9',
      '--yes',
    );
    expect(unknown.code).toBe(EXIT_CODES.usage);
    expect(unknown.stderr).toContain(
      '--param pass_tme is not a parameter of a turnstile_with_card_box access point on this controller.',
    );
    expect(unknown.stderr).toMatch(/Allowed keys: pass_time, .*card_retention/);

    const outOfRange = await ap(
      sim,
      'create',
      '--kind',
      'turnstile',
      '--name',
      'Side gate',
      '--param',
      'pass_time=300',
      '--yes',
    );
    expect(outOfRange.code).toBe(EXIT_CODES.usage);
    expect(outOfRange.stderr).toContain('Time to pass after a grant, s: At most 255.');
    expect(outOfRange.stderr).toContain('nothing was sent');
    expect(await pointsOf(sim)).toEqual(before);

    // Two of one name: the name chooses neither, the uuid does.
    const token = await sim.login();
    const controllerUuid = before[0]!['controller_uuid'];
    for (let i = 0; i < 2; i += 1) {
      const made = await sim.request('POST', '/access_points/single', {
        token,
        json: { name: 'Back door', type: 'door', controller_uuid: controllerUuid },
      });
      expect(made.status).toBe(201);
    }
    const shared = await ap(sim, 'state', '--name', 'Back door', '--state', 'closed', '--yes');
    expect(shared.code).toBe(EXIT_CODES.usage);
    expect(shared.stderr).toContain('2 access points on APCLI-30 are named "Back door"');
    expect((await named(sim, 'Back door')).map((p) => p['state'])).toEqual(['normal', 'normal']);
  });

  it('creates an automation with a parameter, renames it by uuid keeping its parameters, and deletes it', async () => {
    const [sim] = (await trusted(testSubnet(), [40])) as [StartedSimulator];

    const created = await ap(
      sim,
      'create',
      '--automation',
      '--name',
      'Night lock',
      '--type',
      'schedule',
      '--param',
      'anti_passback=true',
      '--yes',
    );
    expect(created.code, created.stderr).toBe(EXIT_CODES.ok);
    const [made] = await automationsOf(sim);
    expect(made).toMatchObject({
      name: 'Night lock',
      type: 'schedule',
      ext_parameters: { anti_passback: true },
    });

    // Chosen by its uuid, --name renames it. The controller replaces an automation whole:
    // what it held goes back with the change.
    const updated = await ap(
      sim,
      'update',
      '--automation',
      '--uuid',
      String(made!['uuid']),
      '--name',
      'Night shutter',
      '--param',
      'pass_time=4',
      '--yes',
    );
    expect(updated.code, updated.stderr).toBe(EXIT_CODES.ok);
    expect(updated.stdout).toMatch(/Name\s+Night lock\s+Night shutter/);
    expect(await automationsOf(sim)).toMatchObject([
      {
        uuid: made!['uuid'],
        name: 'Night shutter',
        type: 'schedule',
        ext_parameters: { anti_passback: true, pass_time: 4 },
      },
    ]);

    const deleted = await ap(sim, 'delete', '--automation', '--name', 'Night shutter', '--yes');
    expect(deleted.code, deleted.stderr).toBe(EXIT_CODES.ok);
    expect(await automationsOf(sim)).toEqual([]);
  });

  it('refuses command lines that contradict themselves before anything is reached', async () => {
    // Nothing listens here: a refusal that reached for it would end with another code.
    const nowhere = ['--controller', `${testSubnet()}.99:${port}`];
    const cases: Array<[string[], string]> = [
      [['create', '--name', 'Gate'], 'Say what kind of access point to create'],
      [['create', '--automation', '--kind', 'single', '--name', 'A'], 'an automation has no kind'],
      [['update', '--name', 'Gate'], 'Nothing to change'],
      [['delete', '--uuid', 'u', '--name', 'Gate'], '--uuid and --name both name'],
      [['state', '--state', 'open'], 'Say which access point'],
      [
        ['create', '--kind', 'single', '--name', 'A', '--param', 'a=1', '--param', 'a=2'],
        '--param a is given twice',
      ],
    ];
    for (const [args, said] of cases) {
      const run = await turnkey(['access-points', ...args, ...nowhere]);
      expect(run.code, args.join(' ')).toBe(EXIT_CODES.usage);
      expect(run.stderr).toContain(said);
    }
    const two = await turnkey([
      'access-points',
      'delete',
      '--name',
      'Gate',
      ...nowhere,
      '--controller',
      `${testSubnet()}.98:${port}`,
    ]);
    expect(two.code).toBe(EXIT_CODES.usage);
    expect(two.stderr).toContain('Give one --controller');
  });
});

describe('turnkey access-points copy', () => {
  it('copies a layout to two controllers; copying again plans and creates nothing', async () => {
    const sims = await trusted(testSubnet(), [50, 51, 52]);
    const [source, ...targets] = sims as [StartedSimulator, ...StartedSimulator[]];
    const made = await ap(
      source,
      'create',
      '--kind',
      'turnstile_with_card_box',
      '--name',
      'Visitor gate',
      '--param',
      'card_retention=false',
      '--param',
      'pass_time=9',
      '--yes',
    );
    expect(made.code, made.stderr).toBe(EXIT_CODES.ok);
    const to = targets.flatMap((sim) => ['--to', target(sim)]);

    const first = await ap(source, 'copy', ...to, '--yes', '--json');
    expect(first.code, first.stderr).toBe(EXIT_CODES.ok);
    const { plan, job } = parsedChange(first);
    expect(plan.rows.map((r) => [r.controllerLabel, (r.after as { en: string }).en])).toEqual([
      ['APCLI-51', 'Visitor gate (Turnstile with card box)'],
      ['APCLI-52', 'Visitor gate (Turnstile with card box)'],
    ]);
    expect(plan.notes.map((n) => n.en)).toContain(
      'APCLI-51: Main entrance (Turnstile) is there already; skipped.',
    );
    expect(job).toMatchObject({ kind: 'access-points-copy', state: 'succeeded' });
    for (const sim of targets) {
      const copied = await named(sim, 'Visitor gate');
      expect(copied).toHaveLength(1);
      expect(copied[0]).toMatchObject({
        kind: 'turnstile_with_card_box',
        type: 'turnstile_with_card_box',
        ext_parameters: { card_retention: false, pass_time: 9 },
      });
    }

    const second = await ap(source, 'copy', ...to, '--name', 'Visitor gate', '--yes', '--json');
    expect(second.code, second.stderr).toBe(EXIT_CODES.ok);
    const again = JSON.parse(second.stdout) as {
      plan: { rows: unknown[]; notes: unknown[] };
      changed: boolean;
    };
    expect(again).toMatchObject({ plan: { rows: [] }, changed: false });
    expect(again.plan.notes).toHaveLength(2);
    for (const sim of targets) expect(await named(sim, 'Visitor gate')).toHaveLength(1);
  });
});
