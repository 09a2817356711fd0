/**
 * Every write acknowledged to a client survives a hard kill. A burst of
 * concurrent POST /staff runs against a `turnkey simulate` process, which is SIGKILLed in the
 * middle of it; after a restart on the same data folder every acknowledged person is there,
 * intact. The restarted process then stops cleanly on SIGTERM.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { httpsCall } from '../helpers/https-request';
import { spawnSimulator } from '../helpers/spawn-simulator';
import { testHost } from '../helpers/start-simulator';

const WORKERS = 24;
const KILL_AFTER_ACKS = 400;

async function login(url: string, agent?: Agent): Promise<string> {
  const res = await httpsCall(`${url}/login`, {
    method: 'POST',
    json: { login: 'admin', password: 'burst-pw' },
    ...(agent ? { agent } : {}),
  });
  return (res.body as { token: string }).token;
}

describe('durability under a hard kill', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write across SIGKILL and restart', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'turnkey-kill-'));
    const args = ['--listen', `${testHost()}:0`, '--data', dataDir, '--admin', 'admin:burst-pw'];
    const first = await spawnSimulator(args);
    const agent = new Agent({ keepAlive: true, maxSockets: WORKERS });
    const token = await login(first.url, agent);
    const acked = new Map<string, string>();
    let killed = false;
    let failures = 0;

    // Each worker sends until a request fails: an answer already on its way when the kill came is
    // an acknowledged write too, and the request after it meets the killed process, so every
    // worker ends in a failure however fast the process answered before it died.
    const worker = async (w: number) => {
      for (let i = 0; ; i++) {
        const uuid = randomUUID();
        const surname = `Burst-${w}-${i}`;
        try {
          const res = await httpsCall(`${first.url}/staff`, {
            method: 'POST',
            token,
            agent,
            json: { surname, name: 'K', dolzhnost: 'kill test', uuid, pin: String(i % 1e8) },
          });
          if (res.status !== 201) throw new Error(`unexpected ${res.status}: ${res.text}`);
          acked.set(uuid, surname);
          if (acked.size >= KILL_AFTER_ACKS && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        } catch (error) {
          if (!killed) throw error;
          failures++;
          return;
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    agent.destroy();
    const end = await first.exited;
    expect(end.signal).toBe('SIGKILL');
    expect(failures).toBe(WORKERS);
    expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

    const second = await spawnSimulator(args);
    const again = await login(second.url);
    const found = new Map<string, string>();
    for (let page = 1; ; page++) {
      const res = await httpsCall(`${second.url}/staff?page=${page}&page_size=150`, {
        token: again,
      });
      const rows = res.body as Array<{ uuid: string; surname: string }>;
      for (const row of rows) found.set(row.uuid, row.surname);
      if (rows.length < 150) break;
    }
    const lost = [...acked].filter(([uuid, surname]) => found.get(uuid) !== surname);
    expect(lost).toEqual([]);
    expect(second.fingerprint).toBe(first.fingerprint);

    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(second.output().stdout).toContain('Stopped.');
  });
});
