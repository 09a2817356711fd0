/**
 * Starts a real simulator for a test: a 127.0.0.x address (127.0.0.1 off Linux), a free port, a
 * temporary data folder, and a keep-alive HTTPS client bound to it. `stop()` stops it and removes
 * the folder; `restart()` stops and starts it again on the same folder and address.
 *
 *   const sim = await startSimulator({ firmware: '1.6' });
 *   const token = await sim.login();
 *   const res = await sim.request('GET', '/staff?page=1&page_size=10', { token });
 *   await sim.stop();
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Simulator, type SimulatorOptions } from '../../../src/simulator';
import { httpsCall, type TestRequest, type TestResponse } from './https-request';

export interface StartedSimulator {
  /** API base URL, `https://127.0.0.x:port/api/v1`. */
  url: string;
  host: string;
  port: number;
  fingerprint: string;
  dataDir: string;
  simulator: Simulator;
  /** Sends a request to a path relative to the API base. */
  request(
    method: string,
    path: string,
    options?: Omit<TestRequest, 'method'>,
  ): Promise<TestResponse>;
  /** Logs in (default: the admin account of the options) and returns the token. */
  login(login?: string, password?: string): Promise<string>;
  /** Stops and starts again on the same data folder and address (a new port if 0 was asked). */
  restart(): Promise<void>;
  /** Stops the simulator and removes its data folder unless `keepData` was set. */
  stop(): Promise<void>;
}

export type StartOptions = Partial<SimulatorOptions> & { keepData?: boolean };

/** A loopback address of its own for each simulator on Linux (127.0.0.2 .. 127.0.0.250). */
export function testHost(): string {
  return process.platform === 'linux'
    ? `127.0.0.${2 + Math.floor(Math.random() * 249)}`
    : '127.0.0.1';
}

export async function startSimulator(options: StartOptions = {}): Promise<StartedSimulator> {
  const { keepData, ...simOptions } = options;
  const dataDir = simOptions.dataDir ?? (await mkdtemp(join(tmpdir(), 'turnkey-sim-')));
  const admin = simOptions.admin ?? { login: 'admin', password: 'admin' };
  const make = (port: number, host: string) =>
    new Simulator({ host, port, ...simOptions, dataDir, admin });
  let simulator = make(simOptions.port ?? 0, simOptions.host ?? testHost());
  let agent = new Agent({ keepAlive: true, maxSockets: 16 });
  await simulator.start();

  const started: StartedSimulator = {
    url: simulator.url,
    host: simulator.address.host,
    port: simulator.address.port,
    fingerprint: simulator.fingerprint,
    dataDir,
    simulator,
    request: (method, path, requestOptions = {}) =>
      httpsCall(`${started.url}${path}`, { agent, ...requestOptions, method }),
    async login(login = admin.login, password = admin.password) {
      const res = await started.request('POST', '/login', { json: { login, password } });
      const token = (res.body as { token?: unknown } | undefined)?.token;
      if (res.status !== 200 || typeof token !== 'string')
        throw new Error(`login failed: ${res.status} ${res.text}`);
      return token;
    },
    async restart() {
      agent.destroy();
      await simulator.stop();
      simulator = make(simOptions.port ?? 0, started.host);
      agent = new Agent({ keepAlive: true, maxSockets: 16 });
      await simulator.start();
      Object.assign(started, {
        simulator,
        url: simulator.url,
        port: simulator.address.port,
        fingerprint: simulator.fingerprint,
      });
    },
    async stop() {
      agent.destroy();
      await simulator.stop();
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
  return started;
}
