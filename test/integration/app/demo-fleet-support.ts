/**
 * The two ways to start the demo site, side by side: the app's demo service through its channels
 * (core/app/app-services.ts, as both shells wire it) and `turnkey simulate --fleet` as a user runs
 * it, in a child process whose app data folder is the test's (TURNKEY_DATA_DIR).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, vi } from 'vitest';
import type { AppServices } from '../../../src/core/app/app-services';
import type { IpcResult } from '../../../src/shared/ipc/channel';
import type { ChannelName, ChannelOutput } from '../../../src/shared/ipc/channels';
import { createDispatcher } from '../../../src/shared/ipc/dispatch';
import type { ErrorData } from '../../../src/shared/errors/error-data';

import { testAppServices } from '../helpers/test-app-services';

const BIN = fileURLToPath(new URL('../../../bin/turnkey.cjs', import.meta.url));

export const DEMO_SIZE = 3;

export interface DemoApp {
  services: AppServices;
  logged: string[];
  ok<N extends ChannelName>(channel: N, input: unknown): Promise<ChannelOutput<N>>;
  failure(channel: ChannelName, input: unknown): Promise<ErrorData>;
}

/** The app's services on `dataDir`, its demo site at `first` (a fixed port, as in the app). */
export function demoApp(dataDir: string, first: { host: string; port: number }): DemoApp {
  const logged: string[] = [];
  const services = testAppServices({
    dataDir,
    noKeychain: 'the demo tests keep no passwords',
    demo: { first, size: DEMO_SIZE },
    log: (message) => logged.push(message),
  });
  const dispatch = createDispatcher(services.handlers, {
    onUnexpected: (c, e) => logged.push(`${c}: ${String(e)}`),
  });
  return {
    services,
    logged,
    async ok(channel, input) {
      const result = (await dispatch(channel, input)) as IpcResult<ChannelOutput<typeof channel>>;
      if (!result.ok) throw new Error(`${channel}: ${JSON.stringify(result.error)}`);
      return result.value;
    },
    async failure(channel, input) {
      const result = await dispatch(channel, input);
      if (result.ok) throw new Error(`${channel} answered ${JSON.stringify(result.value)}`);
      return result.error;
    },
  };
}

export interface CliFleet {
  child: ChildProcess;
  out: () => string;
  err: () => string;
  exited: Promise<number | null>;
  /** Serial to fingerprint, from the printed table. */
  fingerprints: () => Map<string, string>;
  stop: () => Promise<number | null>;
}

/** `turnkey simulate --fleet` with no `--data`: its data goes where the app data folder says. */
export function cliFleet(dataDir: string, first: { host: string; port: number }): CliFleet {
  const child = spawn(
    process.execPath,
    [
      BIN,
      'simulate',
      '--fleet',
      String(DEMO_SIZE),
      '--listen',
      `${first.host}:${first.port}`,
      '--no-mdns',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TURNKEY_DATA_DIR: dataDir },
    },
  );
  let out = '';
  let err = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    out: () => out,
    err: () => err,
    exited,
    fingerprints: () =>
      new Map(
        [...out.matchAll(/^https:\/\/\S+ +(TKDEMO\d\d) +\S+ +\S+ +([0-9A-F:]{95})$/gm)].map(
          (row) => [row[1] ?? '', row[2] ?? ''],
        ),
      ),
    async stop() {
      if (child.exitCode === null) child.kill('SIGINT');
      return exited;
    },
  };
}

/** Waits until the CLI's fleet is up; fails at once when the command ends instead. */
export async function cliReady(cli: CliFleet): Promise<void> {
  const ended = cli.exited.then((code) => {
    throw new Error(`turnkey simulate --fleet ended with ${code}: ${cli.err()}`);
  });
  const up = vi.waitFor(() => expect(cli.out()).toContain('Press Ctrl+C'), {
    timeout: 25_000,
    interval: 100,
  });
  await Promise.race([up, ended]);
}
