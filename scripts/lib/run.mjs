// Small helpers shared by the npm scripts. Tools are started as `node <their bin file>` rather
// than through node_modules/.bin so that the scripts behave the same on Linux, macOS and Windows
// (where .bin holds .cmd shims that need a shell).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: scripts always run from there, whatever the caller's directory. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const require = createRequire(join(root, 'package.json'));

/**
 * Absolute path of the executable a package declares in its package.json `bin` field.
 * @param {string} pkg package name
 * @param {string} [name] bin name, when the package has several
 * @returns {string}
 */
export function packageBin(pkg, name = pkg) {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  /** @type {{ bin?: string | Record<string, string> }} */
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[name];
  if (!bin) throw new Error(`${pkg} declares no executable named ${name}`);
  return join(dirname(manifestPath), bin);
}

/**
 * Runs a command with the terminal attached and returns its exit code (128 + n when a signal
 * ended it, as a shell would report it).
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 * @returns {number}
 */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) {
    console.error(`Could not start ${command}: ${result.error.message}`);
    return 127;
  }
  if (result.signal) return 128 + (constants.signals[result.signal] ?? 0);
  return result.status ?? 1;
}

/**
 * Runs a Node tool from node_modules by its package name and bin name.
 * @param {string} pkg
 * @param {string} name
 * @param {string[]} args
 * @returns {number}
 */
export function runPackageBin(pkg, name, args) {
  return run(process.execPath, [packageBin(pkg, name), ...args]);
}
