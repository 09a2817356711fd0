/**
 * Reads the built renderer (`out/renderer`) for both shells: the browser host over HTTP and the
 * Electron window over its own `turnkey://` scheme. Only files inside that folder, only regular
 * files: `..`, encoded separators and absolute paths cannot climb out.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { contentType } from './page-headers';

export interface StaticFile {
  body: Buffer;
  type: string;
}

export class StaticFiles {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file at a URL path, or undefined when there is none (or the path tries to escape). */
  async read(urlPath: string): Promise<StaticFile | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
    const path = resolve(join(this.root, decoded));
    if (!path.startsWith(this.root + sep)) return undefined;
    try {
      if (!(await stat(path)).isFile()) return undefined;
      return { body: await readFile(path), type: contentType(extname(path)) };
    } catch {
      return undefined;
    }
  }
}
