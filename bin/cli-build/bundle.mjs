// How the `turnkey` bundle is made (bin/cli-build.mjs decides when, under its lock): Vite builds
// src/cli/main.ts and everything it imports from src/ into CommonJS chunks under the folder
// given, the packages named below written into chunks of their own.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageEdits } from './package-edits.mjs';

/** This folder: its files are among every build's sources. */
const HERE = dirname(fileURLToPath(import.meta.url));

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
 * @param {string} root
 * @param {string[]} names
 * @returns {string[]}
 */
function withDependencies(root, names) {
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
 * @param {string} root the checkout's folder
 * @param {string} folder where to write the build
 * @returns {Promise<string[]>} the source files in the bundle, relative to the root
 */
export async function buildBundle(root, folder) {
  const { build: viteBuild } = await import('vite');
  const chunks = Object.entries(BUNDLED_CHUNKS).map(([name, packages]) => ({
    name,
    packages: withDependencies(root, packages),
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
    plugins: [packageEdits(), read.plugin],
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
          // Written without comments and in ASCII (the words in Russian, and the quotes, as
          // \u escapes): Node reads a file that holds one other character as UTF-8 into a
          // string of two bytes a character, decoded, hashed and scanned more slowly, twice the
          // memory for the collector to copy, at every start (docs/benchmarks.md, "CLI start-up").
          comments: false,
          charset: 'ascii',
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
  // The bundler's own files: a change to how the bundle is made makes it stale too.
  for (const file of readdirSync(HERE)) sources.add(`bin/cli-build/${file}`);
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
