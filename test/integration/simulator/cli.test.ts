/**
 * Done-criterion of the simulator issue: `turnkey simulate --listen HOST:PORT --data DIR` starts
 * from the sources, prints address and fingerprint, lets a client log in and list staff, and
 * stops cleanly on SIGINT. Option errors are refused before anything starts.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../../src/cli/main';
import { httpsCall } from '../helpers/https-request';
import { spawnSimulator } from '../helpers/spawn-simulator';
import { testHost } from '../helpers/start-simulator';

describe('turnkey simulate', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'turnkey-cli-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it('runs, answers login and GET /staff, and stops on SIGINT', async () => {
    const host = testHost();
    const sim = await spawnSimulator([
      '--listen',
      `${host}:0`,
      '--data',
      dataDir,
      '--firmware',
      '1.6',
      '--serial',
      'CLI-1',
    ]);
    expect(sim.url).toMatch(new RegExp(`^https://${host.replaceAll('.', '\\.')}:\\d+/api/v1$`));
    expect(sim.output().stdout).toContain(
      'Turnkey simulator CLI-1: firmware 1.6, modern staff fields',
    );
    expect(sim.output().stderr).toContain('admin:admin');
    const login = await httpsCall(`${sim.url}/login`, {
      method: 'POST',
      json: { login: 'admin', password: 'admin' },
    });
    expect(login.status).toBe(200);
    const token = (login.body as { token: string }).token;
    const staff = await httpsCall(`${sim.url}/staff?page=1&page_size=150`, { token });
    expect(staff.status).toBe(200);
    expect(staff.body).toEqual([]);
    expect((await httpsCall(`${sim.url}/error_logger`, { token })).status).toBe(404);
    sim.child.kill('SIGINT');
    expect(await sim.exited).toEqual({ code: 0, signal: null });
  });

  it('takes its administrator from TURNKEY_SIMULATOR_ADMIN, out of the process list', async () => {
    const data = await mkdtemp(join(tmpdir(), 'turnkey-cli-admin-'));
    const sim = await spawnSimulator(
      ['--listen', `${testHost()}:0`, '--data', data, '--serial', 'CLI-ENV'],
      20_000,
      { TURNKEY_SIMULATOR_ADMIN: 'boss:Env-Secret-42' },
    );
    try {
      const commandLine = await readFile(`/proc/${sim.child.pid}/cmdline`, 'utf8');
      expect(commandLine).toContain('simulate');
      expect(commandLine).not.toContain('Env-Secret-42');
      expect(sim.output().stderr).not.toContain('no --admin given');
      const login = (password: string) =>
        httpsCall(`${sim.url}/login`, { method: 'POST', json: { login: 'boss', password } });
      expect((await login('Env-Secret-42')).status).toBe(200);
      expect((await login('admin')).status).toBe(401);
    } finally {
      sim.child.kill('SIGINT');
      await sim.exited;
      await rm(data, { recursive: true, force: true });
    }
  });

  it('refuses bad options with a usage or failure exit code', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(
        await runCli(['node', 'turnkey', 'simulate', '--firmware', '2.0', '--data', dataDir]),
      ).toBe(2);
      expect(
        await runCli(['node', 'turnkey', 'simulate', '--staff-fields', 'odd', '--data', dataDir]),
      ).toBe(2);
      expect(
        await runCli(['node', 'turnkey', 'simulate', '--token-ttl', '0', '--data', dataDir]),
      ).toBe(2);
      expect(
        await runCli(['node', 'turnkey', 'simulate', '--listen', 'nowhere', '--data', dataDir]),
      ).toBe(2);
      expect(
        await runCli(['node', 'turnkey', 'simulate', '--admin', 'nopassword', '--data', dataDir]),
      ).toBe(2);
      expect(
        await runCli(['node', 'turnkey', 'simulate', '--serial', 'a b', '--data', dataDir]),
      ).toBe(2);
      const messages = stderr.mock.calls.map((c) => String(c[0])).join('');
      expect(messages).toContain('--listen must be HOST:PORT');
    } finally {
      stderr.mockRestore();
    }
  });
});
