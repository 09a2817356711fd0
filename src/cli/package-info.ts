/** The package's own version, read once from package.json next to the sources. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

export function packageVersion(): string {
  if (cached === undefined) {
    const path = fileURLToPath(new URL('../../package.json', import.meta.url));
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as { version?: unknown };
    cached = typeof parsed.version === 'string' ? parsed.version : '0.0.0';
  }
  return cached;
}
