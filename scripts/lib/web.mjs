// Starts the browser host (src/host/index.ts) through tsx, after making sure the renderer is
// built. Shared by `npm run web` and by `npm start` on machines without the Electron binary.
import { join } from 'node:path';
import { ensureBuilt } from './app-build.mjs';
import { root, run } from './run.mjs';

/**
 * @param {string[]} args passed on to the host (`--port N`, `--no-open`)
 * @returns {number} exit code
 */
export function startBrowserHost(args) {
  const built = ensureBuilt();
  if (built !== 0) {
    console.error(`Turnkey: the build failed (exit code ${built}).`);
    return built;
  }
  return run(process.execPath, ['--import', 'tsx', join(root, 'src', 'host', 'index.ts'), ...args]);
}
