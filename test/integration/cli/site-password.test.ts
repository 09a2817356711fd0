/**
 * `turnkey site` and `turnkey password` as an engineer runs them (the real command in another
 * process) against three real simulators: a site made, the factory password changed on three
 * controllers in one job, verified and kept in the keychain only, and the app's engine seeing the
 * same site afterwards.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { Connections } from '../../../src/core/connection/connections';
import { Engine } from '../../../src/core/engine/engine';
import { acceptsFactoryAccount } from '../../../src/core/password/factory-account';
import { KeychainVault, openVault } from '../../../src/core/vault/keychain-vault';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';

const bin = fileURLToPath(new URL('../../../bin/turnkey.cjs', import.meta.url));
const service = `Turnkey CLI site test ${randomBytes(4).toString('hex')}`;
const NEW_PASSWORD = `Gate-${randomBytes(6).toString('hex')}`;
let dataDir: string;
const sims: StartedSimulator[] = [];

function turnkey(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const childEnv: NodeJS.ProcessEnv = {
      ...process.env,
      TURNKEY_DATA_DIR: dataDir,
      TURNKEY_KEYCHAIN_SERVICE: service,
      ...env,
    };
    execFile(
      process.execPath,
      [bin, ...args],
      { env: childEnv, encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-cli-site-'));
  for (let i = 1; i <= 3; i++) sims.push(await startSimulator({ serial: `TKGATE0${i}` }));
});
afterAll(async () => {
  const vault = new KeychainVault(service);
  for (const sim of sims) await vault.remove(sim.fingerprint, 'admin').catch(() => false);
  await Promise.all(sims.map((sim) => sim.stop()));
  await rm(dataDir, { recursive: true, force: true });
});

const target = (sim: StartedSimulator) => `${sim.host}:${sim.port}`;

describe('turnkey site and password', () => {
  it('makes a site and lists it as the open one', async () => {
    const made = await turnkey(['site', 'new', 'North gate']);
    expect(made.code, made.stderr).toBe(EXIT_CODES.ok);
    const listed = JSON.parse((await turnkey(['site', 'list', '--json'])).stdout) as {
      sites: Array<{ id: string; name: string }>;
      currentId: string;
    };
    expect(listed).toMatchObject({ currentId: 'north-gate', sites: [{ name: 'North gate' }] });
    for (const sim of sims) {
      const trusted = await turnkey(['trust', target(sim), '--accept', sim.fingerprint]);
      expect(trusted.code, trusted.stderr).toBe(EXIT_CODES.ok);
    }
  });

  it('changes nothing when the plan is not confirmed', async () => {
    const run = await turnkey(['password', '--controller', target(sims[0]!)], {
      TURNKEY_PASSWORD: 'admin',
      TURNKEY_NEW_PASSWORD: NEW_PASSWORD,
    });
    expect(run.code).not.toBe(EXIT_CODES.ok);
    await expect(
      acceptsFactoryAccount(sims[0]!.fingerprint, { host: sims[0]!.host, port: sims[0]!.port }),
    ).resolves.toBe(true);
  });

  it('refuses a password too short for the form with the usage code, changing nothing', async () => {
    const run = await turnkey(['password', '--controller', target(sims[0]!), '--yes'], {
      TURNKEY_PASSWORD: 'admin',
      TURNKEY_NEW_PASSWORD: 'short',
    });
    expect(run.code, run.stderr).toBe(EXIT_CODES.usage);
    expect(run.stderr).toContain('8');
  });

  it('changes the factory password on three controllers in one job, verified', async () => {
    const run = await turnkey(
      ['password', ...sims.flatMap((sim) => ['--controller', target(sim)]), '--yes', '--json'],
      { TURNKEY_PASSWORD: 'admin', TURNKEY_NEW_PASSWORD: NEW_PASSWORD },
    );
    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    const result = JSON.parse(run.stdout) as {
      plan: { rows: unknown[] };
      job: { state: string; controllers: Array<{ state: string }> };
    };
    expect(result.plan.rows).toHaveLength(3);
    expect(result.job.state).toBe('succeeded');
    expect(result.job.controllers.map((c) => c.state)).toEqual([
      'succeeded',
      'succeeded',
      'succeeded',
    ]);
    expect(run.stdout).not.toContain(NEW_PASSWORD);
    for (const sim of sims) {
      await expect(
        acceptsFactoryAccount(sim.fingerprint, { host: sim.host, port: sim.port }),
      ).resolves.toBe(false);
    }
    // The new password is kept where a keychain is, and nowhere where none is.
    const vault = await openVault(service);
    await expect(vault.read(sims[2]!.fingerprint, 'admin')).resolves.toBe(
      vault.status.persistent ? NEW_PASSWORD : undefined,
    );
  });

  it('shows the site with its controllers and journal, and the app sees the same site', async () => {
    const shown = JSON.parse((await turnkey(['site', 'show', '--json'])).stdout) as {
      controllers: Array<{ serial: string; factoryPassword?: boolean }>;
      journal: Array<{ action: string }>;
    };
    expect(shown.controllers.map((c) => [c.serial, c.factoryPassword])).toEqual([
      ['TKGATE01', false],
      ['TKGATE02', false],
      ['TKGATE03', false],
    ]);
    expect(shown.journal.map((e) => e.action)).toContain('password.changed');
    const folder = join(dataDir, 'sites', 'north-gate');
    for (const file of await readdir(folder, { recursive: true })) {
      if (!/\.jsonl?$/.test(file)) continue;
      expect(await readFile(join(folder, file), 'utf8'), file).not.toContain(NEW_PASSWORD);
    }
    const app = new Engine({
      dataDir,
      shell: 'browser',
      connections: new Connections(),
      flows: () => [],
    });
    const site = await app.requireSite();
    expect((await site.summary()).name).toBe('North gate');
    expect((await (await app.jobs()).list())[0]).toMatchObject({
      kind: 'password',
      state: 'succeeded',
    });
  });
});
