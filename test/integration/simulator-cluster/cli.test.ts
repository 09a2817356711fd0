/**
 * The simulator's cluster behaviour from the command line: `turnkey simulate` advertises over mDNS
 * unless `--no-mdns`, leases from `--dhcp-pool`, and refuses a malformed `--dhcp-pool` or
 * `--peer` as a usage error (exit code 2) before anything starts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Bonjour, type Service } from 'bonjour-service';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../../src/cli/main';
import { httpsCall } from '../helpers/https-request';
import { spawnSimulator, type SpawnedSimulator } from '../helpers/spawn-simulator';
import { testPort, testSubnet, waitFor } from './cluster-support';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((stop) => stop()));
});

async function spawned(args: string[]): Promise<SpawnedSimulator> {
  const dataDir = await mkdtemp(join(tmpdir(), 'turnkey-cli-'));
  const sim = await spawnSimulator([...args, '--data', dataDir, '--admin', 'admin:secret']);
  cleanups.push(async () => {
    sim.child.kill('SIGTERM');
    await sim.exited;
    await rm(dataDir, { recursive: true, force: true });
  });
  return sim;
}

describe('turnkey simulate, part 2 options', () => {
  it('advertises unless --no-mdns, and leases from --dhcp-pool', async () => {
    const net = testSubnet();
    const port = testPort();
    const bonjour = new Bonjour({ interface: '127.0.0.1', bind: '0.0.0.0' } as object);
    const seen = new Map<string, Service>();
    const browser = bonjour.find({ type: 'https' }, (s) =>
      seen.set(String((s.txt as Record<string, unknown> | undefined)?.serial), s),
    );
    cleanups.push(() => {
      browser.stop();
      return new Promise<void>((resolve) => bonjour.destroy(() => resolve()));
    });
    const [loud, quiet] = await Promise.all([
      spawned(['--listen', `${net}.10:${port}`, '--serial', 'CLI-MDNS']),
      spawned([
        '--listen',
        `${net}.11:${port}`,
        '--serial',
        'CLI-QUIET',
        '--no-mdns',
        '--dhcp-pool',
        `${net}.10-${net}.12`,
        '--peer',
        `CLI-MDNS@${net}.10:${port}`,
      ]),
    ]);
    const advert = await waitFor(() => seen.get('CLI-MDNS'), 'the advert of CLI-MDNS');
    expect(advert.referer?.address).toBe(`${net}.10`);

    const login = await httpsCall(`${quiet.url}/login`, {
      method: 'POST',
      json: { login: 'admin', password: 'secret' },
    });
    const token = (login.body as { token: string }).token;
    const dhcp = await httpsCall(`${quiet.url}/network`, {
      method: 'POST',
      token,
      json: { dhcp: true },
    });
    expect(dhcp.status).toBe(200);
    // .10 is taken by the other simulator, .11 is its own: it keeps it.
    const network = await httpsCall(`${quiet.url}/network`, { token });
    expect(network.body).toMatchObject({ data: [{ dhcp: true, ip: `${net}.11` }] });
    // --peer: it can take the other as a VPN member without a search.
    const sync = await httpsCall(`${quiet.url}/vpn/master/sync/CLI-MDNS/start`, {
      method: 'POST',
      token,
    });
    expect(sync.status).toBe(200);
    expect(seen.has('CLI-QUIET')).toBe(false);
    expect(loud.url).toContain(`${net}.10`);
  });

  it('refuses a malformed --dhcp-pool or --peer as a usage error', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      for (const args of [
        ['--dhcp-pool', '127.0.0.20-127.0.0.10'],
        ['--dhcp-pool', 'nowhere'],
        ['--peer', 'no-at-sign'],
        ['--peer', 'TK-1@127.0.0.1'],
      ]) {
        expect(await runCli(['node', 'turnkey', 'simulate', ...args]), args.join(' ')).toBe(2);
      }
      const messages = stderr.mock.calls.map((c) => String(c[0])).join('');
      expect(messages).toContain('--peer must be SERIAL@HOST:PORT');
    } finally {
      stderr.mockRestore();
    }
  });
});
