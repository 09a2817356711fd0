/**
 * `turnkey site add`, `trust --site` and `login --site` as an engineer runs them (the real
 * command in other processes) against real simulators on loopback: controllers trusted, logged
 * in, put on the site and journalled in one step; a wrong fingerprint or password refuses only
 * its controller, and the exit code says so.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import type { JournalEntry } from '../../../src/shared/ipc/journal.schema';
import type { StartOptions, StartedSimulator } from '../helpers/start-simulator';
import { testSubnet } from '../simulator-cluster/cluster-support';
import { cliHarness, target } from './cli-harness';

const cli = cliHarness('siteadd', { serialPrefix: 'ADD' });
const SITE_ID = 'siteadd-yard';

interface AddRow {
  address: string;
  outcome: string;
  serial?: string;
  trustedNow?: boolean;
  login?: string;
  error?: { code: string };
  exitCode: number;
}

interface Shown {
  controllers: Array<{ serial?: string; state: { factoryPassword: { state: string } } }>;
}

/** Simulators at `net`.`last`, not trusted yet. */
async function started(net: string, lasts: number[], start: StartOptions = {}) {
  const sims: StartedSimulator[] = [];
  for (const last of lasts) {
    sims.push(
      await cli.pool.start({
        serial: `ADD-${last}`,
        ...start,
        host: `${net}.${last}`,
        port: cli.port,
      }),
    );
  }
  return sims;
}

const accepting = (sims: readonly StartedSimulator[]) =>
  sims.flatMap((sim) => ['--accept', sim.fingerprint]);

async function journal(siteId = SITE_ID): Promise<JournalEntry[]> {
  const dir = cli.env().TURNKEY_DATA_DIR!;
  const text = await readFile(join(dir, 'sites', siteId, 'journal.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as JournalEntry);
}

const actionsOf = (entries: JournalEntry[], id: string) =>
  entries.filter((e) => e.controllerId === id).map((e) => e.action);

beforeAll(() => cli.open());
afterAll(() => cli.close());

describe('turnkey site add', () => {
  it('trusts, logs in to and puts three controllers on the site, journalled', async () => {
    const sims = await started(testSubnet(), [11, 12, 13]);
    const run = await cli.turnkey([
      'site',
      'add',
      ...sims.map(target),
      ...accepting(sims),
      '--json',
    ]);
    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    const out = JSON.parse(run.stdout) as { site: { id: string }; controllers: AddRow[] };
    expect(out.site.id).toBe(SITE_ID);
    expect(out.controllers.map((c) => [c.serial, c.outcome, c.trustedNow, c.login])).toEqual([
      ['ADD-11', 'added', true, 'admin'],
      ['ADD-12', 'added', true, 'admin'],
      ['ADD-13', 'added', true, 'admin'],
    ]);
    const shown = JSON.parse((await cli.turnkey(['site', 'show', '--json'])).stdout) as Shown;
    const bySerial = new Map(shown.controllers.map((c) => [c.serial, c]));
    for (const sim of sims) {
      const serial = `ADD-${sim.host.split('.').at(-1)}`;
      expect(bySerial.get(serial)?.state.factoryPassword.state, serial).toBe('in_use');
    }
    const entries = await journal();
    for (const sim of sims) {
      expect(actionsOf(entries, sim.fingerprint)).toEqual([
        'trust.accepted',
        'controller.added',
        'session.login',
      ]);
    }
    const again = await cli.turnkey(['site', 'add', target(sims[0]!)]);
    expect(again.code, again.stderr).toBe(EXIT_CODES.ok);
    expect(again.stdout).toContain('already on');
  });

  it('refuses the one controller whose fingerprint was not given, adding the others', async () => {
    const sims = await started(testSubnet(), [21, 22, 23]);
    const wrong = sims[0]!.fingerprint.replace(/^[0-9A-F]{2}/, (b) => (b === '00' ? '01' : '00'));
    const run = await cli.turnkey([
      'site',
      'add',
      ...sims.map(target),
      '--accept',
      wrong,
      ...accepting(sims.slice(1)),
      '--json',
    ]);
    expect([EXIT_CODES.unknownCertificate, EXIT_CODES.pinMismatch]).toContain(run.code);
    const rows = (JSON.parse(run.stdout) as { controllers: AddRow[] }).controllers;
    expect(rows.map((r) => r.outcome)).toEqual(['refused', 'added', 'added']);
    expect(rows[0]!.exitCode).toBe(run.code);
    expect(run.stderr).toContain('1 of 3 controllers were not put on the site');
    const pinned = await cli.turnkey(['site', 'add', target(sims[0]!)]);
    expect(pinned.code).toBe(EXIT_CODES.unknownCertificate);
    expect(pinned.stdout).toContain(sims[0]!.fingerprint);
    expect(pinned.stderr).toContain(`turnkey site add ${target(sims[0]!)} --accept`);
    expect(actionsOf(await journal(), sims[0]!.fingerprint)).toEqual([]);
  });

  it('refuses a wrong password with exit 6 for that controller, adding the rest', async () => {
    const net = testSubnet();
    const [locked] = await started(net, [31], {
      admin: { login: 'admin', password: 'Not-admin1' },
    });
    const others = await started(net, [32, 33]);
    const sims = [locked!, ...others];
    const run = await cli.turnkey(['site', 'add', ...sims.map(target), ...accepting(sims)]);
    expect(run.code, run.stderr).toBe(EXIT_CODES.authFailure);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toContain(`${target(locked!)}  refused`);
    expect(lines[1]).toContain('ADD-32  added to');
    expect(lines[2]).toContain('ADD-33  added to');
    const entries = await journal();
    expect(actionsOf(entries, locked!.fingerprint)).toEqual([]);
    expect(actionsOf(entries, others[0]!.fingerprint)).toContain('session.login');
  });
});

describe('turnkey trust --site and login --site', () => {
  it('puts the trusted and the logged-in controller on the site named, journalled', async () => {
    const made = await cli.turnkey(['site', 'new', 'Other yard']);
    expect(made.code, made.stderr).toBe(EXIT_CODES.ok);
    await cli.turnkey(['site', 'new', 'Third yard']);
    const net = testSubnet();
    const [fresh] = await started(net, [41]);
    const trusted = await cli.turnkey([
      'trust',
      target(fresh!),
      '--accept',
      fresh!.fingerprint,
      '--site',
      'Other yard',
    ]);
    expect(trusted.code, trusted.stderr).toBe(EXIT_CODES.ok);
    expect(trusted.stdout).toContain('ADD-41 added to “Other yard”');
    expect(actionsOf(await journal('other-yard'), fresh!.fingerprint)).toEqual([
      'trust.accepted',
      'controller.added',
    ]);

    const [pinned] = await cli.trustedAt(net, [42]);
    const logged = await cli.turnkey([
      '--site',
      'Other yard',
      'login',
      target(pinned!),
      '--user',
      'admin',
    ]);
    expect(logged.code, logged.stderr).toBe(EXIT_CODES.ok);
    expect(logged.stdout).toContain('ADD-42 added to “Other yard”');
    const entries = await journal('other-yard');
    expect(actionsOf(entries, pinned!.fingerprint)).toEqual(['controller.added', 'session.login']);
    const login = entries.find((e) => e.action === 'session.login')!;
    expect(login.summary?.en).toContain('factory password');
    const shown = JSON.parse(
      (await cli.turnkey(['site', 'show', 'Other yard', '--json'])).stdout,
    ) as Shown;
    expect(shown.controllers.find((c) => c.serial === 'ADD-42')?.state.factoryPassword.state).toBe(
      'in_use',
    );
  });
});
