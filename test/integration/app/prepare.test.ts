/**
 * `AppServices.prepare` (core/app/commissioning.ts): the open site's first answer made ready while
 * the browser starts, without the look at the controllers that a page's read asks for. A
 * controller of the site is a plain TCP listener on loopback that counts who knocks: the watch's
 * look is one connection to it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteStore } from '../../../src/core/site/site-store';
import { APP_WATCH } from '../../../src/core/state/site-watch';
import type { AppServices } from '../../../src/core/app/app-services';
import { testHost } from '../helpers/start-simulator';
import { testAppServices } from '../helpers/test-app-services';

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i + 16).toString(16).toUpperCase()).join(
  ':',
);

interface Setup {
  services: AppServices;
  knocks: () => number;
  dispose(): Promise<void>;
}

let setup: Setup | undefined;
afterEach(async () => {
  await setup?.dispose();
  setup = undefined;
});

/** Services over a data folder whose open site (if `withSite`) holds one counted controller. */
async function start(withSite: boolean): Promise<Setup> {
  const dataDir = await mkdtemp(join(tmpdir(), 'turnkey-prepare-'));
  let knocks = 0;
  const host = testHost();
  const server: Server = createServer((socket) => {
    knocks++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as { port: number }).port;
  if (withSite) {
    const site = await new SiteStore(dataDir, { shell: 'cli', user: 'test' }).create('Prepared');
    await site.upsertController({
      id: FINGERPRINT,
      fingerprint256: FINGERPRINT,
      address: { host, port },
      serial: 'TKPREP1',
    });
  }
  const services = testAppServices({ dataDir });
  return {
    services,
    knocks: () => knocks,
    async dispose() {
      await services.dispose();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Long enough for a look asked for by a page's read to have started. */
const LOOK_DUE_MS = APP_WATCH.afterPageMs + 1_000;

describe('preparing the open site before a page asks', () => {
  it('reads and checks the site without looking at its controllers', async () => {
    setup = await start(true);
    await expect(setup.services.prepare()).resolves.toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, LOOK_DUE_MS));
    expect(setup.knocks()).toBe(0);
  });

  it('is what a page read is not: the page read asks for the look', async () => {
    setup = await start(true);
    const read = setup.services.handlers['site:current'];
    if (!read) throw new Error('no site:current handler');
    const answer = await read({});
    expect(answer.view?.controllers.map((c) => c.serial)).toEqual(['TKPREP1']);
    await expect.poll(() => setup?.knocks(), { timeout: LOOK_DUE_MS + 5_000 }).toBeGreaterThan(0);
  });

  it('does nothing and fails nothing when no site is open', async () => {
    setup = await start(false);
    await expect(setup.services.prepare()).resolves.toBeUndefined();
  });
});
