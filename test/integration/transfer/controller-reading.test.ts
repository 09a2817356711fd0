/**
 * A whole controller read page by page (spec 4, D11, D12, D13) from real simulators: a 1.7
 * controller on the modern staff set and a 1.5 one on the legacy set, both with the demo seed.
 * Every part comes in dependency order, no page is larger than asked, the counts equal what the
 * controller's own count reads say, and the parts a 1.5 controller does not serve are reported
 * missing, not failed.
 */
import { describe, expect, it } from 'vitest';
import {
  CONTROLLER_PARTS,
  countController,
  readController,
} from '../../../src/core/transfer/controller-reading';
import { demoSeed } from '../../../src/simulator/seed/demo/demo-seed';
import { loggedInSimulators } from '../helpers/logged-in-simulators';
import type { StartedSimulator } from '../helpers/start-simulator';

const loggedIn = loggedInSimulators();

/** The controller's own count read, with a token taken before the read it is compared with
 * (a login leaves an audit event, spec 6). */
async function count(sim: StartedSimulator, token: string, path: string): Promise<number> {
  return ((await sim.request('GET', path, { token })).body as { count: number }).count;
}

describe('reading a whole controller', () => {
  it('reads every part of a 1.7 controller in order, a page at a time', async () => {
    const { sim, client } = await loggedIn({ serial: 'READ-17', seed: demoSeed({ staff: 230 }) });
    const token = await sim.login();
    const order: string[] = [];
    let largest = 0;
    const counts: Record<string, number> = {};
    for await (const page of readController(client, { pageSize: 50 })) {
      if (order.at(-1) !== page.part) order.push(page.part);
      expect('missing' in page).toBe(false);
      if ('records' in page) {
        largest = Math.max(largest, page.records.length);
        counts[page.part] = (counts[page.part] ?? 0) + page.records.length;
      }
    }
    expect(order).toEqual(CONTROLLER_PARTS.map((p) => p.part));
    expect(largest).toBeLessThanOrEqual(50);
    expect(counts['staff']).toBe(await count(sim, token, '/staff/count'));
    expect(counts['staff']).toBe(230);
    expect(counts['identifiers']).toBe(await count(sim, token, '/identifiers/count'));
    expect(counts['access_events']).toBe(await count(sim, token, '/access_events/count'));
    expect(counts['audit_events']).toBe(await count(sim, token, '/audit_events/count'));
    expect(counts['access_events']).toBeGreaterThan(50);
    expect(counts['access_points']).toBeGreaterThan(0);
  });

  it('reports the parts a 1.5 legacy controller does not serve as missing', async () => {
    const { sim, client } = await loggedIn({
      serial: 'READ-15',
      firmware: '1.5',
      staffFields: 'legacy',
      seed: demoSeed({ staff: 60, legacy: true }),
    });
    const token = await sim.login();
    const { counts, missing } = await countController(client);
    // 1.6.0 sections (spec section 9): not on a 1.5 controller.
    expect(missing).toEqual(
      expect.arrayContaining([
        'schedules',
        'identifiers',
        'tmp_access',
        'auth_users',
        'audit_events',
      ]),
    );
    expect(missing).not.toContain('staff');
    expect(counts.staff).toBe(await count(sim, token, '/staff/count'));
    let record: Record<string, unknown> | undefined;
    for await (const page of readController(client, { parts: ['staff'] })) {
      if ('records' in page) record ??= page.records[0];
    }
    expect(record).toHaveProperty('last_name');
  });
});
