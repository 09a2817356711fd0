// The bundle the `turnkey` command runs (docs/decisions.md, "The CLI is bundled"): src/cli/main.ts
// and everything it imports from src/, as plain JavaScript under out/cli/, with npm packages left
// as imports. Each sub-command is a chunk of its own, loaded only when it runs.
//
// The chunks are CommonJS (.cjs), which bin/turnkey.cjs loads with require(): Node reads a
// required file at once, where an ES module is read through its worker threads (open, stat, read
// and close, one hand-over each) and each `node:` module it imports gets a wrapper of all its
// exports. A start of `turnkey discover` switched threads about half as often (perf stat,
// context-switches), which is what a start pays on an idle machine whose cores must be woken.
//
// `node bin/cli-build.mjs` builds it when it is missing or stale (`npm run build:cli`, and the
// `prepare` script after `npm ci`); `--force` builds it anyway. bin/turnkey.cjs calls
// ensureCliBuilt() so a development checkout never runs a bundle older than its sources.
//
// How a build is made is bin/cli-build/bundle.mjs; this file decides when, under its lock.
//
// Each build goes to a folder of its own, and out/cli/current.json (replaced in one rename) says
// which one is current: a command that started on the previous build still finds every chunk
// it loads while a new one is written. Builds replaced more than ten minutes ago are removed.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildBundle } from './cli-build/bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'out', 'cli');
/** Written last by a build: its folder and the source files it was made from. */
const CURRENT = join(outDir, 'current.json');
/** Held while a build runs, so that commands started at the same time build once. */
const LOCK = join(root, 'out', 'cli.lock');
/** A lock older than this was left by a build that died. */
const LOCK_STALE_MS = 120_000;
/** A replaced build is kept this long for the commands still running on it. */
const KEEP_REPLACED_MS = 10 * 60_000;
const SELF = fileURLToPath(import.meta.url);
/** The entry of a build, in its folder: it exports runCli. */
const ENTRY = 'main.cjs';
/**
 * @typedef {object} Current
 * @property {string} folder the build's folder under out/cli
 * @property {string[]} sources the source files in it, relative to the root
 */

/**
 * Whether this is a checkout with the sources and the development dependencies installed (npm
 * puts vite at the top of node_modules). Checked on every start, so it only looks for two files.
 * @returns {boolean}
 */
export function canBuild() {
  return (
    existsSync(join(root, 'src', 'cli', 'main.ts')) &&
    existsSync(join(root, 'node_modules', 'vite', 'package.json'))
  );
}

/** @param {string} path @returns {number} modification time in ms, 0 when missing */
function mtime(path) {
  return statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0;
}

/** @returns {Current | undefined} */
function readCurrent() {
  try {
    return JSON.parse(readFileSync(CURRENT, 'utf8'));
  } catch {
    return undefined;
  }
}

/** @returns {string | undefined} the built entry (it exports runCli), if there is a build */
export function cliEntry() {
  const current = readCurrent();
  const entry = current && join(outDir, current.folder, ENTRY);
  return entry && existsSync(entry) ? entry : undefined;
}

/** @returns {string | undefined} why the bundle must be (re)built, or undefined when current */
export function staleReason() {
  const current = readCurrent();
  if (!current || !cliEntry()) return 'it has not been built yet';
  const built = mtime(CURRENT);
  // Run on every start: the paths are put together by hand, join() costs more than the stats.
  const changed = [SELF, ...current.sources.map((source) => `${root}${sep}${source}`)].find(
    (path) => {
      const modified = mtime(path);
      return modified === 0 || modified > built;
    },
  );
  return changed ? `${relative(root, changed)} changed` : undefined;
}

/**
 * Removes the builds replaced long enough ago that no command can still be loading from them.
 * @param {string} current the folder of the build just made
 */
function removeReplacedBuilds(current) {
  for (const entry of readdirSync(outDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === current) continue;
    const path = join(outDir, entry.name);
    if (Date.now() - mtime(path) > KEEP_REPLACED_MS) rmSync(path, { recursive: true, force: true });
  }
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes the build lock, waiting for another build to end; a dead build's lock is taken over. */
async function lock() {
  mkdirSync(dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      return;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      if (Date.now() - mtime(LOCK) > LOCK_STALE_MS) rmSync(LOCK, { recursive: true, force: true });
      else await sleep(100);
    }
  }
}

/**
 * Builds the bundle when it is missing or stale (or always, with force), saying why in one line
 * through `say`. Several processes may call this at once: one builds, the others wait for it.
 * @param {{ force?: boolean, say?: (line: string) => void }} [options]
 * @returns {Promise<boolean>} whether it built
 */
export async function ensureCliBuilt({ force = false, say = () => {} } = {}) {
  if (!force && !existsSync(LOCK) && !staleReason()) return false;
  await lock();
  try {
    const reason = force ? 'asked to' : staleReason();
    if (!reason) return false;
    say(`Building the turnkey command (${reason})...`);
    const folder = `build-${Date.now().toString(36)}-${process.pid}`;
    const sources = await buildBundle(root, join(outDir, folder));
    /** @type {Current} */
    const current = { folder, sources };
    const replaced = readCurrent()?.folder;
    writeFileSync(`${CURRENT}.${process.pid}`, `${JSON.stringify(current, null, 2)}\n`);
    renameSync(`${CURRENT}.${process.pid}`, CURRENT);
    // Its time is now the time it was replaced, from which it is kept KEEP_REPLACED_MS.
    if (replaced && existsSync(join(outDir, replaced))) {
      const now = new Date();
      utimesSync(join(outDir, replaced), now, now);
    }
    removeReplacedBuilds(folder);
    return true;
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  if (!canBuild()) {
    console.log('The turnkey command is not built here: the sources or vite are not installed.');
  } else {
    const started = performance.now();
    const built = await ensureCliBuilt({
      force: process.argv.includes('--force'),
      say: (line) => console.log(line),
    });
    const ms = Math.round(performance.now() - started);
    console.log(built ? `Built out/cli in ${ms} ms.` : 'out/cli is up to date.');
  }
}
