/**
 * Shared pieces of the simulator part 2 tests: a loopback subnet and a port of their own (a
 * controller search probes one port over a range, so neighbours share the port and differ by
 * address), polling, the certificate a server presents, and plain TCP listeners that are not
 * controllers.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { connect } from 'node:tls';
import {
  startSimulator,
  type StartOptions,
  type StartedSimulator,
} from '../helpers/start-simulator';

/**
 * `127.X.Y`: a /24 of loopback that no other test file uses (they take 127.0.0.x), so a search or
 * a DHCP pool sees only this test's listeners.
 */
export function testSubnet(): string {
  return `127.${100 + Math.floor(Math.random() * 150)}.${Math.floor(Math.random() * 256)}`;
}

/** A port below the ephemeral range, so that no `port: 0` listener of another test takes it. */
export function testPort(): number {
  return 10_000 + Math.floor(Math.random() * 20_000);
}

/** Polls `probe` every 100 ms until it returns something other than undefined. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await Promise.resolve()
      .then(probe)
      .catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The SHA-256 fingerprint of the certificate served at host:port (rejects when nobody listens). */
export function servedFingerprint(host: string, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port, rejectUnauthorized: false }, () => {
      const fingerprint = socket.getPeerCertificate().fingerprint256;
      socket.destroy();
      resolve(fingerprint);
    });
    socket.once('error', reject);
  });
}

/** A TCP listener that is no controller: it holds connections silently, or closes them at once. */
export async function tcpListener(
  host: string,
  port: number,
  mode: 'silent' | 'close',
): Promise<{ stop: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    if (mode === 'close') return void socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Starts simulators and stops them all in `stopAll` (one call per test file's afterEach). */
export function simulatorPool() {
  const started: StartedSimulator[] = [];
  return {
    async start(options: StartOptions): Promise<StartedSimulator> {
      const sim = await startSimulator(options);
      started.push(sim);
      return sim;
    },
    async stopAll(): Promise<void> {
      await Promise.all(started.splice(0).map((sim) => sim.stop()));
    },
  };
}

/** A modern staff record with every kind of field the copy must carry. */
export function person(index: number, profile?: string) {
  return {
    surname: `Surname${index}`,
    name: `Name${index}`,
    dolzhnost: index % 2 ? 'Engineer' : 'Guard',
    uuid: randomUUID(),
    second_name: `Second${index}`,
    cards: [String(1_000_000 + index)],
    comment: `person ${index}`,
    tab_nomer: index,
    banned: index % 10 === 0,
    ...(profile ? { access_profiles: [{ uuid: profile, from: 0, to: 2_000_000_000 }] } : {}),
  };
}

/** Creates `count` people on `sim`, sixteen requests at a time. */
export async function addStaff(
  sim: StartedSimulator,
  token: string,
  count: number,
  profile?: string,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const res = await sim.request('POST', '/staff', { token, json: person(next++, profile) });
      if (res.status !== 201) throw new Error(`POST /staff: ${res.status} ${res.text}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

/** Every person of `sim`, read in pages of 150 (spec 8), sorted by uuid. */
export async function allStaff(sim: StartedSimulator, token: string) {
  const people: Array<Record<string, unknown>> = [];
  for (let page = 1; ; page++) {
    const res = await sim.request('GET', `/staff?page=${page}&page_size=150`, { token });
    const items = res.body as Array<Record<string, unknown>>;
    people.push(...items);
    if (items.length < 150) break;
  }
  return people.sort((a, b) => String(a.uuid).localeCompare(String(b.uuid)));
}
