/**
 * Runs once before the e2e tests: they drive the built renderer, so build it when it is missing
 * or older than its sources (scripts/lib/app-build.mjs, the same check `npm run web` makes).
 */
import { ensureBuilt } from '../../scripts/lib/app-build.mjs';

export default function setup(): void {
  const code = ensureBuilt();
  if (code !== 0) throw new Error(`electron-vite build failed (exit code ${code})`);
}
