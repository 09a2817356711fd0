/**
 * The data screens' channels against a real simulator over HTTPS (shared/ipc/resource.schema.ts):
 * reads as the controller answers them, changes written under the controller's lock with the
 * record read before and after and journalled (secrets masked), requests the contract forbids
 * refused before anything is sent, a job on the controller refusing a change, a viewer's change
 * refused in words (D2), and the live tail giving new events after a count.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handlers } from '../../../src/shared/ipc/handlers';
import type { ChannelInput, ChannelName, ChannelOutput } from '../../../src/shared/ipc/channels';
import { AppFailure } from '../../../src/shared/errors/error-data';
import type { Engine } from '../../../src/core/engine/engine';
import { resourceHandlers } from '../../../src/core/resources/resources.handlers';
import type { Site } from '../../../src/core/site/site';
import { ClientError } from '../../../src/core/client/client-error';
import { siteEngine } from '../helpers/site-engine';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';

const cleanup: Array<() => Promise<void>> = [];
let sim: StartedSimulator;
let engine: Engine;
let site: Site;
let handlers: Handlers;

beforeAll(async () => {
  sim = await startSimulator({ serial: 'RES-1' });
  ({ engine, site } = await siteEngine([sim], cleanup, () => []));
  handlers = resourceHandlers(engine);
});
afterAll(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  await sim.stop();
});

async function channel<N extends ChannelName>(
  name: N,
  input: Omit<ChannelInput<N>, 'controllerId'>,
): Promise<ChannelOutput<N>> {
  const handler = handlers[name] as unknown as (i: unknown) => Promise<ChannelOutput<N>>;
  return handler({ controllerId: sim.fingerprint, ...input });
}

/** The error data of a refused call, whatever threw it. */
async function refusal(promise: Promise<unknown>): Promise<{ code: string; en: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppFailure) return { code: error.data.code, en: error.data.message.en };
    if (error instanceof ClientError) {
      const data = error.toData();
      return { code: String(data.code), en: data.message.en };
    }
    throw error;
  }
  throw new Error('the call was not refused');
}

const person = (surname: string) => ({
  uuid: randomUUID(),
  surname,
  name: 'Иван',
  dolzhnost: 'Инженер',
});

describe('resource channels', () => {
  it('reads any GET as the controller answers it, with the time it took', async () => {
    const count = await channel('resource:read', { endpointId: 'staff.count' });
    expect(count.status).toBe(200);
    expect(count.problems).toEqual([]);
    expect(count.body).toMatchObject({ count: expect.any(Number) as number });
    const page = await channel('resource:read', {
      endpointId: 'staff.page',
      query: { page: 1, page_size: 5 },
    });
    expect(Array.isArray(page.body)).toBe(true);
    expect(page.tookMs).toBeGreaterThan(0);
  });

  it('refuses what the contract forbids before sending anything', async () => {
    expect(await refusal(channel('resource:read', { endpointId: 'staff.create' }))).toMatchObject({
      code: 'resource_not_a_read',
    });
    const badQuery = await refusal(
      channel('resource:read', { endpointId: 'staff.page', query: { page: 0, page_size: 5 } }),
    );
    expect(badQuery.code).toBe('resource_bad_request');
    const noParam = await refusal(channel('resource:read', { endpointId: 'staff.get' }));
    expect(noParam).toMatchObject({ code: 'resource_bad_request' });
    expect(noParam.en).toContain('uuid');
    const before = (await site.journal.all()).length;
    const badCar = await refusal(
      channel('resource:write', {
        endpointId: 'staff.create',
        body: { ...person('Плохой'), car_number: 'not a plate!' },
      }),
    );
    expect(badCar.code).toBe('resource_bad_request');
    expect(badCar.en).toContain('car_number');
    expect((await site.journal.all()).length).toBe(before);
  });

  it('creates, changes and deletes a person, read back and journalled each time', async () => {
    const body = person('Кузнецов');
    const created = await channel('resource:write', { endpointId: 'staff.create', body });
    expect(created).toMatchObject({ status: 201, verified: true });
    expect(created.before).toBeUndefined();
    expect(created.after).toMatchObject({ surname: 'Кузнецов', dolzhnost: 'Инженер' });

    const changed = await channel('resource:write', {
      endpointId: 'staff.update',
      params: { uuid: body.uuid },
      body: { ...body, dolzhnost: 'Главный инженер' },
    });
    expect(changed.verified).toBe(true);
    expect(changed.before).toMatchObject({ dolzhnost: 'Инженер' });
    expect(changed.after).toMatchObject({ dolzhnost: 'Главный инженер' });

    const banned = await channel('resource:write', {
      endpointId: 'staff.ban',
      params: { uuid: body.uuid },
    });
    expect(banned.after).toMatchObject({ banned: true });

    const deleted = await channel('resource:write', {
      endpointId: 'staff.delete',
      params: { uuid: body.uuid },
    });
    expect(deleted).toMatchObject({ verified: true });
    expect(deleted.after).toBeUndefined();

    const entries = (await site.journal.all()).filter((e) => e.action.startsWith('record.'));
    const mine = entries.slice(-4);
    expect(mine.map((e) => e.action)).toEqual([
      'record.created',
      'record.updated',
      'record.action',
      'record.deleted',
    ]);
    expect(mine.every((e) => e.outcome === 'succeeded' && e.controllerLabel === 'RES-1')).toBe(
      true,
    );
    expect(mine[1]?.before).toMatchObject({ dolzhnost: 'Инженер' });
    expect(mine[1]?.after).toMatchObject({ dolzhnost: 'Главный инженер' });
    expect(mine[3]?.summary?.en).toContain('deleted');
    expect(mine.map((e) => e.id)).toContain(deleted.journalId);
  });

  it('journals a change the controller refused, with its words', async () => {
    const missing = randomUUID();
    const refused = await refusal(
      channel('resource:write', {
        endpointId: 'staff.update',
        params: { uuid: missing },
        body: { ...person('Нет'), uuid: missing },
      }),
    );
    expect(refused.code).toBe('not_found');
    const last = (await site.journal.all()).at(-1);
    expect(last).toMatchObject({ action: 'record.updated', outcome: 'failed' });
    expect(last?.error?.code).toBe('not_found');
  });

  it('never writes a password to the journal or the answer', async () => {
    const secret = `pw-${randomUUID()}`;
    const login = `viewer${Date.now()}`;
    const created = await channel('resource:write', {
      endpointId: 'authUsers.create',
      body: { login, password: secret, role: 'viewer' },
    });
    expect(JSON.stringify(created)).not.toContain(secret);
    const journal = await readFile(site.journal.path, 'utf8');
    expect(journal).not.toContain(secret);
    expect(journal).toContain(login);
  });

  it('refuses a change while a job holds the controller, naming the job', async () => {
    const release = await engine.locks.acquire(
      sim.fingerprint,
      { jobId: 'job-1', title: { en: 'Network change', ru: 'Смена сети' }, label: 'RES-1' },
      { wait: false },
    );
    try {
      const busy = await refusal(
        channel('resource:write', { endpointId: 'staff.create', body: person('Занят') }),
      );
      expect(busy.code).toBe('controller_busy');
      expect(busy.en).toContain('Network change');
    } finally {
      await release();
    }
  });

  it('says in words that a viewer may not change anything (D2, 403)', async () => {
    const login = `look${Date.now()}`;
    await channel('resource:write', {
      endpointId: 'authUsers.create',
      body: { login, password: 'look-only', role: 'viewer' },
    });
    const connection = engine.connections.open(sim.fingerprint, { host: sim.host, port: sim.port });
    await connection.login({ login, password: 'look-only' });
    try {
      const refused = await refusal(
        channel('resource:write', { endpointId: 'staff.create', body: person('Зритель') }),
      );
      expect(refused.code).toBe('forbidden');
      expect(refused.en).toMatch(/role may not/i);
      expect((await channel('resource:read', { endpointId: 'staff.count' })).status).toBe(200);
    } finally {
      await connection.login({ login: 'admin', password: 'admin' });
    }
  });

  it('tails an event log: the newest records after a count, new ones as they come', async () => {
    const first = await channel('resource:tail', {
      collection: 'accessEvents',
      after: 0,
      limit: 5,
    });
    expect(first.records.length).toBeLessThanOrEqual(5);
    const point = await channel('resource:write', {
      endpointId: 'accessPoints.create.single',
      body: { name: 'Door 1', type: 'door', controller_uuid: randomUUID() },
    });
    const body = person('Проход');
    await channel('resource:write', { endpointId: 'staff.create', body });
    await channel('resource:write', {
      endpointId: 'deviceManagement.sendPassEvent',
      body: {
        access_point_uuid: (point.body as { data: { uuid: string } }).data.uuid,
        direction: 'in',
        user_uuid: body.uuid,
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const next = await channel('resource:tail', {
      collection: 'accessEvents',
      after: first.count,
      limit: 50,
    });
    expect(next.count).toBeGreaterThan(first.count);
    expect(next.records.some((r) => JSON.stringify(r).includes(body.uuid))).toBe(true);
  });
});
