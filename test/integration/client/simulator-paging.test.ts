/**
 * Whole collections against a simulator: all staff in pages of 150 with bounded
 * parallelism, and a list read through D13's limit/offset, every record once and in order.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ControllerClient } from '../../../src/core/client/controller-client';
import { allOf, allStaff } from '../../../src/core/client/read-all';
import { watchRequests } from '../helpers/server-requests';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';

let sim: StartedSimulator;
let client: ControllerClient;
const PEOPLE = 320;

beforeAll(async () => {
  sim = await startSimulator({ firmware: '1.7' });
  client = new ControllerClient({
    address: { host: sim.host, port: sim.port },
    fingerprint256: sim.fingerprint,
  });
  await client.login({ login: 'admin', password: 'admin' });
  const queue = Array.from({ length: PEOPLE }, (_, i) => i);
  const worker = async (): Promise<void> => {
    for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
      const body = {
        surname: `Person ${String(i).padStart(4, '0')}`,
        name: 'Test',
        dolzhnost: 'Staff',
        uuid: randomUUID(),
      };
      await client.api.staff.create({ body });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
});
afterAll(async () => {
  client.close();
  await sim.stop();
});

describe('reading whole collections', () => {
  it('reads every staff record once, in pages of 150', async () => {
    const { count } = await client.api.staff.count();
    expect(count).toBeGreaterThanOrEqual(PEOPLE);
    const uuids: string[] = [];
    for await (const person of allStaff(client, { concurrency: 3 })) uuids.push(person.uuid ?? '');
    expect(uuids).toHaveLength(count);
    expect(new Set(uuids).size).toBe(count);
  });

  it('stops early without reading the rest', async () => {
    const watch = watchRequests(sim.host, sim.port);
    const first: unknown[] = [];
    for await (const person of allStaff(client, { pageSize: 50 })) {
      first.push(person);
      if (first.length === 60) break;
    }
    expect(first).toHaveLength(60);
    watch.stop();
    const pages = watch.requests.filter((r) => r.url.includes('page_size=50'));
    // 320 people are 7 pages of 50: one page, then at most 4 in flight, then the loop ended.
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.length).toBeLessThanOrEqual(5);
  });

  it('reads a list endpoint through limit and offset, with a search term', async () => {
    const seen: string[] = [];
    for await (const person of allOf(
      client,
      'staff.search',
      { query: { q: 'person 00' } },
      { pageSize: 7 },
    )) {
      seen.push((person as { surname?: string }).surname ?? '');
    }
    expect(seen).toHaveLength(100);
    expect(new Set(seen).size).toBe(100);
    const points: unknown[] = [];
    for await (const point of allOf(client, 'accessPoints.list', {}, { pageSize: 1 }))
      points.push(point);
    expect(points.length).toBe((await client.api.accessPoints.list()).data.length);
  });
});
