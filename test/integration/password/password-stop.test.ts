/**
 * "Stop after the current controller" on the factory-password job (docs/decisions.md, "Stopping
 * a job"), against real simulators whose every answer is slowed down: stopped while two
 * controllers are writing their new password, both finish and are verified (no call of theirs is
 * aborted), the other three are not started and still take the old password, and the wizard
 * ends on its result. Read back raw from the simulators.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Engine } from '../../../src/core/engine/engine';
import { openSiteController } from '../../../src/core/engine/site-controller';
import { passwordFlow } from '../../../src/core/password/password.flow';
import { admin, siteEngine } from '../helpers/site-engine';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';
import { waitFor } from '../simulator-cluster/cluster-support';

const started: StartedSimulator[] = [];
const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  await Promise.all(started.splice(0).map((sim) => sim.stop()));
});

const NEW = 'Site-2026-stop!';

function flows(engine: Engine) {
  return [
    passwordFlow({
      async controller(controllerId) {
        const { stored, connection, label } = await openSiteController(engine, controllerId);
        return { connection, label, factoryPassword: stored.factoryPassword };
      },
      jobs: () => engine.jobs(),
      // The keychain is not what is tested here; the site's record is.
      remember: () => Promise.resolve(),
      async markFactoryPassword(controllerId, accepted) {
        await (
          await engine.requireSite()
        ).updateController(controllerId, {
          factoryPassword: accepted,
        });
      },
    }),
  ];
}

/** Whether the simulator takes this login, asked raw. */
async function accepts(sim: StartedSimulator, password: string): Promise<boolean> {
  return (
    (await sim.request('POST', '/login', { json: { login: 'admin', password } })).status === 200
  );
}

describe('stopping the password job after the current controller', () => {
  it('lets the controllers at work finish and verify, and starts no other', async () => {
    const sims = await Promise.all(
      Array.from({ length: 5 }, () => startSimulator({ faults: { latencyMs: 250 } })),
    );
    started.push(...sims);
    const { engine } = await siteEngine(sims, cleanup, flows, 2);
    const ids = sims.map((s) => s.fingerprint);

    const form = await engine.flows.start('password', ids);
    const plan = await engine.flows.submit(form.flowId, {
      login: 'admin',
      password: NEW,
      repeat: NEW,
    });
    expect(plan.kind).toBe('plan');
    const step = await engine.flows.submit(form.flowId, { confirmed: true });
    if (step.kind !== 'job') throw new Error(`a job: ${JSON.stringify(step)}`);
    const runner = await engine.jobs();

    // Two controllers at once: stop while both have their new password on its way.
    const writing = await waitFor(
      () => {
        const rows = runner.current(step.jobId)?.controllers ?? [];
        const now = rows.filter((c) => c.step?.en === 'writing the new password');
        return now.length === 2 ? now.map((c) => c.controllerId) : undefined;
      },
      'two controllers writing their password',
      30_000,
    );
    expect(await runner.stop(step.jobId, 'after_current')).toBe(true);
    const job = await runner.waitFor(step.jobId);

    expect(job.state).toBe('cancelled');
    expect(job.stop?.mode).toBe('after_current');
    const byId = new Map(job.controllers.map((c) => [c.controllerId, c]));
    for (const id of ids) {
      const row = byId.get(id)!;
      if (writing.includes(id)) {
        expect(row.state).toBe('succeeded');
        expect(row.error).toBeUndefined();
        expect(row.result).toMatchObject({ login: 'admin', verified: true });
        expect(row.outcome?.en).toBe(
          'Password of admin changed and verified by logging in with it.',
        );
      } else {
        expect(row.state).toBe('not_started');
        expect(row.outcome?.en).toMatch(/^Not started: the job was stopped/);
      }
      expect(row.step).toBeUndefined();
    }
    expect(job.summary?.en).toBe('2 of 5 done, 3 not started.');

    // Read back raw from each simulator: changed where it was begun, untouched elsewhere.
    for (const sim of sims) {
      const changed = writing.includes(sim.fingerprint);
      expect(await accepts(sim, NEW)).toBe(changed);
      expect(await accepts(sim, admin.password)).toBe(!changed);
    }
    const site = await engine.requireSite();
    const changes = (await site.journal.all()).filter((e) => e.action === 'password.changed');
    expect(changes.map((e) => [e.controllerId, e.outcome]).sort()).toEqual(
      writing.map((id) => [id, 'succeeded']).sort(),
    );

    // The wizard ends on the job's result, with every controller's outcome.
    const result = engine.flows.get(form.flowId);
    expect(result).toMatchObject({ kind: 'done', jobId: job.id });
    if (result.kind === 'done') expect(result.summary.en).toBe('2 of 5 done, 3 not started.');
  });
});
