// The bundle the `turnkey` command runs (docs/decisions.md, "The CLI is bundled"): src/cli/main.ts
// and everything it imports from src/, as plain JavaScript under out/cli/, with npm packages left
// as imports. Each sub-command is a chunk of its own, loaded only when it runs.
//
// The chunks are CommonJS (.cjs), which bin/turnkey.mjs loads with require(): Node reads a
// required file at once, where an ES module is read through its worker threads (open, stat, read
// and close, one hand-over each) and each `node:` module it imports gets a wrapper of all its
// exports. A start of `turnkey discover` switched threads about half as often (perf stat,
// context-switches), which is what a start pays on an idle machine whose cores must be woken.
//
// `node bin/cli-build.mjs` builds it when it is missing or stale (`npm run build:cli`, and the
// `prepare` script after `npm ci`); `--force` builds it anyway. bin/turnkey.mjs calls
// ensureCliBuilt() so a development checkout never runs a bundle older than its sources.
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
 * Packages written into the bundle instead of imported from node_modules, by the chunk each goes
 * to: plain JavaScript made of many small files, which Node would otherwise find, read and link
 * one by one on every start (zod alone is some hundred files, more time than Node takes to
 * start). Each chunk is loaded only when a module a command runs needs it. Their package.json
 * files are among the build's sources: another version installed makes the bundle stale. The
 * others stay imports: native code (the keychain), files read beside their code (the PDF fonts),
 * or what only a few commands load.
 */
const BUNDLED_CHUNKS = {
  commander: ['commander'],
  zod: ['zod'],
  yaml: ['yaml'],
  axios: ['axios'],
  'proper-lockfile': ['proper-lockfile'],
};
/**
 * A bundled package's dependencies are bundled with it, in its chunk (axios's form-data and
 * follow-redirects are some sixty CommonJS files): read from the package.json files in
 * node_modules, so an update that brings another dependency brings it into the bundle too.
 * @param {string[]} names
 * @returns {string[]}
 */
function withDependencies(names) {
  const found = new Set();
  const visit = (/** @type {string} */ name) => {
    const manifest = join(root, 'node_modules', name, 'package.json');
    if (found.has(name) || !existsSync(manifest)) return;
    found.add(name);
    const { dependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8'));
    for (const dependency of Object.keys(dependencies)) visit(dependency);
  };
  names.forEach(visit);
  return [...found];
}

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
 * @param {string} folder where to write the build
 * @returns {Promise<string[]>} the source files in the bundle, relative to the root
 */
async function build(folder) {
  const { build: viteBuild } = await import('vite');
  const chunks = Object.entries(BUNDLED_CHUNKS).map(([name, packages]) => ({
    name,
    packages: withDependencies(packages),
  }));
  const bundled = chunks.flatMap((chunk) => chunk.packages);
  const read = sourcesRead();
  await viteBuild({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    envDir: false,
    ssr: { noExternal: bundled },
    plugins: [axiosWithoutFetchAtImport(), read.plugin],
    build: {
      // A Node program: npm packages stay imports (they are installed beside it).
      ssr: true,
      target: 'node20',
      outDir: folder,
      emptyOutDir: true,
      minify: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: { main: join(root, 'src', 'cli', 'main.ts') },
        output: {
          format: 'cjs',
          // ES modules are strict; the same code as CommonJS must stay so.
          strict: true,
          entryFileNames: '[name].cjs',
          chunkFileNames: 'chunks/[name]-[hash].cjs',
          codeSplitting: {
            groups: chunks.map(({ name, packages }) => ({
              name,
              test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`),
            })),
          },
        },
      },
    },
  });
  const sources = new Set();
  for (const id of read.ids) {
    const path = id.split('?')[0] ?? id;
    if (path.startsWith(root + sep) && !path.includes(`${sep}node_modules${sep}`)) {
      sources.add(relative(root, path).split(sep).join('/'));
    }
  }
  for (const name of bundled) sources.add(`node_modules/${name}/package.json`);
  return [...sources].sort();
}

/**
 * Every module the build read, kept or not: a file whose exports were all folded into the
 * importer (a constant) leaves no module in the output's chunks, yet changing it changes them.
 * @returns {{ plugin: import('vite').Plugin, ids: string[] }}
 */
function sourcesRead() {
  /** @type {string[]} */
  const ids = [];
  return {
    ids,
    plugin: {
      name: 'turnkey-sources-read',
      generateBundle() {
        ids.push(...this.getModuleIds());
      },
    },
  };
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

/**
 * axios asks Node for a web global when it is imported, and the first question loads Node's
 * fetch (undici, some 20 ms of a start, 40 ms on a busy machine), which the project never uses:
 * its client sends through its own adapter (src/core/client/https-adapter.ts). Each edit below
 * moves one such question to the moment it matters and leaves what axios does the same; a file
 * of another axios version that does not read as expected is left as it is.
 *
 * - lib/adapters/fetch.js (older axios): the eager fetch adapter was only the module's default
 *   export, which nothing imports; getFetch() makes it whenever a request names it.
 * - lib/utils.js: `isFormData` compared with the global FormData read at import. It is read
 *   when a value could be one (an object of its own class with an `append` method); a plain
 *   object, which is what the client sends, is answered as before without it.
 */
const AXIOS_EDITS = [
  {
    file: /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
    edits: [['const adapter = getFetch();', 'const adapter = undefined;']],
  },
  {
    file: /[\\/]node_modules[\\/]axios[\\/]lib[\\/]utils\.js$/,
    edits: [
      [
        "const FormDataCtor = typeof G.FormData !== 'undefined' ? G.FormData : undefined;",
        "const formDataCtor = () => (typeof G.FormData !== 'undefined' ? G.FormData : undefined);",
      ],
      ['  if (FormDataCtor && thing instanceof FormDataCtor) return true;\n', ''],
      [
        '  if (!isFunction(thing.append)) return false;\n',
        '  if (!isFunction(thing.append)) return false;\n' +
          '  const FormDataCtor = formDataCtor();\n' +
          '  if (FormDataCtor && thing instanceof FormDataCtor) return true;\n',
      ],
    ],
  },
];

/** @returns {import('vite').Plugin} */
function axiosWithoutFetchAtImport() {
  return {
    name: 'turnkey-axios-without-fetch-at-import',
    transform(code, id) {
      const target = AXIOS_EDITS.find(({ file }) => file.test(id));
      if (!target || !target.edits.every(([from]) => code.split(from).length === 2)) return null;
      const edited = target.edits.reduce((text, [from, to]) => text.replace(from, to), code);
      return { code: edited, map: null };
    },
  };
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
    const sources = await build(join(outDir, folder));
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
