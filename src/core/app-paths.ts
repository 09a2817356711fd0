/**
 * The app data folder, where the known-controllers store lives (D14). It matches Electron's
 * `app.getPath('userData')` for a package named `turnkey`, so the app and the `turnkey` command
 * share one trust store. `TURNKEY_DATA_DIR` overrides it (tests, portable installs). Secrets never
 * go here: they live in the OS keychain (core/vault).
 */
import { homedir } from 'node:os';
import { join } from 'node:path';

export const APP_FOLDER_NAME = 'turnkey';
export const DATA_DIR_VARIABLE = 'TURNKEY_DATA_DIR';

export function appDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  const override = env[DATA_DIR_VARIABLE];
  if (override) return override;
  if (platform === 'win32')
    return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), APP_FOLDER_NAME);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_FOLDER_NAME);
  return join(env.XDG_CONFIG_HOME ?? join(home, '.config'), APP_FOLDER_NAME);
}
