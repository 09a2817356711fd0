/**
 * What a test of a `turnkey` command needs: the real command run in another process with its
 * own app data folder and keychain service, logging in as admin:admin, and simulators on a
 * loopback /24 of the test's own, each pinned with `turnkey trust` first.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import type { StartOptions, StartedSimulator } from '../helpers/start-simulator';
import { simulatorPool, testPort } from '../simulator-cluster/cluster-support';

const bin = fileURLToPath(new URL('../../../bin/turnkey.mjs', import.meta.url));

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export const target = (sim: StartedSimulator) => `${sim.host}:${sim.port}`;

export function cliHarness(name: string) {
  const service = `Turnkey CLI ${name} test ${randomBytes(4).toString('hex')}`;
  const pool = simulatorPool();
  const port = testPort();
  let dataDir = '';
  const harness = {
    port,
    pool,
    /** A fresh app data folder with a site open. */
    async open() {
      dataDir = await mkdtemp(join(tmpdir(), `turnkey-cli-${name}-`));
      const made = await harness.turnkey(['site', 'new', `${name} yard`]);
      if (made.code !== EXIT_CODES.ok) throw new Error(`site new failed: ${made.stderr}`);
    },
    async close() {
      await pool.stopAll();
      await rm(dataDir, { recursive: true, force: true });
    },
    turnkey(args: string[], env: Record<string, string> = {}): Promise<Run> {
      return new Promise((resolve) => {
        execFile(
          process.execPath,
          [bin, ...args],
          {
            env: {
              ...process.env,
              TURNKEY_DATA_DIR: dataDir,
              TURNKEY_KEYCHAIN_SERVICE: service,
              TURNKEY_PASSWORD: 'admin',
              ...env,
            },
            encoding: 'utf8',
          },
          (error, stdout, stderr) =>
            resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      });
    },
    /** A simulator at `host` on the file's port, pinned with `turnkey trust`. */
    async trusted(options: StartOptions & { host: string }): Promise<StartedSimulator> {
      const sim = await pool.start({ ...options, port });
      const pinned = await harness.turnkey(['trust', target(sim), '--accept', sim.fingerprint]);
      if (pinned.code !== EXIT_CODES.ok) throw new Error(`trust failed: ${pinned.stderr}`);
      return sim;
    },
  };
  return harness;
}
