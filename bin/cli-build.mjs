// The bundle the `turnkey` command runs (docs/decisions.md, "The CLI is bundled"): src/cli/main.ts
// and everything it imports from src/, as plain JavaScript in out/cli/, with npm packages left as
// imports. Each sub-command is a chunk of its own, loaded only when it runs.
//
// `node bin/cli-build.mjs` builds it when it is missing or stale (`npm run build:cli`, and the
// `prepare` script after `npm ci`); `--force` builds it anyway. bin/turnkey.mjs calls
// ensureCliBuilt() so a development checkout never runs a bundle older than its sources.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'out', 'cli');
/** The built entry; it exports runCli. */
export const CLI_ENTRY = join(outDir, 'main.js');
/** Written last by a build: the source files the bundle was made from. */
const STAMP = join(outDir, 'sources.json');
/** Held while a build runs, so that commands started at the same time build once. */
const LOCK = join(root, 'out', 'cli.lock');
/** A lock older than this was left by a build that died. */
const LOCK_STALE_MS = 120_000;
const SELF = fileURLToPath(import.meta.url);

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

/** @returns {string | undefined} why the bundle must be (re)built, or undefined when current */
export function staleReason() {
  const built = mtime(STAMP);
  if (built === 0 || !existsSync(CLI_ENTRY)) return 'it has not been built yet';
  /** @type {{ sources: string[] }} */
  const stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
  const changed = [SELF, ...stamp.sources.map((source) => join(root, source))].find((path) => {
    const modified = mtime(path);
    return modified === 0 || modified > built;
  });
  return changed ? `${relative(root, changed)} changed` : undefined;
}

/** @returns {Promise<string[]>} the source files in the bundle, relative to the root */
async function build() {
  const { build: viteBuild } = await import('vite');
  const output = await viteBuild({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    envDir: false,
    build: {
      // A Node program: npm packages stay imports (they are installed beside it).
      ssr: true,
      target: 'node20',
      outDir,
      emptyOutDir: true,
      minify: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: { main: join(root, 'src', 'cli', 'main.ts') },
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
        },
      },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const sources = new Set();
  for (const result of outputs) {
    if (!('output' in result)) continue;
    for (const chunk of result.output) {
      if (chunk.type !== 'chunk') continue;
      for (const id of chunk.moduleIds) {
        const path = id.split('?')[0] ?? id;
        if (path.startsWith(root + sep) && !path.includes(`${sep}node_modules${sep}`)) {
          sources.add(relative(root, path).split(sep).join('/'));
        }
      }
    }
  }
  return [...sources].sort();
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
    const sources = await build();
    writeFileSync(STAMP, `${JSON.stringify({ sources }, null, 2)}\n`);
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
