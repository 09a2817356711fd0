/**
 * The package's own version, read once from the package.json above this file: two folders up
 * from src/cli in the sources, from out/cli in the bundle (docs/decisions.md, "The CLI is
 * bundled"), so it is looked for upwards rather than at a fixed place.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

function packageJsonPath(): string | undefined {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const candidate = join(dir, 'package.json');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

export function packageVersion(): string {
  if (cached === undefined) {
    const path = packageJsonPath();
    const parsed = path ? (JSON.parse(readFileSync(path, 'utf8')) as { version?: unknown }) : {};
    cached = typeof parsed.version === 'string' ? parsed.version : '0.0.0';
  }
  return cached;
}
