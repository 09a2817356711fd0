// Whether the built app in out/ is missing or older than what it is built from, and the build
// itself. `npm run web`, `npm start` (without Electron), the e2e tests and the benchmark all call
// this, so none of them ever serves a stale renderer.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root, runPackageBin } from './run.mjs';

/** What the renderer bundle is built from. */
const SOURCES = [
  'src/renderer',
  'src/shared',
  'electron.vite.config.ts',
  'package-lock.json',
  'tsconfig.web.json',
];

/** The built page; its time stamp stands for the whole build. */
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
  if (!existsSync(BUILT_PAGE)) return 'the app has not been built yet';
  const built = statSync(BUILT_PAGE).mtimeMs;
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
