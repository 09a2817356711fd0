/**
 * What the built renderer weighs as a browser fetches it: the JS and CSS `out/renderer/index.html`
 * loads before anything else (its script, styles and module preloads), and the whole of it with
 * the lazy screens, gzipped at Node's default level.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const RENDERER = join(import.meta.dirname, '..', '..', 'out', 'renderer');

/** The files the page loads first. */
export function initialAssets(): string[] {
  const html = readFileSync(join(RENDERER, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+src="\.\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="(?:stylesheet|modulepreload)"[^>]+href="\.\/([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  return [...new Set(refs)].filter((ref) => /\.(js|css)$/.test(ref));
}

export function gzipped(file: string): number {
  return gzipSync(readFileSync(join(RENDERER, file))).length;
}

/** Gzipped bytes of the first load, and of every JS and CSS file (lazy screens included). */
export function rendererWeight(): {
  initial: number;
  initialFiles: number;
  all: number;
  allFiles: number;
} {
  const initial = initialAssets();
  const all = readdirSync(join(RENDERER, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  return {
    initial: initial.reduce((sum, file) => sum + gzipped(file), 0),
    initialFiles: initial.length,
    all: all.reduce((sum, file) => sum + gzipped(join('assets', file)), 0),
    allFiles: all.length,
  };
}
