// Starts the built browser host (out/main/host.js, from src/host/index.ts) after making sure the
// build is current. Shared by `npm run web` and by `npm start` without the Electron binary.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { BUILT_HOST, ensureBuilt } from './app-build.mjs';
import { root } from './run.mjs';

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
  /** @param {NodeJS.Signals} signal */
  const forward = (signal) => host.kill(signal);
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
