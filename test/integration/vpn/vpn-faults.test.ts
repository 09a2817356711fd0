/**
 * The VPN cluster wizard under injected faults (spec 4.12): resets and latency on the master
 * (the app's reads and commands) and on the members (the master's own copying) while a cluster
 * of two is synced. Every member ends verified equal or failed with its reason, never silently;
 * with the faults gone, joining again brings every member equal to the master.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { vpnVerification } from '../../../src/shared/ipc/vpn.schema';
import { ended, jobOf, runFlow, vpnSites } from './vpn-support';

const sites = vpnSites();
afterEach(() => sites.stop());

describe('the VPN cluster wizard under faults', () => {
  it('ends every member verified or failed with its reason, and joining again mends it', async () => {
    const { engine, sims, site } = await sites.cluster(300, [{}, {}]);
    const [master, ...members] = sims.map((s) => s.fingerprint);
    const start = await engine.flows.start('vpn-join', [master!, ...members]);
    const plan = await engine.flows.submit(start.flowId, { members, comment: 'faults' });
    expect(plan.kind).toBe('plan');
    // The faults hit the job alone: the checks and the plan were read without them.
    sims[0]!.simulator.faults.set({ latencyMs: 80, resetRate: 0.2 });
    for (const sim of sims.slice(1)) sim.simulator.faults.set({ latencyMs: 20, resetRate: 0.03 });
    await engine.flows.submit(start.flowId, { confirmed: true });
    const job = await jobOf(engine, await ended(engine, start.flowId, 120_000));
    for (const sim of sims) sim.simulator.faults.set({ latencyMs: 0, resetRate: 0 });

    const journal = await site.journal.all();
    for (const c of job.controllers) {
      if (c.state === 'succeeded') {
        expect(vpnVerification.parse(c.result).equal).toBe(true);
        expect(
          journal.some((e) => e.action === 'vpn.synced' && e.controllerId === c.controllerId),
        ).toBe(true);
      } else {
        expect(c.state).toBe('failed');
        expect(c.error?.message.en.length).toBeGreaterThan(10);
      }
    }
    // Joining again syncs those that became members and adds those that did not.
    const again = await runFlow(
      engine,
      'vpn-join',
      [master!, ...members],
      [{ members, comment: 'faults' }],
    );
    expect(again.job?.controllers.map((c) => c.error?.message.en ?? c.state)).toEqual([
      'succeeded',
      'succeeded',
    ]);
  }, 180_000);
});
