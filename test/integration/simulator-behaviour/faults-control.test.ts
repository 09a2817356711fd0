/**
 * Injected faults against real simulators: each fault shows as configured (latency delays,
 * error-rate answers 500 E and changes nothing, reset-rate drops the connection), and the control
 * channel (loopback only, its own token) changes faults, expires every token, moves the clock,
 * pulls the drive and reboots a controller, which comes back at the same address with its data.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ControlServer } from '../../../src/simulator/control/control-server';
import { SimulatorControl } from '../../../src/simulator/control/simulator-control';
import { seededRandom } from '../../../src/simulator/random';
import { startSimulator, type StartedSimulator } from '../helpers/start-simulator';
import { control, until } from './support';

describe('faults set at start', () => {
  it('delays every answer by the latency', async () => {
    const sim = await startSimulator({ faults: { latencyMs: 300 } });
    try {
      const token = await sim.login();
      const started = performance.now();
      expect((await sim.request('GET', '/staff/count', { token })).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      await sim.stop();
    }
  });

  it('answers 500 E at error-rate 1, without running the handler', async () => {
    const sim = await startSimulator({ faults: { errorRate: 1 } });
    try {
      const person = { surname: 'Never', name: 'N', dolzhnost: 'x', uuid: randomUUID() };
      const res = await sim.request('POST', '/staff', { json: person });
      expect(res).toMatchObject({
        status: 500,
        body: { success: false, message: 'internal error' },
      });
      sim.simulator.faults.set({ errorRate: 0 });
      const token = await sim.login();
      expect((await sim.request('GET', `/staff/${person.uuid}`, { token })).status).toBe(404);
      const log = (await sim.request('GET', '/error_logger', { token })).body as string[];
      expect(log.some((l) => l.endsWith('POST /api/v1/staff: injected fault (error-rate)'))).toBe(
        true,
      );
    } finally {
      await sim.stop();
    }
  });

  it('resets the connection without an answer at reset-rate 1', async () => {
    const sim = await startSimulator({ faults: { resetRate: 1 } });
    try {
      await expect(sim.request('GET', '/staff/count')).rejects.toMatchObject({
        code: 'ECONNRESET',
      });
    } finally {
      await sim.stop();
    }
  });

  it('fails about the configured share with a seeded source, the same way each time', async () => {
    const outcomes = async () => {
      const sim = await startSimulator({ faults: { errorRate: 0.5 }, random: seededRandom(42) });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 40; i++)
          statuses.push((await sim.request('GET', '/staff/count')).status);
        return statuses;
      } finally {
        await sim.stop();
      }
    };
    const first = await outcomes();
    expect(first.filter((s) => s === 500).length).toBeGreaterThan(8);
    expect(first.filter((s) => s === 401).length).toBeGreaterThan(8);
    expect(await outcomes()).toEqual(first);
  });
});

describe('a reboot', () => {
  it('stays stopped when stopped during its downtime', async () => {
    const sim = await startSimulator();
    try {
      const rebooted = sim.simulator.reboot(30);
      await until(
        () => Promise.resolve(sim.simulator.isRebooting),
        (down) => down,
      );
      expect(sim.simulator.isRunning).toBe(false);
      await sim.simulator.stop();
      await rebooted;
      expect(sim.simulator.isRebooting).toBe(false);
      expect(sim.simulator.isRunning).toBe(false);
    } finally {
      await sim.stop();
    }
  });
});

describe('the control channel', () => {
  let sim: StartedSimulator;
  let server: ControlServer;
  let serial: string;
  beforeAll(async () => {
    sim = await startSimulator({ serial: 'CTRL-1' });
    serial = sim.simulator.serial;
    server = new ControlServer([SimulatorControl.of(sim.simulator)]);
    await server.start();
  });
  afterAll(async () => {
    await server.stop();
    await sim.stop();
  });

  it('listens on loopback only and wants its own token', async () => {
    expect(() => new ControlServer([], { host: '0.0.0.0' })).toThrow(/loopback only/);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await control(server, 'GET', '/state', undefined, null)).status).toBe(401);
    expect((await control(server, 'GET', '/state', undefined, 'wrong')).status).toBe(401);
    const apiToken = await sim.login();
    expect((await control(server, 'GET', '/state', undefined, apiToken)).status).toBe(401);
    const state = await control(server, 'GET', '/state');
    expect(state).toMatchObject({
      status: 200,
      body: { simulators: [{ serial, up: true, url: sim.url, drive: { connected: true } }] },
    });
    expect(
      (await control(server, 'POST', '/faults', { serial: 'NOPE', errorRate: 1 })).status,
    ).toBe(404);
    expect((await control(server, 'POST', '/faults', { errorRate: 3 })).status).toBe(400);
    expect((await control(server, 'POST', '/nothing')).status).toBe(404);
  });

  it('changes faults while running', async () => {
    const set = await control(server, 'POST', '/faults', { serial, errorRate: 1 });
    expect(set.body).toMatchObject({
      simulators: [{ faults: { errorRate: 1, latencyMs: 0, resetRate: 0 } }],
    });
    expect(
      (await sim.request('POST', '/login', { json: { login: 'admin', password: 'admin' } })).status,
    ).toBe(500);
    await control(server, 'POST', '/faults', { errorRate: 0 });
    expect(
      (await sim.request('POST', '/login', { json: { login: 'admin', password: 'admin' } })).status,
    ).toBe(200);
  });

  it('expires every token: the next call is 401 (D1) until a new login', async () => {
    const token = await sim.login();
    expect((await sim.request('GET', '/staff/count', { token })).status).toBe(200);
    const expired = await control(server, 'POST', '/tokens/expire', { serial });
    expect(expired.body).toMatchObject({ simulators: [{ serial }] });
    expect((await sim.request('GET', '/staff/count', { token })).status).toBe(401);
    expect((await sim.request('GET', '/staff/count', { token: await sim.login() })).status).toBe(
      200,
    );
  });

  it('skews the controller clock, which GET /date_time then reads', async () => {
    const token = await sim.login();
    const read = async () =>
      ((await sim.request('GET', '/date_time', { token })).body as { timestamp: number }).timestamp;
    // The two readings are apart by the skew plus the time that passed between them, measured
    // here, however long a loaded machine took (whole seconds: a second either way for rounding).
    const began = Date.now();
    const before = await read();
    const skewed = await control(server, 'POST', '/clock', { serial, skewSeconds: 7200 });
    expect(skewed.body).toMatchObject({ simulators: [{ clock: { offsetSeconds: 7200 } }] });
    const after = await read();
    const passed = (Date.now() - began) / 1000;
    expect(after - before).toBeGreaterThanOrEqual(7200 - 1);
    expect(after - before).toBeLessThanOrEqual(7200 + Math.ceil(passed) + 1);
    await control(server, 'POST', '/clock', { serial, skewSeconds: -7200 });
  });

  it('unplugs and plugs the drive: migration start fails, then works', async () => {
    const token = await sim.login();
    await control(server, 'POST', '/drive', { serial, connected: false });
    expect((await sim.request('POST', '/migration/start', { token })).status).toBe(500);
    const state = await control(server, 'POST', '/drive', { serial, connected: true });
    expect(state.body).toMatchObject({ simulators: [{ drive: { connected: true } }] });
    expect((await sim.request('POST', '/migration/start', { token })).status).toBe(200);
  });

  it('reboots: down for the time asked, then back at the same address with all its data', async () => {
    const token = await sim.login();
    const person = { surname: 'Kept', name: 'K', dolzhnost: 'x', uuid: randomUUID() };
    expect((await sim.request('POST', '/staff', { token, json: person })).status).toBe(201);
    const counts = async (t: string) =>
      Promise.all(
        ['/staff/count', '/access_events/count', '/audit_events/count', '/devices/count'].map(
          async (path) => (await sim.request('GET', path, { token: t })).body,
        ),
      );
    const before = await counts(token);
    const answer = await control(server, 'POST', '/reboot', { serial, seconds: 1 });
    expect(answer).toMatchObject({ status: 202, body: { rebooting: [serial], seconds: 1 } });
    await until(
      async () => (await control(server, 'GET', '/state')).body,
      (s) => (s.simulators as Array<{ up: boolean }>)[0]?.up === false,
    );
    await expect(sim.request('GET', '/staff/count', { token })).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    expect((await control(server, 'POST', '/tokens/expire', { serial })).status).toBe(409);
    await until(
      async () => (await control(server, 'GET', '/state')).body,
      (s) => (s.simulators as Array<{ up: boolean }>)[0]?.up === true,
    );
    expect(sim.simulator.url).toBe(sim.url);
    expect(sim.simulator.fingerprint).toBe(sim.fingerprint);
    // Sessions do not survive a reboot (D3); the data does. The login adds one audit event.
    expect((await sim.request('GET', '/staff/count', { token })).status).toBe(401);
    const fresh = await sim.login();
    const after = await counts(fresh);
    expect(after[0]).toEqual(before[0]);
    expect(after[1]).toEqual(before[1]);
    expect(after[3]).toEqual(before[3]);
    expect((await sim.request('GET', `/staff/${person.uuid}`, { token: fresh })).status).toBe(200);
    const migration = (await sim.request('GET', '/migration/running', { token: fresh })).body;
    expect(migration).toMatchObject({ isRunning: false });
  });
});
