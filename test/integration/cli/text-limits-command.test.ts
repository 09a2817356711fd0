/**
 * The app's text limits at the command line (docs/decisions.md, "Text limits"), the real command
 * against a real simulator over HTTPS: the controller itself takes a 10,000-character name (the
 * spec states no limit) and the command lists it; `api call`, `access-points create` and a plan
 * file refuse one with the field, the limit and the length given, with the codes the other
 * validation refusals use, and send nothing.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import type { StartedSimulator } from '../helpers/start-simulator';
import { testSubnet } from '../simulator-cluster/cluster-support';
import { cliHarness, target } from './cli-harness';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 60_000 });

const cli = cliHarness('limits', { serialPrefix: 'LIMIT' });
const LONG = 'Ж'.repeat(10_000);
let sim: StartedSimulator;

type RecordRead = Record<string, unknown>;
async function points(): Promise<RecordRead[]> {
  const res = await sim.request('GET', '/access_points?limit=100', { token: await sim.login() });
  return (res.body as { data: RecordRead[] }).data;
}

beforeAll(async () => {
  await cli.open();
  [sim] = (await cli.trustedAt(testSubnet(), [10])) as [StartedSimulator];
});
afterAll(() => cli.close());

describe('a name past the app’s limit', () => {
  it('is taken by the controller and listed as it is', async () => {
    const [first] = await points();
    const made = await sim.request('POST', '/access_points/single', {
      token: await sim.login(),
      json: { name: LONG, type: 'door', controller_uuid: first!['controller_uuid'] },
    });
    expect(made.status).toBe(201);
    const listed = await cli.turnkey([
      'access-points',
      'list',
      '--controller',
      target(sim),
      '--json',
    ]);
    expect(listed.code, listed.stderr).toBe(EXIT_CODES.ok);
    const names = (
      JSON.parse(listed.stdout) as { controllers: Array<{ accessPoints: RecordRead[] }> }
    ).controllers[0]!.accessPoints.map((p) => p['name']);
    expect(names).toContain(LONG);
  });

  it('is refused by `api call` at its field, with the limit and the length given', async () => {
    const before = await points();
    const body = JSON.stringify({
      name: LONG,
      type: 'door',
      controller_uuid: before[0]!['controller_uuid'],
    });
    const run = await cli.turnkey([
      'api',
      'call',
      'POST',
      '/access_points/single',
      '--body',
      body,
      '--user',
      'admin',
      '--controller',
      target(sim),
    ]);
    expect(run.code, run.stderr).toBe(EXIT_CODES.validation);
    expect(run.stderr).toContain('Name: at most 120 characters (10,000 given)');
    expect(run.stderr).not.toMatch(/Too big|too_big/);
    expect(await points()).toEqual(before);
  });

  it('is refused by `access-points create` before anything is sent', async () => {
    const before = await points();
    const run = await cli.turnkey([
      'access-points',
      'create',
      '--kind',
      'single',
      '--name',
      'N'.repeat(121),
      '--controller',
      target(sim),
      '--yes',
    ]);
    expect(run.code).toBe(EXIT_CODES.usage);
    expect(run.stderr).toContain('At most 120 characters (121 given)');
    expect(await points()).toEqual(before);
    const fits = await cli.turnkey([
      'access-points',
      'create',
      '--kind',
      'single',
      '--name',
      'N'.repeat(120),
      '--controller',
      target(sim),
      '--yes',
    ]);
    expect(fits.code, fits.stderr).toBe(EXIT_CODES.ok);
    expect((await points()).map((p) => p['name'])).toContain('N'.repeat(120));
  });

  it('is refused in a plan file at its line and field', async () => {
    const file = join(cli.env().TURNKEY_DATA_DIR!, 'long.yaml');
    await writeFile(
      file,
      `planVersion: 1\ncontrollers:\n  LIMIT-10:\n    accessPoints:\n      - { name: ${LONG}, kind: single, type: door }\n`,
    );
    const before = await points();
    for (const args of [
      ['plan', file],
      ['apply', file, '--yes'],
    ]) {
      const run = await cli.turnkey(args);
      expect(run.code, run.stderr).toBe(EXIT_CODES.usage);
      expect(run.stderr).toContain(
        'field controllers.LIMIT-10.accessPoints[0].name: at most 120 characters (10,000 given)',
      );
    }
    expect(await points()).toEqual(before);
  });
});
