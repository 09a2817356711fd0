// Whether the built app in out/ is missing or older than what it is built from, and the build
// itself. `npm run web`, `npm start` (without Electron), the e2e tests and the benchmark all call
// this, so none of them ever runs a stale renderer or host.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root, runPackageBin } from './run.mjs';

/** What `electron-vite build` builds from: every bundled layer and the build's own settings. */
const SOURCES = [
  'src/renderer',
  'src/shared',
  'src/host',
  'src/main',
  'src/preload',
  'src/core',
  'electron.vite.config.ts',
  'package-lock.json',
  'tsconfig.web.json',
];

/** The built browser host (a second entry of the main build) and the built page. */
export const BUILT_HOST = join(root, 'out', 'main', 'host.js');
export const BUILT_PAGE = join(root, 'out', 'renderer', 'index.html');

/** @param {string} path @returns {number} the newest modification time under path, in ms */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** @returns {string | undefined} why the build must be redone, or undefined when it is current */
export function staleReason() {
  if (!existsSync(BUILT_PAGE) || !existsSync(BUILT_HOST)) return 'the app has not been built yet';
  const built = Math.min(statSync(BUILT_PAGE).mtimeMs, statSync(BUILT_HOST).mtimeMs);
  const changed = SOURCES.find((source) => newest(join(root, source)) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}

/**
 * Builds the app (`electron-vite build`) when it is missing or stale.
 * @returns {number} 0 when the build is current, else the build's exit code
 */
export function ensureBuilt() {
  const reason = staleReason();
  if (!reason) return 0;
  console.log(`Building the app (${reason})...`);
  return runPackageBin('electron-vite', 'electron-vite', ['build']);
}
