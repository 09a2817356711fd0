/**
 * How the next starter finds a running demo fleet (docs/decisions.md, "App wiring"): the fleet's
 * `fleet.json` counts only when its control channel answers with the token, so a file a hard kill
 * left behind, or one naming another token, never stops a new fleet; the file goes when the
 * fleet stops.
 */
import { existsSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Fleet } from '../../../src/simulator/fleet/fleet';
import { BEACON_FILE, findRunningFleet } from '../../../src/simulator/fleet/fleet-beacon';
import { testHost } from '../helpers/start-simulator';

let root: string;
const control = { host: '127.0.0.1', port: 0 };

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function start(): Promise<Fleet> {
  return Fleet.start({
    count: 2,
    first: { host: testHost(), port: 0 },
    dataRoot: root,
    staff: 20,
    control,
  });
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'turnkey-beacon-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the demo fleet beacon', () => {
  it('announces a running fleet to the next starter, readable by this user only, gone when it stops', async () => {
    const fleet = await start();
    try {
      const found = await findRunningFleet(root);
      expect(found?.pid).toBe(process.pid);
      expect(found?.controlUrl).toBe(fleet.control?.url);
      expect(found?.controllers).toEqual(
        fleet.members.map((m) => ({
          serial: m.serial,
          ...m.simulator.address,
          fingerprint256: m.simulator.fingerprint,
          up: true,
        })),
      );
      if (process.platform !== 'win32')
        expect((await stat(join(root, BEACON_FILE))).mode & 0o777).toBe(0o600);
      await expect(start()).rejects.toMatchObject({ code: 'fleet_in_use', running: found });
    } finally {
      await fleet.stop();
    }
    expect(existsSync(join(root, BEACON_FILE))).toBe(false);
    await expect(findRunningFleet(root)).resolves.toBeUndefined();
  });

  it('ignores a beacon whose control channel does not answer, or answers another token', async () => {
    const fleet = await start();
    const beacon = JSON.parse(await readFile(join(root, BEACON_FILE), 'utf8')) as {
      token: string;
    };
    const wrongToken = { ...beacon, token: 'not-the-token' };
    await writeFile(join(root, BEACON_FILE), JSON.stringify(wrongToken));
    await expect(findRunningFleet(root)).resolves.toBeUndefined();
    await fleet.stop();

    // Left behind by a hard kill: nothing answers there any more.
    const stale = { ...beacon, pid: 999_999, controlUrl: `http://127.0.0.1:${await closedPort()}` };
    await mkdir(root, { recursive: true });
    await writeFile(join(root, BEACON_FILE), JSON.stringify(stale));
    const next = await start();
    try {
      expect(next.members).toHaveLength(2);
      await expect(findRunningFleet(root)).resolves.toMatchObject({ pid: process.pid });
    } finally {
      await next.stop();
    }
  });

  // Linux and macOS connect 0.0.0.0 to this machine: a listener on loopback hears it unless the
  // beacon's address is refused first, as any address that is not loopback by name is.
  it.skipIf(process.platform === 'win32')(
    'never sends the token to an address not loopback',
    async () => {
      const heard: string[] = [];
      const server = createHttpServer((request, response) => {
        heard.push(request.headers.authorization ?? '');
        response.end('{"simulators":[]}');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as { port: number };
      try {
        await writeFile(
          join(root, BEACON_FILE),
          JSON.stringify({
            pid: process.pid,
            controlUrl: `http://0.0.0.0:${port}`,
            token: 'secret',
            controllers: [
              { serial: 'TKDEMO01', host: '127.0.0.11', port: 8443, fingerprint256: 'AB' },
            ],
          }),
        );
        await expect(findRunningFleet(root)).resolves.toBeUndefined();
        expect(heard).toEqual([]);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );
});
