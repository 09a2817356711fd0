/**
 * What a test of a `turnkey` command needs: the real command run in another process with its
 * own app data folder and keychain service, logging in as admin:admin, and simulators on a
 * loopback /24 of the test's own, each pinned with `turnkey trust` first.
 */
import { execFile, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import type { StartOptions, StartedSimulator } from '../helpers/start-simulator';
import { simulatorPool, testPort } from '../simulator-cluster/cluster-support';

const bin = fileURLToPath(new URL('../../../bin/turnkey.cjs', import.meta.url));

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliHarnessOptions {
  /** Serials of simulators started by `trustedAt` are `<serialPrefix>-<last>`. */
  serialPrefix?: string;
}

export const target = (sim: StartedSimulator) => `${sim.host}:${sim.port}`;

/** `--controller host:port` for each simulator, in order. */
export const controllers = (sims: readonly StartedSimulator[]) =>
  sims.flatMap((sim) => ['--controller', target(sim)]);

export function cliHarness(name: string, options: CliHarnessOptions = {}) {
  const service = `Turnkey CLI ${name} test ${randomBytes(4).toString('hex')}`;
  const serialPrefix = options.serialPrefix ?? name.toUpperCase();
  const pool = simulatorPool();
  /** One port for the file: controllers of a test differ by address, in a /24 of their own. */
  const port = testPort();
  let dataDir = '';

  /** The command's environment: this file's data folder and keychain, admin:admin, then `extra`. */
  const env = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
    ...process.env,
    TURNKEY_DATA_DIR: dataDir,
    TURNKEY_KEYCHAIN_SERVICE: service,
    TURNKEY_PASSWORD: 'admin',
    ...extra,
  });

  /** Runs `turnkey` to its end, logging in as admin:admin unless `extra` says otherwise. */
  const turnkey = (args: string[], extra: Record<string, string> = {}): Promise<Run> =>
    new Promise((resolve) => {
      execFile(
        process.execPath,
        [bin, ...args],
        { env: env(extra), encoding: 'utf8' },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  /** A simulator at `host` on the file's port, pinned with `turnkey trust`. */
  const trusted = async (start: StartOptions & { host: string }): Promise<StartedSimulator> => {
    const sim = await pool.start({ ...start, port });
    const pinned = await turnkey(['trust', target(sim), '--accept', sim.fingerprint]);
    if (pinned.code !== EXIT_CODES.ok) throw new Error(`trust failed: ${pinned.stderr}`);
    return sim;
  };

  return {
    port,
    pool,
    env,
    turnkey,
    trusted,
    /** A fresh app data folder with a site open. */
    open: async () => {
      dataDir = await mkdtemp(join(tmpdir(), `turnkey-cli-${name}-`));
      const made = await turnkey(['site', 'new', `${name} yard`]);
      if (made.code !== EXIT_CODES.ok) throw new Error(`site new failed: ${made.stderr}`);
    },
    close: async () => {
      await pool.stopAll();
      await rm(dataDir, { recursive: true, force: true });
    },
    /** Starts `turnkey` and hands back the running process, for a test that signals it. */
    spawn: (args: string[], extra: Record<string, string> = {}): ChildProcessWithoutNullStreams =>
      spawn(process.execPath, [bin, ...args], { env: env(extra) }),
    /**
     * Simulators at `net`.`last` for each of `lasts`, one after another, serials
     * `<serialPrefix>-<last>` unless `start` names one, each pinned with `turnkey trust`.
     */
    trustedAt: async (
      net: string,
      lasts: readonly number[],
      start: StartOptions = {},
    ): Promise<StartedSimulator[]> => {
      const sims: StartedSimulator[] = [];
      for (const last of lasts) {
        sims.push(
          await trusted({ serial: `${serialPrefix}-${last}`, ...start, host: `${net}.${last}` }),
        );
      }
      return sims;
    },
    /**
     * A simulator at `net`.`last`, pinned, on which admin:admin (the login the command uses) is
     * an operator: it may read but not change anything (D2). Its own administrator is root:root.
     */
    trustedOperator: async (net: string, last: number): Promise<StartedSimulator> => {
      const sim = await trusted({
        serial: `${serialPrefix}-${last}`,
        host: `${net}.${last}`,
        admin: { login: 'root', password: 'root' },
      });
      const token = await sim.login('root', 'root');
      const user = { login: 'admin', password: 'admin', role: 'operator' };
      const made = await sim.request('POST', '/auth_users', { token, json: user });
      if (made.status !== 201) throw new Error(`operator not made: ${made.status}`);
      return sim;
    },
  };
}
