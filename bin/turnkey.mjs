#!/usr/bin/env node
// The `turnkey` command. It runs the bundled JavaScript in out/cli (docs/decisions.md, "The CLI
// is bundled"): no TypeScript is compiled when it starts. In a development checkout the bundle is
// rebuilt first, in about a second and with one line on standard error, whenever a source it
// was made from changed, so the command never runs older code than the sources.
//
// Every start checks that here, before the command runs: the check a current bundle passes is
// written out below, with nothing but node:fs, and bin/cli-build.mjs (the bundler's side, which
// decides again under its lock) is imported only when the bundle is missing, stale or being built.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// A reader that stops early (`turnkey site show | head`) closes the pipe under the command: it
// ends quietly with 0, as a filter does, not with the stream's error and its stack
// (docs/decisions.md, "Hard edges of the command line"). Any other stream error is left to fail.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EPIPE') process.exit(0);
    throw error;
  });
}

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/[\\/]$/, '');
const outDir = `${root}${sep}out${sep}cli`;
/** Written last by a build (bin/cli-build.mjs): its folder and the sources it was made from. */
const CURRENT = `${outDir}${sep}current.json`;

/** @param {string} path @returns {number} modification time in ms, 0 when missing */
const mtime = (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * The current build's entry, or undefined when there is none.
 * @returns {{ entry: string, sources: string[] } | undefined}
 */
function currentBuild() {
  try {
    /** @type {{ folder: string, sources: string[] }} */
    const current = JSON.parse(readFileSync(CURRENT, 'utf8'));
    const entry = `${outDir}${sep}${current.folder}${sep}main.cjs`;
    return existsSync(entry) ? { entry, sources: current.sources } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the build can run as it is: always where the sources or Vite are missing (an installed
 * command), else when no build is under way and neither bin/cli-build.mjs nor any source is newer
 * than the build, the rule of staleReason() in bin/cli-build.mjs.
 * @param {{ sources: string[] }} build
 * @returns {boolean}
 */
function runsAsItIs(build) {
  const sourcesHere =
    existsSync(`${root}${sep}src${sep}cli${sep}main.ts`) &&
    existsSync(`${root}${sep}node_modules${sep}vite${sep}package.json`);
  if (!sourcesHere) return true;
  if (existsSync(`${root}${sep}out${sep}cli.lock`)) return false;
  const built = mtime(CURRENT);
  const files = [`bin${sep}cli-build.mjs`, ...build.sources];
  return files.every((file) => {
    const modified = mtime(`${root}${sep}${file}`);
    return modified !== 0 && modified <= built;
  });
}

/**
 * Builds the bundle when it is missing or stale, then answers its entry.
 * @returns {Promise<string | undefined>} undefined when the command cannot run (said why)
 */
async function buildAndFind() {
  const { canBuild, cliEntry, ensureCliBuilt } = await import('./cli-build.mjs');
  if (canBuild()) {
    try {
      await ensureCliBuilt({ say: (line) => process.stderr.write(`${line}\n`) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`turnkey: the command does not build from its sources.\n${message}\n`);
      return undefined;
    }
  }
  const entry = cliEntry();
  if (!entry) {
    process.stderr.write(
      'turnkey: the command is not built; run `npm ci` (or `npm run build:cli`) in its folder.\n',
    );
  }
  return entry;
}

const build = currentBuild();
const entry = build && runsAsItIs(build) ? build.entry : await buildAndFind();
if (entry) {
  /** @type {{ runCli(argv: readonly string[]): Promise<number> }} */
  const cli = createRequire(import.meta.url)(entry);
  process.exitCode = await cli.runCli(process.argv);
} else {
  process.exitCode = 1;
}
