/**
 * The factory password, against real simulators (spec 4.1, D1): a controller that accepts the
 * factory account is told apart from one that does not; a change is written, verified by a login
 * with the new password, carried over to the connection's session, and journalled without the
 * password.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { NewJournalEntry } from '../../../src/shared/ipc/journal.schema';
import { ControllerConnection } from '../../../src/core/connection/controller-connection';
import { changePassword } from '../../../src/core/password/change-password';
import { acceptsFactoryAccount } from '../../../src/core/password/factory-account';
import { FACTORY_ACCOUNT } from '../../../src/core/password/factory-credentials';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';

const started: StartedSimulator[] = [];
const open: ControllerConnection[] = [];
afterEach(async () => {
  for (const connection of open.splice(0)) connection.close();
  await Promise.all(started.splice(0).map((sim) => sim.stop()));
});

async function simulator(options: Parameters<typeof startSimulator>[0] = {}) {
  const sim = await startSimulator(options);
  started.push(sim);
  return sim;
}

function recorder() {
  const steps: string[] = [];
  const entries: Omit<NewJournalEntry, 'controllerId' | 'controllerLabel' | 'jobId'>[] = [];
  return {
    steps,
    entries,
    step: (text: { en: string }) => void steps.push(text.en),
    journal: (entry: (typeof entries)[number]) => {
      entries.push(entry);
      return Promise.resolve();
    },
  };
}

describe('the factory password', () => {
  it('is told apart: accepted by a factory controller, refused by another', async () => {
    const factory = await simulator();
    const changed = await simulator({ admin: { login: 'admin', password: 'Site-2026!' } });
    const at = (sim: StartedSimulator) => ({ host: sim.host, port: sim.port });
    await expect(acceptsFactoryAccount(factory.fingerprint, at(factory))).resolves.toBe(true);
    await expect(acceptsFactoryAccount(changed.fingerprint, at(changed))).resolves.toBe(false);
    // The factory password goes to the pinned certificate only: another one is not asked.
    await expect(acceptsFactoryAccount(factory.fingerprint, at(changed))).resolves.toBeUndefined();
  });

  it('is changed, verified by logging in with the new one, and journalled without it', async () => {
    const sim = await simulator();
    const address = { host: sim.host, port: sim.port };
    const connection = new ControllerConnection(sim.fingerprint, address);
    open.push(connection);
    await connection.login({ ...FACTORY_ACCOUNT });
    const record = recorder();
    const fresh = { login: 'admin', password: 'Site-2026!' };

    const changed = await changePassword(connection, fresh, true, record);
    expect(changed).toEqual({ login: 'admin', role: 'admin', wasFactory: true });
    await expect(acceptsFactoryAccount(sim.fingerprint, address)).resolves.toBe(false);
    // The connection goes on, now with the new password.
    expect(connection.user?.login).toBe('admin');
    expect((await (await connection.ready()).api.staff.count()).count).toBeGreaterThanOrEqual(0);

    expect(record.steps).toEqual([
      'reading the account',
      'writing the new password',
      'logging in with the new password',
    ]);
    expect(record.entries).toEqual([
      expect.objectContaining({
        action: 'password.changed',
        outcome: 'succeeded',
        before: { login: 'admin', role: 'admin', factoryPassword: true },
        after: { login: 'admin', role: 'admin', factoryPassword: false },
      }),
    ]);
    expect(JSON.stringify(record.entries)).not.toContain(fresh.password);
  });

  it('journals a refused change with the controller’s reason and changes nothing', async () => {
    const sim = await simulator();
    const connection = new ControllerConnection(sim.fingerprint, {
      host: sim.host,
      port: sim.port,
    });
    open.push(connection);
    await connection.login({ ...FACTORY_ACCOUNT });
    const record = recorder();
    await expect(
      changePassword(connection, { login: 'nobody', password: 'Site-2026!' }, false, record),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(
      acceptsFactoryAccount(sim.fingerprint, { host: sim.host, port: sim.port }),
    ).resolves.toBe(true);
  });
});
