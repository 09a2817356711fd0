/**
 * Reads the built renderer (`out/renderer`) for both shells: the browser host over HTTP and the
 * Electron window over its own `turnkey://` scheme. Only files inside that folder, only regular
 * files: `..`, encoded separators and absolute paths cannot climb out.
 *
 * The build's own files are named by a hash of their content, so each is read (and, for text,
 * gzipped) once and kept: a page load asks for about forty of them at once over the browser's six
 * connections, and reading and writing 1.6 MB of them again each time made the later ones wait
 * behind the site's first answer (docs/benchmarks.md, the site screen of a big site). `warm`
 * does it for every one of them when a shell starts, before a page asks.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { contentType } from './page-headers';

export interface StaticFile {
  body: Buffer;
  type: string;
  /** The body gzipped, for a browser that accepts it (text files of the build only). */
  gzipped?: Buffer;
}

/** The build's own files: `assets/<name>-<hash of the content>.<ext>`. */
export const HASHED_ASSET = /^\/assets\/[\w.-]+-[\w-]{8}\.(js|css|png|svg|woff2?)$/;

/** Kinds worth compressing: pictures and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.html', '.json']);

const gzipped = promisify(gzip);

export class StaticFiles {
  readonly root: string;
  readonly #kept = new Map<string, Promise<StaticFile | undefined>>();
  readonly #compress: boolean;

  /** `compress`: keep a gzipped copy of text files too (the browser host's HTTP; not Electron). */
  constructor(root: string, options: { compress?: boolean } = {}) {
    this.root = resolve(root);
    this.#compress = options.compress ?? false;
  }

  /** The file at a URL path, or undefined when there is none (or the path tries to escape). */
  async read(urlPath: string): Promise<StaticFile | undefined> {
    const path = this.#pathOf(urlPath);
    if (!path) return undefined;
    if (!HASHED_ASSET.test(urlPath)) return readPlain(path);
    let kept = this.#kept.get(urlPath);
    if (!kept) {
      kept = readKept(path, this.#compress);
      this.#kept.set(urlPath, kept);
      // A file that was not there may be built later: only what was read is kept.
      void kept.then((file) => file ?? this.#kept.delete(urlPath));
    }
    return kept;
  }

  /** Reads and compresses every file of the build's `assets/` folder now; never fails. */
  async warm(): Promise<void> {
    let names: string[];
    try {
      names = await readdir(join(this.root, 'assets'));
    } catch {
      return;
    }
    await Promise.all(
      names
        .map((name) => `/assets/${name}`)
        .filter((urlPath) => HASHED_ASSET.test(urlPath))
        .map((urlPath) => this.read(urlPath)),
    );
  }

  #pathOf(urlPath: string): string | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
    const path = resolve(join(this.root, decoded));
    return path.startsWith(this.root + sep) ? path : undefined;
  }
}

async function readPlain(path: string): Promise<StaticFile | undefined> {
  try {
    if (!(await stat(path)).isFile()) return undefined;
    return { body: await readFile(path), type: contentType(extname(path)) };
  } catch {
    return undefined;
  }
}

async function readKept(path: string, compress: boolean): Promise<StaticFile | undefined> {
  const file = await readPlain(path);
  if (!file || !compress || !COMPRESSIBLE.has(extname(path))) return file;
  // A copy that cannot be made leaves the file as it is: it is sent plain.
  const small = await gzipped(file.body).catch(() => undefined);
  return small && small.length < file.body.length ? { ...file, gzipped: small } : file;
}

/**
 * Whether an `Accept-Encoding` header takes gzip: named (or `*`) without `q=0`
 * (RFC 9110, section 12.5.3).
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const refused = q !== undefined && Number(q.slice(2)) === 0;
    if (name === 'gzip') return !refused;
    if (name === '*') wildcard = !refused;
  }
  return wildcard;
}
