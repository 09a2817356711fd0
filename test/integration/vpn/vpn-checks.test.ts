/**
 * The cluster wizard's checks and its members found by the master (spec 4.12, D2, D14): a
 * member signed in here with another administrator account than the master's is refused with
 * the account named; a member of another site master is refused naming that master; a
 * controller off the site, found by the master's own controller search, is offered in the form,
 * synced through the master and journalled as not verified.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ended, jobOf, vpnSites } from './vpn-support';

const sites = vpnSites();
afterEach(() => sites.stop());

describe('the cluster wizard checks', () => {
  it('refuses another administrator account and a member of another master', async () => {
    const { engine, sims, connections } = await sites.cluster(10, [{}, {}]);
    const [master, member, other] = sims.map((s) => s.fingerprint);
    // The member is signed in here as another administrator than the master's connection.
    const token = await sims[1]!.login();
    await sims[1]!.request('POST', '/auth_users', {
      token,
      json: { login: 'installer', password: 'another-pw', role: 'admin' },
    });
    await connections
      .open(member!, { host: sims[1]!.host, port: sims[1]!.port })
      .login({ login: 'installer', password: 'another-pw' });
    const start = await engine.flows.start('vpn-join', [master!]);
    const refused = await engine.flows.submit(start.flowId, { members: [member], comment: 'x' });
    if (refused.kind !== 'form') throw new Error(`a refusal at the form: ${refused.kind}`);
    expect(refused.errors['members']?.en).toContain(
      'the master signs in to its members with its own administrator account (admin)',
    );
    expect(refused.errors['members']?.ru).toContain('учётной записью администратора');
    engine.flows.cancel(start.flowId);

    // The master becomes a member of `other`; joining it to a second master is then refused.
    const first = await engine.flows.start('vpn-join', [other!, master!]);
    await engine.flows.submit(first.flowId, { members: [master], comment: 'x' });
    await engine.flows.submit(first.flowId, { confirmed: true });
    expect((await jobOf(engine, await ended(engine, first.flowId))).state).toBe('succeeded');
    const again = await engine.flows.start('vpn-join', [member!, master!]);
    const busy = await engine.flows.submit(again.flowId, { members: [master], comment: 'x' });
    if (busy.kind !== 'form') throw new Error(`a refusal at the form: ${busy.kind}`);
    expect(busy.errors['members']?.en).toContain(
      `already a member of ${sims[2]!.simulator.serial}`,
    );
  }, 60_000);

  it('offers what the master finds off the site, syncs it and journals it as not verified', async () => {
    const { engine, sims, net, site } = await sites.cluster(30, [{}], 1);
    const master = sims[0]!.fingerprint;
    const start = await engine.flows.start('vpn-join', [master]);
    if (start.kind !== 'form') throw new Error('a form first');
    expect(start.fields.find((f) => f.name === 'members')?.options ?? []).toHaveLength(0);
    const found = await engine.flows.submit(start.flowId, {
      members: [],
      comment: 'x',
      search: `${net}.0/24`,
    });
    if (found.kind !== 'form') throw new Error(`the form again: ${found.kind}`);
    expect(found.errors['search']?.en).toBe('The master found 1 controller(s) there.');
    const option = found.fields.find((f) => f.name === 'members')?.options?.[0];
    expect(option?.value).toBe('serial:VPNMEMBER1');
    expect(option?.label.en).toContain('found by the master');
    const plan = await engine.flows.submit(start.flowId, {
      members: [option!.value],
      comment: 'x',
    });
    if (plan.kind !== 'plan') throw new Error(`a plan: ${JSON.stringify(plan)}`);
    expect(plan.notes.some((n) => n.en.includes('not on this site'))).toBe(true);
    await engine.flows.submit(start.flowId, { confirmed: true });
    const job = await jobOf(engine, await ended(engine, start.flowId));
    expect(job.controllers.map((c) => c.state)).toEqual(['succeeded']);
    const entry = (await site.journal.all()).find((e) => e.action === 'vpn.synced');
    expect(entry?.summary?.en).toContain('not verified (not on this site)');
    const token = await sims[1]!.login();
    const count = (await sims[1]!.request('GET', '/staff/count', { token })).body as {
      count: number;
    };
    expect(count.count).toBeGreaterThanOrEqual(30);
  }, 60_000);
});
