import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appDataDir } from '../../../src/core/app-paths';

describe('app data folder', () => {
  it("matches Electron's userData for a package named turnkey on each platform", () => {
    expect(appDataDir({}, 'linux', '/home/eng')).toBe(join('/home/eng', '.config', 'turnkey'));
    expect(appDataDir({ XDG_CONFIG_HOME: '/cfg' }, 'linux', '/home/eng')).toBe(
      join('/cfg', 'turnkey'),
    );
    expect(appDataDir({}, 'darwin', '/Users/eng')).toBe(
      join('/Users/eng', 'Library', 'Application Support', 'turnkey'),
    );
    expect(appDataDir({ APPDATA: 'C:/Users/eng/AppData/Roaming' }, 'win32', 'C:/Users/eng')).toBe(
      join('C:/Users/eng/AppData/Roaming', 'turnkey'),
    );
  });

  it('is moved by TURNKEY_DATA_DIR', () => {
    expect(appDataDir({ TURNKEY_DATA_DIR: '/tmp/portable' }, 'linux', '/home/eng')).toBe(
      '/tmp/portable',
    );
  });
});
