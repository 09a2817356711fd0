/**
 * The VPN cluster wizards against real simulators (spec 4.12, D9, D12, D14): a master with 1,000
 * staff and three members built into a cluster, synced and verified equal; the cluster screen's
 * view of it; a member on the legacy field set verified in what that set holds; a member
 * removed; a sync stopped halfway and started again; a member the master cannot reach refused
 * before anything is sent.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { siteCluster } from '../../../src/core/vpn/site-cluster';
import { vpnVerification } from '../../../src/shared/ipc/vpn.schema';
import { waitFor } from '../simulator-cluster/cluster-support';
import { ended, runFlow, vpnSites } from './vpn-support';

const sites = vpnSites();
afterEach(() => sites.stop());

describe('the VPN cluster wizard', () => {
  it('builds a cluster of a master and three members, syncs 1,000 staff and verifies', async () => {
    const { engine, sims, site } = await sites.cluster(1000, [{}, {}, {}]);
    const [master, ...members] = sims.map((s) => s.fingerprint);
    const run = await runFlow(
      engine,
      'vpn-join',
      [master!, ...members],
      [{ members, comment: 'Plant 4' }],
    );
    expect(run.plan?.rows.map((r) => r.now)).toEqual([
      'not a member',
      'not a member',
      'not a member',
    ]);
    expect(run.plan?.notes[0]?.en).toContain('VPN sharing will be turned on ("Plant 4")');
    expect(run.job?.controllers.map((c) => c.error?.message.en ?? c.state)).toEqual(
      run.job?.controllers.map(() => 'succeeded'),
    );
    expect(run.job?.state).toBe('succeeded');
    expect(run.job?.progress.done).toBe(run.job?.progress.total);
    for (const c of run.job!.controllers) {
      const verification = vpnVerification.parse(c.result);
      expect(verification.equal).toBe(true);
      const staff = verification.kinds.staff!;
      expect(staff).toMatchObject({ master: 1000, missing: 0, different: 0, compared: 1000 });
      // The member's own people stay (spec 4.12): counted, not a difference.
      expect(staff.memberOnly).toBe(staff.member - 1000);
      expect(staff.memberOnly).toBeGreaterThan(0);
    }

    const cluster = await siteCluster(engine);
    expect(cluster.masters).toHaveLength(1);
    expect(cluster.masters[0]?.sharing).toEqual({ enabled: true, comment: 'Plant 4' });
    expect(cluster.masters[0]?.members.map((m) => [m.state, m.controllerId])).toEqual(
      members.map((id) => ['synced', id]),
    );
    expect(cluster.controllers.filter((c) => c.role === 'member')).toHaveLength(3);

    const journal = await site.journal.all();
    expect(
      journal.filter((e) => e.action === 'vpn.synced' && e.outcome === 'succeeded'),
    ).toHaveLength(3);
    expect(journal.find((e) => e.action === 'vpn.shared')?.after).toEqual({
      enabled: true,
      comment: 'Plant 4',
    });

    // Verify alone changes nothing and passes; after a change on the member it names it.
    const verify = await runFlow(engine, 'vpn-verify', [master!]);
    expect(verify.job?.state).toBe('succeeded');
    const one = sims[1]!;
    const token = await one.login();
    const person = (await one.request('GET', '/staff?page=1&page_size=1', { token })).body as Array<
      Record<string, unknown>
    >;
    const first = cluster.masters[0]!.members[0]!;
    expect(first.serial).toBe('VPNMEMBER1');
    const masterPerson = (
      (
        await sims[0]!.request('GET', '/staff?page=1&page_size=1', {
          token: await sims[0]!.login(),
        })
      ).body as Array<Record<string, unknown>>
    )[0]!;
    await one.request('PUT', `/staff/${String(masterPerson.uuid)}`, {
      token,
      json: { ...masterPerson, dolzhnost: 'Changed on the member' },
    });
    expect(person.length).toBe(1);
    // A field only the member's copy holds is a difference too (a sync would drop it).
    const second = (
      (
        await sims[0]!.request('GET', '/staff?page=2&page_size=1', {
          token: await sims[0]!.login(),
        })
      ).body as Array<Record<string, unknown>>
    )[0]!;
    expect(second['comment']).toBeUndefined();
    // A single-record read answers the list shape (spec 4: {data: [record]}).
    const membersCopy = (
      (await one.request('GET', `/staff/${String(second.uuid)}`, { token })).body as {
        data: Array<Record<string, unknown>>;
      }
    ).data[0]!;
    const put = await one.request('PUT', `/staff/${String(second.uuid)}`, {
      token,
      json: { ...membersCopy, comment: 'Only on the member' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const again = await runFlow(engine, 'vpn-verify', [master!], [], 'VPNMEMBER1');
    expect(again.job?.state).toBe('failed');
    const failed = again.job!.controllers[0]!;
    expect(failed.error?.code).toBe('vpn_not_equal');
    const report = vpnVerification.parse(
      (failed.error?.details as { verification: unknown }).verification,
    );
    expect(report.kinds.staff?.different).toBe(2);
    expect(report.differences).toContainEqual(
      expect.objectContaining({ kind: 'staff', key: masterPerson.uuid, field: 'dolzhnost' }),
    );
    const memberOnly = report.differences.find((d) => d.key === second.uuid);
    expect(memberOnly).toEqual({
      kind: 'staff',
      key: second.uuid,
      field: 'comment',
      member: JSON.stringify('Only on the member'),
    });
  }, 120_000);

  it('syncs a member on the legacy field set and verifies what that set holds', async () => {
    const { engine, sims } = await sites.cluster(200, [{ staffFields: 'legacy', firmware: '1.5' }]);
    const [master, member] = sims.map((s) => s.fingerprint);
    const run = await runFlow(
      engine,
      'vpn-join',
      [master!, member!],
      [{ members: [member], comment: 'x' }],
    );
    expect(run.job?.controllers.map((c) => c.error?.message.en ?? c.state)).toEqual(
      run.job?.controllers.map(() => 'succeeded'),
    );
    expect(run.job?.state).toBe('succeeded');
    const verification = vpnVerification.parse(run.job!.controllers[0]!.result);
    expect(verification.equal).toBe(true);
    expect(verification.kinds.staff).toMatchObject({ master: 200, missing: 0, different: 0 });
    // Firmware 1.5 has no schedules or identifiers (D11).
    expect(verification.notCompared).toEqual(expect.arrayContaining(['schedules', 'identifiers']));
  }, 60_000);

  it('refuses a member the master cannot reach before anything is sent, and removes one', async () => {
    const { engine, sims, net } = await sites.cluster(20, [
      {},
      { port: 0, host: `127.0.0.${200 + Math.floor(Math.random() * 50)}` },
    ]);
    expect(net).toBeTruthy();
    const [master, near, far] = sims.map((s) => s.fingerprint);
    const start = await engine.flows.start('vpn-join', [master!]);
    const refused = await engine.flows.submit(start.flowId, { members: [near, far], comment: 'x' });
    expect(refused.kind).toBe('form');
    if (refused.kind !== 'form') return;
    expect(refused.errors['members']?.en).toContain('Nothing was sent');
    expect(refused.errors['members']?.en).toContain('not reachable from the master');
    const token = await sims[0]!.login();
    const listed = await sims[0]!.request('GET', '/vpn/members', { token });
    expect((listed.body as { data: unknown[] }).data).toHaveLength(0);
    engine.flows.cancel(start.flowId);

    const built = await runFlow(
      engine,
      'vpn-join',
      [master!, near!],
      [{ members: [near], comment: 'x' }],
    );
    expect(built.job?.state).toBe('succeeded');
    const removed = await runFlow(engine, 'vpn-remove', [master!], [], 'VPNMEMBER1');
    expect(removed.plan?.rows[0]?.after).toBe('not a member');
    expect(removed.job?.controllers.map((c) => c.error?.message.en ?? c.state)).toEqual([
      'succeeded',
    ]);
    expect((await siteCluster(engine)).masters[0]?.members ?? []).toHaveLength(0);
  }, 60_000);

  it('stops a sync halfway and starts it again to the end', async () => {
    const { engine, sims } = await sites.cluster(1500, [{}]);
    const [master, member] = sims.map((s) => s.fingerprint);
    const start = await engine.flows.start('vpn-join', [master!, member!]);
    const plan = await engine.flows.submit(start.flowId, { members: [member], comment: 'x' });
    expect(plan.kind).toBe('plan');
    const jobStep = await engine.flows.submit(start.flowId, { confirmed: true });
    if (jobStep.kind !== 'job') throw new Error(`a job: ${JSON.stringify(jobStep)}`);
    const jobs = await engine.jobs();
    await waitFor(
      () => {
        const job = jobs.current(jobStep.jobId);
        return job && job.progress.done > 100 ? true : undefined;
      },
      'the sync to be under way',
      30_000,
    );
    jobs.cancel(jobStep.jobId);
    const stopped = await jobs.waitFor(jobStep.jobId);
    expect(stopped.state).toBe('cancelled');
    const token = await sims[0]!.login();
    const state = async () =>
      (
        (await sims[0]!.request('GET', '/vpn/members', { token })).body as {
          data: Array<{ state: string; counts: { staff: number } }>;
        }
      ).data[0]!;
    const halfway = await state();
    expect(halfway.state).toBe('idle');
    expect(halfway.counts.staff).toBeLessThan(1500);

    const again = await runFlow(engine, 'vpn-sync', [master!]);
    expect(again.job?.state).toBe('succeeded');
    expect(vpnVerification.parse(again.job!.controllers[0]!.result).equal).toBe(true);
    expect((await state()).state).toBe('synced');
    await ended(engine, start.flowId).catch(() => undefined);
  }, 120_000);
});
