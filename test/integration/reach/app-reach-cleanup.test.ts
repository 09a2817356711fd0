/**
 * The app removes temporary addresses on its own (docs/decisions.md, "Reaching a controller on
 * another network"): the one a killed run left is removed as the app starts, its own as it
 * closes, each journalled on the site it was added for. For real, on a veth link of the test's
 * namespace with `ip`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../../src/core/app/app-services';
import { AddressRecord } from '../../../src/core/reach/address-record';
import { osUser } from '../../../src/core/engine/os-user';
import { SiteStore } from '../../../src/core/site/site-store';
import { reachLanBroken, reachLanMissing } from './reach-lan';
import { testAppServices } from '../helpers/test-app-services';

const missing = reachLanMissing();
const LINK = `tkRchApp${process.pid % 1000}`;
let dataDir = '';

function ip(args: string[]): string {
  const run = spawnSync('ip', args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`ip ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

const onLink = (): string[] =>
  (
    JSON.parse(ip(['-j', 'addr', 'show', 'dev', LINK])) as Array<{
      addr_info: Array<{ family: string; local: string }>;
    }>
  )
    .flatMap((link) => link.addr_info)
    .filter((a) => a.family === 'inet')
    .map((a) => a.local);

function app(): AppServices {
  return testAppServices({
    dataDir,
    demo: {
      startFleet: () => Promise.reject(new Error('no demo here')),
      first: { host: '127.0.0.1', port: 1 },
      size: 1,
    },
  });
}

async function until(check: () => boolean): Promise<void> {
  for (let tries = 0; tries < 100 && !check(); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  if (missing) return;
  const broken = reachLanBroken();
  if (broken) throw new Error(`cannot make a link to add addresses on: ${broken}`);
  ip(['link', 'add', LINK, 'type', 'veth', 'peer', 'name', `${LINK}p`]);
  ip(['link', 'set', LINK, 'up']);
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-reach-app-'));
});

afterAll(async () => {
  if (!missing) spawnSync('ip', ['link', 'del', LINK]);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(missing !== undefined)(`the app's temporary addresses ${missing ?? ''}`, () => {
  it('removes a killed run’s address at start and its own as it closes, journalled', async () => {
    const site = await new SiteStore(dataDir, { shell: 'cli', user: osUser() }).create('App');
    const record = new AddressRecord(dataDir);
    const line = {
      interface: LINK,
      prefix: 24,
      addedAt: new Date().toISOString(),
      siteId: site.id,
    };
    ip(['addr', 'add', '10.98.0.254/24', 'dev', LINK]);
    ip(['addr', 'add', '10.97.0.254/24', 'dev', LINK]);
    // A run that was killed (a process id no process has) and this one.
    await record.add({ ...line, address: '10.98.0.254', pid: 2 ** 22 + 11, controller: 'SN-A' });
    await record.add({ ...line, address: '10.97.0.254', pid: process.pid, controller: 'SN-B' });

    const services = app();
    await until(() => !onLink().includes('10.98.0.254'));
    expect(onLink()).toEqual(['10.97.0.254']);
    await services.dispose();
    expect(onLink()).toEqual([]);
    expect(await record.list()).toEqual([]);

    const journal = (await readFile(join(site.dir, 'journal.jsonl'), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map(
        (text) =>
          JSON.parse(text) as {
            action: string;
            controllerLabel?: string;
            summary?: { en: string };
          },
      );
    expect(journal.slice(1).map((e) => [e.action, e.controllerLabel, e.summary?.en])).toEqual([
      [
        'reach.removed',
        'SN-A',
        `Temporary address 10.98.0.254/24 removed from ${LINK} at the next start, after the run that added it was stopped without closing.`,
      ],
      [
        'reach.removed',
        'SN-B',
        `Temporary address 10.97.0.254/24 removed from ${LINK} as the run that added it closed.`,
      ],
    ]);
  }, 60_000);
});
