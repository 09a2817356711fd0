#!/usr/bin/env node
// The `turnkey` command. It runs the bundled JavaScript in out/cli (docs/decisions.md, "The CLI
// is bundled"): no TypeScript is compiled when it starts. This file is CommonJS, as the bundle
// is: Node started from an ES module sets up its ES module loader first, some 3 ms of CPU time
// of every start. In a development checkout the bundle is rebuilt first, in about a second and
// with one line on standard error, whenever a source it was made from changed, so the command
// never runs older code than the sources.
//
// Every start checks that here, before the command runs: the check a current bundle passes is
// written out below, with nothing but node:fs, and bin/cli-build.mjs (the bundler's side, which
// decides again under its lock) is imported only when the bundle is missing, stale or being built.
const {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} = require('node:fs');
const { createRequire } = require('node:module');
const { basename, dirname, sep } = require('node:path');
const { Script, constants: vmConstants } = require('node:vm');

// A reader that stops early (`turnkey site show | head`) closes the pipe under the command: it
// ends quietly with 0, as a filter does, not with the stream's error and its stack
// (docs/decisions.md, "Hard edges of the command line"). Any other stream error is left to fail.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EPIPE') process.exit(0);
    throw error;
  });
}

const root = dirname(__dirname);
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

/** @param {string} path @returns {Buffer | undefined} */
function readIfThere(path) {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Writes V8's code of each chunk this start compiled without it; in one rename each, so that a
 * command starting meanwhile reads a whole file or none. A folder it may not write to (an
 * installed command's) only means the next start compiles again.
 * @param {string} folder
 * @param {{ script: Script, file: string }[]} compiled
 */
function saveCompiledCode(folder, compiled) {
  try {
    mkdirSync(folder, { recursive: true });
    for (const { script, file } of compiled) {
      writeFileSync(`${file}.${process.pid}`, script.createCachedData());
      renameSync(`${file}.${process.pid}`, file);
    }
  } catch {
    // Not cached: the next start compiles these chunks as this one did.
  }
}

/** @typedef {{ exports: unknown }} Chunk what a chunk is given as `module` */

/**
 * Loads the chunks of a build itself rather than through Node's `require`: the bundle is the
 * entry and its chunks, each naming the others by a path relative to its own folder ("./x.cjs",
 * "../main.cjs"), so a chunk's path is its folder joined with that name, with none of what Node
 * does first to find a file (a `stat` of each candidate, the real path, the package.json files of
 * every folder above it for its "type" and "exports"): some 0.1 ms a chunk, 4 to 5 ms of CPU of
 * the 45 chunks `turnkey site show` loads. Anything else a chunk requires (a `node:` module, an
 * npm package left out of the bundle) goes to Node's own `require`, made once for the build.
 *
 * Each chunk starts from V8's code cache, kept in the build's folder: V8 then neither parses a
 * chunk again nor compiles the functions an earlier start ran (10 to 20 ms of CPU time of the 50
 * to 70 the bundle took up to `turnkey discover`'s first controller, on a busy development
 * machine). Each chunk's code is written when the process exits after a start that had none,
 * with every function that start compiled. The chunk runs in the wrapper Node's loader gives a
 * CommonJS file, with the same five arguments.
 * @param {string} entry the build's entry: its folder holds the chunks and their cache
 * @returns {(file: string) => unknown} loads a chunk of the build by its path, answers its exports
 */
function chunkLoader(entry) {
  const buildDir = dirname(entry);
  const cacheDir = `${buildDir}${sep}code-cache`;
  /** @type {Map<string, Chunk>} */
  const chunks = new Map();
  /** @type {{ script: Script, file: string }[]} */
  const compiled = [];
  /** @type {NodeJS.Require | undefined} */
  let nodeRequire;
  process.once('exit', () => {
    if (compiled.length > 0) saveCompiledCode(cacheDir, compiled);
  });

  /** @param {string} dir @param {string} id @returns {string} the chunk that id names from dir */
  const chunkPath = (dir, id) => {
    let folder = dir;
    let rest = id;
    for (;;) {
      if (rest.startsWith('./')) rest = rest.slice(2);
      else if (rest.startsWith('../')) {
        rest = rest.slice(3);
        folder = dirname(folder);
      } else return `${folder}${sep}${rest.split('/').join(sep)}`;
    }
  };

  /** @param {string} dir @returns {NodeJS.Require} what a chunk in dir is given as `require` */
  const requireFrom = (dir) => {
    /** @param {string} id */
    const require = (id) => {
      if (id.startsWith('./') || id.startsWith('../')) return load(chunkPath(dir, id));
      nodeRequire ??= createRequire(entry);
      return nodeRequire(id);
    };
    return /** @type {NodeJS.Require} */ (/** @type {unknown} */ (require));
  };

  /** @param {string} file @returns {unknown} */
  function load(file) {
    const known = chunks.get(file);
    if (known) return known.exports;
    const code = readFileSync(file, 'utf8');
    const cacheFile = `${cacheDir}${sep}${basename(file)}.bin`;
    const cachedData = readIfThere(cacheFile);
    const script = new Script(
      `(function (exports, require, module, __filename, __dirname) { ${code}\n});`,
      {
        filename: file,
        ...(cachedData ? { cachedData } : {}),
        importModuleDynamically: vmConstants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
      },
    );
    if (!cachedData || script.cachedDataRejected) compiled.push({ script, file: cacheFile });
    /** @type {Chunk} */
    const chunk = { exports: {} };
    // Known before it runs, as Node's loader does: two chunks that require each other get
    // the exports made so far, not a second copy.
    chunks.set(file, chunk);
    /** @type {(exports: unknown, require: NodeJS.Require, module: Chunk, file: string, dir: string) => unknown} */
    const run = script.runInThisContext();
    const dir = dirname(file);
    try {
      run.call(chunk.exports, chunk.exports, requireFrom(dir), chunk, file, dir);
    } catch (error) {
      chunks.delete(file);
      throw error;
    }
    return chunk.exports;
  }
  return load;
}

/** @returns {Promise<number>} the command's exit code */
async function main() {
  const build = currentBuild();
  const entry = build && runsAsItIs(build) ? build.entry : await buildAndFind();
  if (!entry) return 1;
  /** @type {{ runCli(argv: readonly string[]): Promise<number> }} */
  const cli = /** @type {never} */ (chunkLoader(entry)(entry));
  return cli.runCli(process.argv);
}

void main().then((code) => {
  process.exitCode = code;
});
