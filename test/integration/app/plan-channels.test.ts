/**
 * Site plans through the app's channels (docs/decisions.md, "Site plans in the app"), on two
 * real simulators: a plan with a problem answered at its line, nothing read; the diff of a plan,
 * with its user's password found in the keychain or not; the apply run in the shell, told by
 * `plan:changed` until the site read back matches, a second apply refused while it runs, the run
 * found again by `plan:run`; applied again, nothing sent; the site exported as a plan that reads.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSitePlan } from '../../../src/core/plans/plan-parse';
import { openVault } from '../../../src/core/vault/keychain-vault';
import type { CredentialVault } from '../../../src/core/vault/credential-vault';
import type { ErrorData } from '../../../src/shared/errors/error-data';
import type { PlanRun } from '../../../src/shared/ipc/plans.schema';
import type { ChannelName } from '../../../src/shared/ipc/channels';
import { appUnderTest, type AppUnderTest } from '../helpers/app-under-test';
import { simulatorPool, testPort, testSubnet, waitFor } from '../simulator-cluster/cluster-support';

let dataDir: string;
let vault: CredentialVault;
let app: AppUnderTest;
const pool = simulatorPool();
const runs: PlanRun[] = [];
const ids: string[] = [];

const call: AppUnderTest['call'] = (channel, input) => app.call(channel, input);

async function refusal(channel: ChannelName, input: unknown): Promise<ErrorData> {
  const result = await app.dispatch(channel, input);
  if (result.ok) throw new Error(`${channel} was not refused`);
  return result.error;
}

const PLAN = `planVersion: 1
controllers:
  PLANAPP1:
    time: { zone: Asia/Omsk, ntp: false }
    authUsers: [{ login: guard, role: viewer }]
  PLANAPP2:
    time: { zone: Asia/Omsk, ntp: false }
    authUsers: [{ login: guard, role: viewer }]
`;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-plan-app-'));
  vault = await openVault(`Turnkey-test-plan-app-${process.pid}-${Date.now()}`);
  app = appUnderTest({
    dataDir,
    vault,
    onEvent: (event, payload) => {
      if (event === 'plan:changed') runs.push(payload as PlanRun);
    },
  });
  const net = testSubnet();
  const port = testPort();
  await call('site:create', { name: 'Plan yard' });
  for (const [i, serial] of ['PLANAPP1', 'PLANAPP2'].entries()) {
    const sim = await pool.start({ host: `${net}.${10 + i}`, port, serial });
    const probe = await call('trust:probe', { address: { host: sim.host, port } });
    await call('trust:accept', {
      controllerId: probe.controllerId,
      fingerprint256: probe.controllerId,
    });
    ids.push(probe.controllerId);
  }
  await call('site:addControllers', { controllerIds: ids });
  for (const controllerId of ids)
    await call('session:login', {
      controllerId,
      login: 'admin',
      password: 'admin',
      remember: false,
    });
});

afterAll(async () => {
  await app.services.dispose();
  await pool.stopAll();
  for (const id of ids) await vault.remove(id, 'guard').catch(() => false);
  await rm(dataDir, { recursive: true, force: true });
});

describe('site plans through the app’s channels', () => {
  it('answers a plan’s problems at their lines, reading nothing', async () => {
    const read = await call('plan:read', {
      text: PLAN.replace(
        'zone: Asia/Omsk, ntp: false }\n    authUsers',
        'zone: Nowhere/Here, ntp: false }\n    authUsers',
      ),
      fileName: 'yard.yaml',
    });
    expect(read).toMatchObject({
      ok: false,
      fileName: 'yard.yaml',
      problems: [{ line: 4, field: 'controllers.PLANAPP1.time.zone' }],
    });
  });

  it('reads the diff, and which users the keychain has a password for', async () => {
    const first = await call('plan:read', { text: PLAN, fileName: 'yard.yaml' });
    if (!first.ok) throw new Error('refused');
    expect(first.diff.changes).toBeGreaterThanOrEqual(4);
    expect(first.diff.controllers.map((c) => c.state)).toEqual(['changes', 'changes']);
    expect(first.users).toEqual([
      { login: 'guard', serials: ['PLANAPP1', 'PLANAPP2'], saved: false },
    ]);
    await vault.save(ids[0]!, 'guard', 'Keychain-pass-1');
    await vault.save(ids[1]!, 'guard', 'Keychain-pass-2');
    const second = await call('plan:read', { text: PLAN, fileName: 'yard.yaml' });
    expect(second.ok && second.users[0]?.saved).toBe(true);
  });

  it('applies it in the shell, one run at a time, until the site read back matches', async () => {
    const run = await call('plan:apply', { text: PLAN, fileName: 'yard.yaml' });
    expect(run).toMatchObject({ state: 'applying', fileName: 'yard.yaml' });
    expect(run.jobIds).toHaveLength(1);
    const busy = await refusal('plan:apply', { text: PLAN, fileName: 'yard.yaml' });
    expect(busy.code).toBe('plan_running');
    const done = await waitFor(
      () => runs.find((r) => r.id === run.id && r.state === 'done'),
      'the run to end',
      30_000,
    );
    expect(done.matches).toBe(true);
    expect(done.after?.changes).toBe(0);
    expect(runs.filter((r) => r.id === run.id).map((r) => r.state)).toEqual([
      'applying',
      'verifying',
      'done',
    ]);
    await expect(call('plan:run', {})).resolves.toEqual({ run: done });
  });

  it('applied again, starts no job and matches at once', async () => {
    const run = await call('plan:apply', { text: PLAN, fileName: 'yard.yaml' });
    expect(run.jobIds).toEqual([]);
    const done = await waitFor(
      () => runs.find((r) => r.id === run.id && r.state === 'done'),
      'the second run to end',
    );
    expect(done.matches).toBe(true);
  });

  it('reads a planned controller the site does not hold as missing, the rest as they are', async () => {
    const text = `${PLAN}  PLANAPP9:\n    time: { zone: Asia/Omsk, ntp: false }\n`;
    const read = await call('plan:read', { text, fileName: 'yard.yaml' });
    if (!read.ok) throw new Error('refused');
    expect(read.diff.missing).toBe(1);
    expect(read.diff.changes).toBe(0);
    expect(read.diff.controllers.map((c) => [c.serial, c.state])).toEqual([
      ['PLANAPP1', 'unchanged'],
      ['PLANAPP2', 'unchanged'],
      ['PLANAPP9', 'missing'],
    ]);
  });

  it('refuses to apply a plan with problems, sending nothing', async () => {
    const refused = await refusal('plan:apply', { text: 'planVersion: 2', fileName: 'bad.yaml' });
    expect(refused.code).toBe('plan_refused');
    expect(refused.message.ru).toContain('Ничего не отправлено');
  });

  it('exports the site as a plan that reads, with no password in it', async () => {
    const exported = await call('plan:export', {});
    expect(exported.fileName).toBe('Plan-yard.plan.yaml');
    expect(exported.controllers).toBe(2);
    expect(exported.text).not.toMatch(/password|Keychain-pass/);
    const parsed = parseSitePlan(exported.text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    expect(Object.keys(parsed.plan.controllers).sort()).toEqual(['PLANAPP1', 'PLANAPP2']);
    expect(parsed.plan.controllers['PLANAPP1']?.time?.zone).toBe('Asia/Omsk');
    expect(parsed.plan.controllers['PLANAPP2']?.authUsers).toContainEqual({
      login: 'guard',
      role: 'viewer',
    });
  });
});
