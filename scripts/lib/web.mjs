// Starts the built browser host (out/main/host.js, from src/host/index.ts) after making sure the
// build is current. Shared by `npm run web` and by `npm start` without the Electron binary.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { BUILT_HOST, ensureBuilt } from './app-build.mjs';
import { root } from './run.mjs';

/** How long a signal to this script waits before it is passed on to the host. */
const FORWARD_DELAY_MS = 300;

/**
 * Runs the host until it exits. Ctrl+C in a terminal reaches the host directly (same process
 * group); a signal sent to this script alone (`kill`) is passed on, so the host always closes
 * its sockets and the exit code is the host's.
 * @param {string[]} args passed on to the host (`--port N`, `--no-open`)
 * @returns {Promise<number>} exit code
 */
export async function startBrowserHost(args) {
  const built = ensureBuilt();
  if (built !== 0) {
    console.error(`Turnkey: the build failed (exit code ${built}).`);
    return built;
  }
  const host = spawn(process.execPath, [BUILT_HOST, ...args], { cwd: root, stdio: 'inherit' });
  /**
   * Passed on after a moment, and only to a host still running: a Ctrl+C in a terminal reaches
   * the host directly too, and a copy arriving while the host is already exiting (after its
   * listeners, as Node tears down) would kill it by the signal instead of letting it exit 0.
   * @param {NodeJS.Signals} signal
   */
  const forward = (signal) => {
    setTimeout(() => {
      if (host.exitCode === null && host.signalCode === null) host.kill(signal);
    }, FORWARD_DELAY_MS).unref();
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    host.once('error', (error) => {
      console.error(`Turnkey: could not start the browser host: ${error.message}`);
      resolve(127);
    });
    host.once('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0));
    });
  });
}
