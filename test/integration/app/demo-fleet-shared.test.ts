/**
 * One demo site, whichever starts it (docs/decisions.md, "App wiring"): the app's demo and
 * `turnkey simulate --fleet` keep it in the same folder of the app data folder, so they present
 * the same certificates and a pin made with one trusts the other; a second start while one runs
 * uses it (the app) or says so in one sentence (the CLI); addresses held by some other program
 * give that sentence too, never a bare EADDRINUSE.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DemoController } from '../../../src/core/app/demo-site.service';
import { testHost } from '../helpers/start-simulator';
import {
  cliFleet,
  cliReady,
  demoApp,
  DEMO_SIZE,
  type CliFleet,
  type DemoApp,
} from './demo-fleet-support';

let dataDir: string;
const first = { host: testHost(), port: 20_000 + Math.floor(Math.random() * 10_000) };
const apps: DemoApp[] = [];
const clis: CliFleet[] = [];

function app(): DemoApp {
  const made = demoApp(dataDir, first);
  apps.push(made);
  return made;
}

function cli(): CliFleet {
  const made = cliFleet(dataDir, first);
  clis.push(made);
  return made;
}

async function stopAll(): Promise<void> {
  await Promise.all(clis.splice(0).map((c) => c.stop()));
  await Promise.all(apps.splice(0).map((a) => a.services.dispose()));
}

function byserial(controllers: DemoController[] | undefined): Map<string, string> {
  return new Map((controllers ?? []).map((c) => [c.serial, c.fingerprint256]));
}

function member(controllers: DemoController[] | undefined, serial: string): DemoController {
  const found = controllers?.find((c) => c.serial === serial);
  if (!found) throw new Error(`no ${serial}`);
  return found;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-demo-shared-'));
});

afterEach(stopAll);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the app demo and turnkey simulate --fleet', () => {
  it('share the data folder: the same certificates, and a pin made with one trusts the other', async () => {
    const starter = app();
    await starter.ok('demo:start', {});
    const demo = await starter.services.demo.controllers();
    expect(demo).toHaveLength(DEMO_SIZE);
    // Pinned from the app's demo.
    const one = member(demo, 'TKDEMO01');
    await starter.ok('trust:probe', { address: one.address });
    await starter.ok('trust:accept', {
      controllerId: one.fingerprint256,
      fingerprint256: one.fingerprint256,
    });
    await stopAll();

    const fleet = cli();
    await cliReady(fleet);
    expect(fleet.fingerprints()).toEqual(byserial(demo));
    expect(fleet.out()).toContain(`Data folders: ${join(dataDir, 'demo', 'TKDEMO01')}`);
    const probe = app();
    await expect(probe.ok('trust:probe', { address: one.address })).resolves.toMatchObject({
      controllerId: one.fingerprint256,
      trust: 'trusted',
    });
    // Pinned while the CLI's fleet runs, trusted in the app's demo afterwards.
    const two = member(demo, 'TKDEMO02');
    const seen = await probe.ok('trust:probe', { address: two.address });
    expect(seen.trust).toBe('new');
    await probe.ok('trust:accept', {
      controllerId: seen.controllerId,
      fingerprint256: seen.controllerId,
    });
    expect(await fleet.stop()).toBe(0);
    await stopAll();

    const again = app();
    await again.ok('demo:start', {});
    expect(byserial(await again.services.demo.controllers())).toEqual(byserial(demo));
    await expect(again.ok('trust:probe', { address: two.address })).resolves.toMatchObject({
      trust: 'trusted',
    });
  });

  it('started again while the app runs it: the app uses it, the CLI says so and fails', async () => {
    const owner = app();
    const answer = await owner.ok('demo:start', {});
    const running = await owner.services.demo.controllers();

    const second = app();
    await expect(second.ok('demo:start', {})).resolves.toEqual(answer);
    expect(await second.services.demo.controllers()).toEqual(running);
    // The second one stops without stopping the fleet it did not start.
    await second.services.dispose();
    const stillUp = await owner.ok('trust:probe', { address: member(running, 'TKDEMO03').address });
    expect(stillUp.controllerId).toBe(member(running, 'TKDEMO03').fingerprint256);

    const refused = cli();
    expect(await refused.exited).not.toBe(0);
    expect(refused.err()).toMatch(
      new RegExp(
        `^turnkey: The demo site’s addresses \\(.+\\) are in use by the demo site already running in process ${process.pid} \\(control channel http://127\\.0\\.0\\.1:\\d+\\)\\.\\n$`,
      ),
    );
    expect(refused.err()).not.toContain('EADDRINUSE');
    expect(owner.logged).toEqual([]);
  });

  it('started twice from the CLI: the second says the first runs it; the app uses it', async () => {
    const running = cli();
    await cliReady(running);
    const second = cli();
    expect(await second.exited).toBe(1);
    expect(second.err()).toContain(
      `are in use by the demo site already running in process ${running.child.pid}`,
    );
    expect(second.out()).toBe('');

    const user = app();
    const answer = await user.ok('demo:start', {});
    expect(answer.controllers).toBe(DEMO_SIZE);
    expect(byserial(await user.services.demo.controllers())).toEqual(running.fingerprints());
    await user.services.dispose();
    // Still the CLI's fleet: it stops cleanly on Ctrl+C.
    expect(await running.stop()).toBe(0);
  });
});

describe('demo addresses held by another program', () => {
  let blocker: Server;
  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(first, resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => blocker.close(resolve));
  });

  it('the app says so in one sentence in both languages, with its code', async () => {
    const error = await app().failure('demo:start', {});
    expect(error.code).toBe('demo_addresses_in_use');
    expect(error.message.en).toMatch(
      /^The demo site’s addresses \(.+\) are in use by another program: close it, then start the demo site again\.$/,
    );
    expect(error.message.en).toContain(String(first.port));
    expect(error.message.ru).toContain('заняты другой программой');
    expect(JSON.stringify(error)).not.toContain('EADDRINUSE');
  });

  it('the CLI says the same sentence and exits non-zero', async () => {
    const refused = cli();
    expect(await refused.exited).toBe(1);
    expect(refused.err()).toMatch(
      /^turnkey: The demo site’s addresses \(.+\) are in use by another program: close it, then start the demo site again\.\n$/,
    );
    expect(refused.err()).not.toContain('EADDRINUSE');
  });
});
