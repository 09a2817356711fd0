/**
 * Following a controller after `POST /network` (spec 4.12, D16; follow-controller.ts), against
 * real TLS servers on loopback holding certificates made by the simulator's own code: a static
 * move is done when this very certificate answers at the new address, and not when another one
 * does; a controller that does not come back in time is `controller_not_back` with its address
 * and time limit; after DHCP the old address is watched until the controller leaves it (refused,
 * silent or another certificate), and then it is found again by its certificate.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ControllerAddress } from '../../../src/core/client/controller-address';
import { ControllerConnection } from '../../../src/core/connection/controller-connection';
import {
  followToDhcp,
  followToStatic,
  leftAddress,
  type Locate,
} from '../../../src/core/network/follow-controller';
import { NETWORK_WORDS } from '../../../src/core/network/network.words';
import { testHost } from '../helpers/start-simulator';
import { makeTestCertificate, type TestCertificate } from '../helpers/test-certificate';
import { startImpostor } from '../helpers/test-https-server';

const cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const controllerCertificate = makeTestCertificate('127.0.0.1', 'FOLLOW-0001');
const otherCertificate = makeTestCertificate('127.0.0.1', 'FOLLOW-0002');

/** A TLS server answering with `certificate`, as a controller does at its address. */
async function answering(
  certificate: TestCertificate,
  host = testHost(),
): Promise<{ address: ControllerAddress; stop: () => Promise<void> }> {
  const server = await startImpostor(certificate, { host });
  let stopped = false;
  const stop = async () => {
    if (!stopped) await server.stop();
    stopped = true;
  };
  cleanup.push(stop);
  return { address: { host: server.host, port: server.port }, stop };
}

/** A TCP port that accepts connections and never starts TLS. */
async function silent(host = testHost()): Promise<ControllerAddress> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  cleanup.push(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  return { host, port: (server.address() as { port: number }).port };
}

function connectionAt(address: ControllerAddress): ControllerConnection {
  const connection = new ControllerConnection(controllerCertificate.fingerprint256, address);
  cleanup.push(() => connection.close());
  return connection;
}

/** A locate that records what it was asked and answers `found`. */
function locateAnswering(found: ControllerAddress | undefined) {
  const asked: Array<Parameters<Locate>[0]> = [];
  const locate: Locate = (request) => {
    asked.push(request);
    return Promise.resolve(found);
  };
  return { locate, asked };
}

describe('following a controller to a static address', { timeout: 20_000 }, () => {
  it('is done once its own certificate answers at the new address', async () => {
    const old = await answering(controllerCertificate);
    const moved = await answering(controllerCertificate);
    const result = await followToStatic(connectionAt(old.address), moved.address, 5000);
    expect(result).toEqual({ address: moved.address });
  });

  it('does not take another certificate at the new address for it: not back in time', async () => {
    const old = await answering(controllerCertificate);
    const stranger = await answering(otherCertificate);
    const started = Date.now();
    const result = await followToStatic(connectionAt(old.address), stranger.address, 1500);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(Date.now() - started).toBeLessThan(10_000);
    const host = stranger.address.host;
    expect(result).toEqual({
      error: {
        code: 'controller_not_back',
        message: NETWORK_WORDS.controllerDidNotAnswer(host, 2),
        details: { address: host, timeoutMs: 1500 },
      },
    });
    if (!('error' in result)) throw new Error('an error');
    expect(result.error.message.en).toContain(`at its new address ${host} within 2 s`);
  });
});

describe('watching the old address after DHCP', { timeout: 20_000 }, () => {
  it('sees the controller still there after the grace time', async () => {
    const old = await answering(controllerCertificate);
    const started = Date.now();
    await expect(leftAddress(controllerCertificate.fingerprint256, old.address, 800)).resolves.toBe(
      false,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(790);
  });

  it('sees it gone when the address refuses, answers with another certificate, or is silent', async () => {
    const { fingerprint256 } = controllerCertificate;
    const old = await answering(controllerCertificate);
    await old.stop();
    await expect(leftAddress(fingerprint256, old.address, 5000)).resolves.toBe(true);
    const stranger = await answering(otherCertificate);
    await expect(leftAddress(fingerprint256, stranger.address, 5000)).resolves.toBe(true);
    // A silent address counts as left once one probe (1 s) gives up, not after the grace time.
    const grace = 8000;
    const started = Date.now();
    await expect(leftAddress(fingerprint256, await silent(), grace)).resolves.toBe(true);
    expect(Date.now() - started).toBeLessThan(grace);
  });

  it('notices the controller leaving while it watches', async () => {
    const old = await answering(controllerCertificate);
    setTimeout(() => void old.stop(), 600);
    const grace = 6000;
    const started = Date.now();
    await expect(
      leftAddress(controllerCertificate.fingerprint256, old.address, grace),
    ).resolves.toBe(true);
    // Seen when it left, not at the end of the watch.
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    expect(Date.now() - started).toBeLessThan(grace);
  });
});

describe('following a controller sent to DHCP', { timeout: 20_000 }, () => {
  it('keeps the old address when the controller never left it', async () => {
    const old = await answering(controllerCertificate);
    const { locate, asked } = locateAnswering(undefined);
    const result = await followToDhcp(connectionAt(old.address), locate, 4000);
    expect(result).toEqual({ address: old.address });
    expect(asked).toEqual([]);
  });

  it('finds it again by its certificate near the address it left', async () => {
    const old = await answering(controllerCertificate);
    const leased = await answering(controllerCertificate);
    await old.stop();
    const { locate, asked } = locateAnswering(leased.address);
    const result = await followToDhcp(connectionAt(old.address), locate, 4000);
    expect(result).toEqual({ address: leased.address });
    expect(asked).toEqual([
      {
        fingerprint256: controllerCertificate.fingerprint256,
        near: [old.address],
        timeoutMs: 4000,
      },
    ]);
  });

  it('reports it not back, with the old address, when it is not found', async () => {
    const old = await answering(controllerCertificate);
    await old.stop();
    const { locate } = locateAnswering(undefined);
    const result = await followToDhcp(connectionAt(old.address), locate, 4000);
    const host = old.address.host;
    expect(result).toEqual({
      error: {
        code: 'controller_not_back',
        message: NETWORK_WORDS.controllerLeftAddressDhcp(host, 4),
        details: { address: host, timeoutMs: 4000, dhcp: true },
      },
    });
    if (!('error' in result)) throw new Error('an error');
    expect(result.error.message.en).toContain(`left ${host} for an address from DHCP`);
    expect(result.error.message.en).toContain('within 4 s');
  });
});
