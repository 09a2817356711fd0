/**
 * The transfer wizard against real simulators (docs/decisions.md, "Firmware-era transfer"): the
 * demo site's 1.5 legacy controller carried to a fresh 1.7 modern one and verified equal after
 * mapping; the reverse with what cannot be carried listed; the dry run's counts; the journal.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoSeed } from '../../../src/simulator/seed/demo/demo-seed';
import {
  vault,
  confirm,
  ended,
  partOf,
  planTransfer,
  readAll,
  reportOf,
  testSimulators,
  transferSite,
} from './transfer-support';

const { cleanup, sim } = testSimulators();

describe('transferring a controller', () => {
  it('carries a 1.5 legacy controller to a fresh 1.7 one and verifies it equal', async () => {
    const legacy = await sim({
      serial: 'OLD15',
      firmware: '1.5',
      staffFields: 'legacy',
      seed: demoSeed({ staff: 300, legacy: true }),
    });
    const fresh = await sim({ serial: 'NEW17' });
    const { engine, site } = await transferSite([legacy, fresh], cleanup);

    const plan = await planTransfer(engine, {
      source: `controller:${legacy.fingerprint}`,
      target: fresh.fingerprint,
      dolzhnost: 'Сотрудник',
    });
    if (plan.kind !== 'plan') throw new Error(JSON.stringify(plan));
    const staffRow = plan.rows.find((r) => r.field === 'staff');
    expect(staffRow?.after).toEqual({ en: '300 new', ru: 'новых 300' });
    expect(plan.rows.find((r) => r.field === 'access_events')?.warning?.en).toMatch(
      /kept in the backup/,
    );

    const job = await ended(engine, await confirm(engine, plan.flowId));
    expect(job.controllers[0]?.error).toBeUndefined();
    expect(job.state).toBe('succeeded');
    const report = reportOf(job);
    expect(report.equal).toBe(true);
    expect(partOf(report, 'staff')).toMatchObject({ source: 300, identical: 300, created: 300 });
    expect(report.source).toMatchObject({ fieldSet: 'legacy', firmware: '1.5.0' });
    expect(existsSync(report.source.archive!)).toBe(true);

    const before = new Map((await readAll(legacy, '/staff')).map((p) => [p['uuid'], p]));
    const after = await readAll(fresh, '/staff');
    expect(after).toHaveLength(300);
    for (const person of after) {
      const old = before.get(person['uuid']);
      expect(old, 'every uuid kept').toBeDefined();
      expect(person['surname']).toBe(old!['last_name']);
      expect(person['name']).toBe(old!['first_name']);
      expect(person['dolzhnost']).toBe('Сотрудник');
    }
    const points = await readAll(fresh, '/access_points');
    // The fresh controller's own doors stay beside the ones carried.
    expect(points.map((p) => p['name'])).toEqual(
      expect.arrayContaining((await readAll(legacy, '/access_points')).map((p) => p['name'])),
    );

    const journal = await site.journal.all();
    expect(journal.find((e) => e.action === 'transfer.written')?.after).toMatchObject({
      parts: { staff: { created: 300 } },
    });
    expect(journal.find((e) => e.action === 'transfer.verified')).toMatchObject({
      outcome: 'succeeded',
    });

    // Applying the same transfer again writes nothing: everything is identical.
    const again = await planTransfer(engine, {
      source: `archive:${report.source.archive!}`,
      target: fresh.fingerprint,
      dolzhnost: 'Сотрудник',
    });
    if (again.kind !== 'plan') throw new Error(JSON.stringify(again));
    expect(again.rows.find((r) => r.field === 'staff')?.after).toEqual({
      en: '0 new',
      ru: 'новых 0',
    });
  });

  it('carries a 1.7 modern controller to a 1.5 legacy one, listing what cannot be carried', async () => {
    const modern = await sim({ serial: 'SRC17', seed: demoSeed({ staff: 120 }) });
    const old = await sim({ serial: 'DST15', firmware: '1.5', staffFields: 'legacy' });
    const { engine } = await transferSite([modern, old], cleanup);
    const plan = await planTransfer(engine, {
      source: `controller:${modern.fingerprint}`,
      target: old.fingerprint,
      on_conflict: 'overwrite',
    });
    if (plan.kind !== 'plan') throw new Error(JSON.stringify(plan));
    const warnings = Object.fromEntries(plan.rows.map((r) => [r.field, r.warning?.en ?? '']));
    expect(warnings['identifiers']).toMatch(/firmware 1\.5 has no such section/);
    expect(warnings['schedules']).toMatch(/firmware 1\.5 has no such section/);
    expect(warnings['staff']).toMatch(/no place for: .*dolzhnost \(\d+\)/);

    const job = await ended(engine, await confirm(engine, plan.flowId));
    expect(job.state).toBe('succeeded');
    const report = reportOf(job);
    expect(report.equal).toBe(true);
    const staff = (await readAll(modern, '/staff')).length;
    expect(partOf(report, 'staff')).toMatchObject({ source: staff, identical: staff });
    expect(partOf(report, 'identifiers').notCarried?.en).toMatch(/no such section/);
    const people = await readAll(old, '/staff');
    expect(people).toHaveLength(staff);
    expect(people[0]).toHaveProperty('last_name');
  });

  it("creates the source's accounts with the password given, kept in the keychain only", async () => {
    const source = await sim({ serial: 'ACC17', seed: demoSeed({ staff: 10 }) });
    const target = await sim({ serial: 'ACC17B' });
    const token = await source.login();
    const made = await source.request('POST', '/auth_users', {
      token,
      json: { login: 'guard', password: 'guard-old', role: 'operator' },
    });
    expect(made.status).toBe(201);
    const { engine, site } = await transferSite([source, target], cleanup);
    const plan = await planTransfer(engine, {
      source: `controller:${source.fingerprint}`,
      target: target.fingerprint,
      auth_users: 'create',
      auth_password: 'new-secret-1',
    });
    if (plan.kind !== 'plan') throw new Error(JSON.stringify(plan));
    const job = await ended(engine, await confirm(engine, plan.flowId));
    expect(job.state).toBe('succeeded');
    const accounts = partOf(reportOf(job), 'auth_users');
    expect(accounts.created).toBe(1);
    expect(accounts.notes[0]?.en).toMatch(/"admin" this transfer is logged in with is left/);
    // The new password opens the account on the target, and only the keychain holds it.
    expect(await target.login('guard', 'new-secret-1')).toBeTruthy();
    expect(await vault.read(target.fingerprint, 'guard')).toBe('new-secret-1');
    const folder = join(site.dir, 'transfers');
    for (const id of await readdir(folder)) {
      for (const name of await readdir(join(folder, id)))
        expect(await readFile(join(folder, id, name), 'utf8')).not.toContain('new-secret-1');
    }
    expect(JSON.stringify(await site.journal.all())).not.toContain('new-secret-1');
  });
});
