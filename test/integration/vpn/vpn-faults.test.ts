/**
 * The VPN cluster wizard under injected faults (spec 4.12): latency on the master (the app's
 * reads and commands), latency and scripted resets on the members (the master's own copying)
 * while a cluster of two is synced. The member the retries get through to ends verified equal; the one
 * every request of which is reset ends failed with its reason and holds exactly what it held;
 * with the faults gone, joining again brings every member equal to the master.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { vpnVerification } from '../../../src/shared/ipc/vpn.schema';
import { faultDraws, type FaultScript } from '../helpers/fault-script';
import type { StartedSimulator } from '../helpers/start-simulator';
import { ended, jobOf, runFlow, vpnSites } from './vpn-support';

const sites = vpnSites();
afterEach(() => sites.stop());

describe('the VPN cluster wizard under faults', () => {
  it('syncs the member the faults let through, leaves the one cut off as it was, and joining again mends it', async () => {
    // Which requests are reset is scripted, not drawn (helpers/fault-script.ts). The members
    // answer the master's copying 20 ms late: VPNMEMBER1 resets nothing, VPNMEMBER2 everything.
    // The master answers the app 80 ms late and resets nothing: the order of its requests is
    // set by the job's status polling, so no script of its requests would be certain.
    const scripts: FaultScript[] = ['none', 'every'];
    const { engine, sims, site } = await sites.cluster(
      300,
      scripts.map((script) => ({ random: faultDraws(script) })),
    );
    const [master, ...members] = sims.map((s) => s.fingerprint);
    const cutOff = sims[2]!;
    const before = await rawMember(cutOff);
    const start = await engine.flows.start('vpn-join', [master!, ...members]);
    const plan = await engine.flows.submit(start.flowId, { members, comment: 'faults' });
    expect(plan.kind).toBe('plan');
    // The faults hit the job alone: the checks and the plan were read without them.
    sims[0]!.simulator.faults.set({ latencyMs: 80 });
    for (const sim of sims.slice(1)) sim.simulator.faults.set({ latencyMs: 20, resetRate: 0.5 });
    await engine.flows.submit(start.flowId, { confirmed: true });
    const job = await jobOf(engine, await ended(engine, start.flowId, 120_000));
    for (const sim of sims) sim.simulator.faults.set({ latencyMs: 0, resetRate: 0 });

    const byMember = members.map((id) => job.controllers.find((c) => c.controllerId === id));
    expect(
      byMember.map((c) => c?.state),
      JSON.stringify(byMember.map((c) => c?.error?.message.en ?? c?.outcome?.en)),
    ).toEqual(['succeeded', 'failed']);
    const journal = await site.journal.all();
    const [synced, failed] = byMember;
    expect(vpnVerification.parse(synced!.result).equal).toBe(true);
    expect(
      journal.some((e) => e.action === 'vpn.synced' && e.controllerId === synced!.controllerId),
    ).toBe(true);
    expect(failed!.error?.message.en.length).toBeGreaterThan(10);
    // Read back raw, not through the app: the member cut off holds exactly what it held.
    await expect(rawMember(cutOff)).resolves.toEqual(before);

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

/** A member's people and its side of the VPN, read over raw HTTPS, not through the app's client. */
async function rawMember(sim: StartedSimulator): Promise<unknown> {
  const token = await sim.login();
  const staff = await sim.request('GET', '/staff?page=1&page_size=150', { token });
  const slave = await sim.request('GET', '/vpn/slave/status', { token });
  expect([staff.status, slave.status]).toEqual([200, 200]);
  return { staff: staff.body, slave: slave.body };
}
