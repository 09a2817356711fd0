/**
 * Shared pieces of the discovery tests: a loopback /24 and a port of their own (so a sweep of
 * the /24 sees only this test's listeners: other test files use 127.0.0.x and 127.100+.x.x),
 * a laptop that has only loopback (so no test ever sweeps or asks mDNS beyond it), a fleet of
 * simulators, and small servers that are not controllers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LaptopInterfaces } from '../../../src/core/discovery/interfaces';
import type { DiscoveryDeps } from '../../../src/core/discovery/discovery.service';
import { KnownControllersStore } from '../../../src/core/trust/known-controllers.store';
import { json, startHttpsServer, type TestServer } from '../helpers/test-https-server';
import { makeTestCertificate } from '../helpers/test-certificate';
import {
  startSimulator,
  type StartOptions,
  type StartedSimulator,
} from '../helpers/start-simulator';

/** `127.X.Y`, X in 20..99: a /24 no other test file sweeps or listens on. */
export function testNet(): string {
  return `127.${20 + Math.floor(Math.random() * 80)}.${Math.floor(Math.random() * 256)}`;
}

/** A port below the ephemeral range, so no `port: 0` listener of another test takes it. */
export function testPort(): number {
  return 30_000 + Math.floor(Math.random() * 2_000);
}

/** This computer as the tests see it: loopback only, whatever the machine has. */
export const LOOPBACK_ONLY: LaptopInterfaces = {
  interfaces: [
    {
      name: 'lo',
      address: '127.0.0.1',
      network: '127.0.0.0/8',
      internal: true,
      hosts: 16_777_214,
      skipped: 'loopback',
    },
  ],
  inactive: [],
};

/** A known-controllers store in a folder of its own. */
export async function tempStore(): Promise<{
  store: KnownControllersStore;
  remove: () => Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'turnkey-discovery-'));
  return {
    store: new KnownControllersStore(dir),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export function depsFor(
  store: KnownControllersStore,
  settings: DiscoveryDeps['settings'] = {},
): DiscoveryDeps {
  return {
    interfaces: () => Promise.resolve(LOOPBACK_ONLY),
    knownControllers: () => store.list(),
    settings,
  };
}

/** Starts and stops the simulators of one test file. */
export function fleet() {
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

/** An HTTPS server that is no controller: a web page, or an API of its own. */
export function otherHttps(
  host: string,
  port: number,
  kind: 'html' | 'json401' | 'e404',
): Promise<TestServer> {
  const certificate = makeTestCertificate(host, `OTHER-${kind}`);
  return startHttpsServer(
    certificate,
    (_request, response) => {
      if (kind === 'html') {
        response.writeHead(200, { 'Content-Type': 'text/html' });
        response.end('<html><body>Printer</body></html>');
      } else if (kind === 'json401') {
        json(response, 401, { error: 'login required' });
      } else {
        json(response, 404, { success: false, message: 'no such path' });
      }
    },
    { host, port },
  );
}

/** A TCP listener that is no HTTPS server: it holds connections silently, or closes them. */
export async function tcpListener(
  host: string,
  port: number,
  mode: 'silent' | 'close',
): Promise<{ open: () => number; stop: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    if (mode === 'close') return void socket.destroy();
    sockets.add(socket);
    // Read (and drop) what comes, so the client's FIN is seen and the socket closes.
    socket.resume();
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    open: () => sockets.size,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
