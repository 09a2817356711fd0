/**
 * `turnkey api call` changing a controller of the open site goes the API console's way: the
 * change is read back and journalled on the site (before and after), a password never in the
 * journal; a broken body still exits 7 before anything is sent; a controller on no site is called
 * as before, with nothing journalled.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { SiteStore } from '../../../src/core/site/site-store';
import type { StartedSimulator } from '../helpers/start-simulator';
import { testSubnet } from '../simulator-cluster/cluster-support';
import { cliHarness, target } from './cli-harness';

vi.setConfig({ testTimeout: 60_000 });

const cli = cliHarness('apicall', { serialPrefix: 'APICALL' });
const { turnkey } = cli;
let onSite: StartedSimulator;
let offSite: StartedSimulator;

async function openSite() {
  const dataDir = cli.env().TURNKEY_DATA_DIR ?? '';
  const site = await new SiteStore(dataDir, { shell: 'cli', user: 'test' }).current();
  if (!site) throw new Error('no site open');
  return site;
}

beforeAll(async () => {
  await cli.open();
  const net = testSubnet();
  const [first, second] = await cli.trustedAt(net, [31, 32]);
  if (!first || !second) throw new Error('two simulators were asked for');
  [onSite, offSite] = [first, second];
  const site = await openSite();
  await site.upsertController({
    id: onSite.fingerprint,
    fingerprint256: onSite.fingerprint,
    address: { host: onSite.host, port: onSite.port },
    serial: 'APICALL-31',
  });
});
afterAll(() => cli.close());

describe('turnkey api call on a site', () => {
  it('journals a change to a controller of the open site, read back, without its password', async () => {
    const uuid = randomUUID();
    const person = JSON.stringify({ uuid, surname: 'Орлов', name: 'Пётр', dolzhnost: 'Техник' });
    const made = await turnkey([
      'api',
      'call',
      'POST',
      '/staff',
      '--body',
      person,
      '--controller',
      target(onSite),
      '--user',
      'admin',
    ]);
    expect(made.stderr).toContain('Journalled on site');
    expect(made.code).toBe(EXIT_CODES.ok);
    expect(JSON.parse(made.stdout)).toMatchObject({ status: 'success' });
    const secret = `pw-${randomUUID()}`;
    const login = await turnkey([
      'api',
      'call',
      'POST',
      '/auth_users',
      '--body',
      JSON.stringify({ login: 'night', password: secret, role: 'viewer' }),
      '--controller',
      target(onSite),
      '--user',
      'admin',
    ]);
    expect(login.code).toBe(EXIT_CODES.ok);
    const site = await openSite();
    const entries = (await site.journal.all()).filter((e) => e.action.startsWith('record.'));
    expect(entries.map((e) => [e.action, e.outcome, e.controllerLabel])).toEqual([
      ['record.created', 'succeeded', 'APICALL-31'],
      ['record.created', 'succeeded', 'APICALL-31'],
    ]);
    expect(entries[0]?.after).toMatchObject({ uuid, surname: 'Орлов' });
    expect(await readFile(site.journal.path, 'utf8')).not.toContain(secret);
  });

  it('refuses a broken body before sending, and calls a controller on no site as before', async () => {
    const broken = await turnkey([
      'api',
      'call',
      'POST',
      '/schedules/',
      '--body',
      '{"name":"x","intervals":[{"days":["mon"],"from":"9","to":"10:00"}]}',
      '--controller',
      target(onSite),
      '--user',
      'admin',
    ]);
    expect(broken.code).toBe(EXIT_CODES.validation);
    const off = await turnkey([
      'api',
      'call',
      'POST',
      '/schedules/',
      '--body',
      '{"name":"Night","intervals":[{"days":["mon"],"from":"20:00","to":"23:00"}]}',
      '--controller',
      target(offSite),
      '--user',
      'admin',
    ]);
    expect(off.code).toBe(EXIT_CODES.ok);
    expect(off.stderr).not.toContain('Journalled');
    const site = await openSite();
    expect((await site.journal.all()).filter((e) => e.action.startsWith('record.'))).toHaveLength(
      2,
    );
  });
});
