// What `npm start` runs. With the Electron binary installed it builds the app and opens it
// (`electron-vite preview`). Without it (a download blocked by a site firewall, or a machine that
// skipped it) it says so and serves the same app in the browser (`npm run web`).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { root, runPackageBin } from './lib/run.mjs';
import { startBrowserHost } from './lib/web.mjs';

const require = createRequire(join(root, 'package.json'));

/**
 * Path of the Electron executable if it is really on disk. This reads the same files as the
 * electron package but without `require('electron')`, which would try to download the binary.
 * @returns {string | undefined}
 */
function electronBinary() {
  let packageDir;
  try {
    packageDir = dirname(require.resolve('electron/package.json'));
  } catch {
    return undefined;
  }
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const relative = readFileSync(pathFile, 'utf8').trim();
  const override = process.env['ELECTRON_OVERRIDE_DIST_PATH'];
  const binary = override
    ? join(override, relative || 'electron')
    : join(packageDir, 'dist', relative);
  return existsSync(binary) ? binary : undefined;
}

async function start() {
  if (electronBinary()) return runPackageBin('electron-vite', 'electron-vite', ['preview']);

  console.log('Turnkey: the Electron binary is not installed, so the desktop window cannot open.');
  console.log('Starting the same app in your browser instead (the browser host on 127.0.0.1).\n');
  return startBrowserHost(process.argv.slice(2));
}

process.exitCode = await start();
