// What `npm start` runs. With the Electron binary installed it builds the app and opens it
// (`electron-vite preview`). Without it (a download blocked by a site firewall, or a machine that
// skipped it) it says so and starts what exists instead, rather than failing obscurely.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { root, run, runPackageBin } from './lib/run.mjs';

const require = createRequire(join(root, 'package.json'));
const cli = join(root, 'bin', 'turnkey.mjs');

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

/** Whether the `turnkey` command has a given sub-command, read from its own help. */
function cliHasCommand(/** @type {string} */ name) {
  const help = spawnSync(process.execPath, [cli, '--help'], { cwd: root, encoding: 'utf8' });
  return help.status === 0 && new RegExp(`^\\s+${name}\\b`, 'm').test(help.stdout);
}

function start() {
  if (electronBinary()) return runPackageBin('electron-vite', 'electron-vite', ['preview']);

  console.log('Turnkey: the Electron binary is not installed, so the desktop window cannot open.');
  if (cliHasCommand('simulate')) {
    console.log('Until the browser host exists, starting the controller simulator demo instead.\n');
    return run(process.execPath, [cli, 'simulate']);
  }
  console.log('The app screens come in a later version. What exists today is the API contract');
  console.log('and the `turnkey` command; here is every endpoint it knows (`turnkey api list`):\n');
  return run(process.execPath, [cli, 'api', 'list']);
}

process.exitCode = start();
