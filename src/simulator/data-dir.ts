/**
 * Where `turnkey simulate` keeps a controller's data when `--data` is not given: the platform's
 * per-user data folder, one sub-folder per serial.
 */
import { homedir } from 'node:os';
import { join, win32, posix } from 'node:path';

export interface PlatformInfo {
  platform: NodeJS.Platform;
  env: Readonly<Record<string, string | undefined>>;
  home: string;
}

const current = (): PlatformInfo => ({
  platform: process.platform,
  env: process.env,
  home: homedir(),
});

/**
 * `$XDG_DATA_HOME` or `~/.local/share` on Linux and other Unixes, `~/Library/Application Support`
 * on macOS, `%APPDATA%` on Windows; then `turnkey/simulator/<serial>`.
 */
export function defaultDataDir(serial: string, info: PlatformInfo = current()): string {
  const { platform, env, home } = info;
  if (platform === 'win32') {
    return win32.join(
      env.APPDATA || win32.join(home, 'AppData', 'Roaming'),
      'turnkey',
      'simulator',
      serial,
    );
  }
  if (platform === 'darwin')
    return posix.join(home, 'Library', 'Application Support', 'turnkey', 'simulator', serial);
  const base =
    env.XDG_DATA_HOME && env.XDG_DATA_HOME.startsWith('/')
      ? env.XDG_DATA_HOME
      : join(home, '.local', 'share');
  return posix.join(base, 'turnkey', 'simulator', serial);
}
