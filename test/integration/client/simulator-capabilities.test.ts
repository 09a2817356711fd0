/**
 * Capabilities against simulators of each era and field set (D11, D12, spec 9): a 1.5 controller
 * reports what it lacks and is never asked for it; a legacy-field controller is detected and
 * written to in its own fields; a role's forbidden areas are told apart from missing ones.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ControllerClient } from '../../../src/core/client/controller-client';
import { watchRequests } from '../helpers/server-requests';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';

const admin = { login: 'admin', password: 'admin' };
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function connect(options: Parameters<typeof startSimulator>[0], warnings: string[] = []) {
  const sim: StartedSimulator = await startSimulator(options);
  cleanups.push(() => sim.stop());
  const client = new ControllerClient({
    address: { host: sim.host, port: sim.port },
    fingerprint256: sim.fingerprint,
    onWarning: (message) => warnings.push(message),
  });
  cleanups.push(() => Promise.resolve(client.close()));
  await client.login(admin);
  return { sim, client };
}

const uuid = '6f1c2a4e-8b1d-4c3e-9a2f-1b2c3d4e5f60';

describe('capabilities (D11, D12)', () => {
  it('finds what a 1.5 controller lacks and does not ask it for that again', async () => {
    const { sim, client } = await connect({ firmware: '1.5' });
    const caps = await client.capabilities();
    expect(caps.apiVersion).toBe('1.5.0');
    expect(caps.reportedVersions.staff).toBe('1.5.0');
    expect(caps.missing).toEqual(
      expect.arrayContaining([
        'auth_users',
        'identifiers',
        'tmp_access',
        'audit_events',
        'schedules',
        'alerts',
      ]),
    );
    expect(caps.missing).toEqual(
      expect.arrayContaining(['share_vpn', 'network', 'error_log', 'migration', 'tt_report']),
    );
    expect(caps.missing).toEqual(
      expect.arrayContaining(['device_management', 'notification_events', 'controller_search']),
    );
    expect(caps.missing).not.toContain('tt_export');
    expect(caps.areas.staff).toBe('available');
    expect(caps.areas.login).toBe('inferred');

    const watch = watchRequests(sim.host, sim.port);
    cleanups.push(() => Promise.resolve(watch.stop()));
    await expect(client.api.migration.status()).rejects.toMatchObject({
      code: 'not_supported',
      details: { endpoint: 'migration.status', since: '1.7.0', controllerVersion: '1.5.0' },
    });
    await expect(client.api.schedules.list()).rejects.toMatchObject({ code: 'not_supported' });
    expect(watch.requests).toEqual([]);
    expect((await client.api.ttExport.listConfigs()).meta.api_version).toBe('1.5.0');
  });

  it('sees 1.6 and 1.7 controllers for what they are', async () => {
    const six = await connect({ firmware: '1.6' });
    const caps6 = await six.client.capabilities();
    expect(caps6.apiVersion).toBe('1.6.0');
    expect(caps6.missing.sort()).toEqual(['error_log', 'migration']);
    expect(caps6.reportedVersions.tt_export).toBe('1.6.0');
    const seven = await connect({ firmware: '1.7' });
    const caps7 = await seven.client.capabilities();
    expect(caps7).toMatchObject({ apiVersion: '1.7.0', missing: [], staffFieldSet: 'modern' });
  });

  it('detects a legacy-field controller with no staff and writes to it in its fields', async () => {
    const warnings: string[] = [];
    const { sim, client } = await connect({ firmware: '1.6', staffFields: 'legacy' }, warnings);
    const caps = await client.capabilities();
    expect(caps).toMatchObject({ staffFieldSet: 'legacy', staffFieldSetSource: 'probe' });
    expect((await client.api.staff.count()).count).toBe(0);

    const created = await client.api.staff.create({
      body: { surname: 'Ivanova', name: 'Anna', dolzhnost: 'Engineer', uuid, cards: ['4242'] },
    });
    expect(created.data.uuid).toBe(uuid);
    expect(warnings).toEqual([expect.stringContaining('not sent: dolzhnost')]);
    await client.api.staff.update({
      params: { uuid },
      body: { surname: 'Ivanova-Petrova', name: 'Anna', dolzhnost: '', uuid, cards: ['4242'] },
    });
    await client.api.staff.ban({ params: { uuid }, body: { banned: true } });

    const token = await sim.login();
    const raw = await sim.request('GET', `/staff/${uuid}`, { token });
    expect((raw.body as { data: unknown[] }).data[0]).toMatchObject({
      last_name: 'Ivanova-Petrova',
      first_name: 'Anna',
      cards: ['4242'],
      banned: true,
    });

    const second = new ControllerClient({
      address: { host: sim.host, port: sim.port },
      fingerprint256: sim.fingerprint,
    });
    cleanups.push(() => Promise.resolve(second.close()));
    await second.login(admin);
    expect(await second.capabilities()).toMatchObject({
      staffFieldSet: 'legacy',
      staffFieldSetSource: 'record',
    });
  });

  it('writes a legacy record to a modern controller with a new uuid', async () => {
    const { client } = await connect({ firmware: '1.7', staffFields: 'modern' });
    const created = await client.api.staff.create({
      body: { last_name: 'Petrov', first_name: 'Ivan' },
    });
    const [person] = (await client.api.staff.get({ params: { uuid: created.data.uuid } })).data;
    expect(person).toMatchObject({ surname: 'Petrov', name: 'Ivan', uuid: created.data.uuid });
  });

  it('tells areas a role may not read from areas the controller lacks (D2)', async () => {
    const { sim, client } = await connect({ firmware: '1.7' });
    await client.api.authUsers.create({
      body: { login: 'op', password: 'op-secret', role: 'operator' },
    });
    const operator = new ControllerClient({
      address: { host: sim.host, port: sim.port },
      fingerprint256: sim.fingerprint,
    });
    cleanups.push(() => Promise.resolve(operator.close()));
    await operator.login({ login: 'op', password: 'op-secret' });
    const caps = await operator.capabilities();
    expect(caps.areas.auth_users).toBe('forbidden');
    expect(caps.areas.staff).toBe('available');
    expect(caps.apiVersion).toBe('1.7.0');
    await expect(operator.api.network.set({ body: { dhcp: true } })).rejects.toMatchObject({
      code: 'forbidden',
    });
  });
});
