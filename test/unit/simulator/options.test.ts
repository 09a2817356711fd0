import { describe, expect, it } from 'vitest';
import { defaultDataDir } from '../../../src/simulator/data-dir';
import { parseCredentials, parseListen } from '../../../src/simulator/options';

describe('simulator options', () => {
  it('parses --listen HOST:PORT and [IPv6]:PORT', () => {
    expect(parseListen('127.0.0.20:8443')).toEqual({ host: '127.0.0.20', port: 8443 });
    expect(parseListen('[::1]:0')).toEqual({ host: '::1', port: 0 });
    expect(parseListen('localhost:9')).toEqual({ host: 'localhost', port: 9 });
    for (const bad of ['127.0.0.1', '127.0.0.1:', ':80', '127.0.0.1:70000', '[nope]:1', '::1:80']) {
      expect(() => parseListen(bad), bad).toThrow();
    }
  });

  it('parses --admin LOGIN:PASSWORD, the password may hold colons', () => {
    expect(parseCredentials('root:a:b')).toEqual({ login: 'root', password: 'a:b' });
    for (const bad of ['root', ':pw', 'root:']) expect(() => parseCredentials(bad), bad).toThrow();
  });

  it('puts the data folder in the platform user data folder', () => {
    const home = '/home/u';
    expect(defaultDataDir('S1', { platform: 'linux', env: {}, home })).toBe(
      '/home/u/.local/share/turnkey/simulator/S1',
    );
    expect(
      defaultDataDir('S1', { platform: 'linux', env: { XDG_DATA_HOME: '/x/data' }, home }),
    ).toBe('/x/data/turnkey/simulator/S1');
    expect(
      defaultDataDir('S1', { platform: 'linux', env: { XDG_DATA_HOME: 'relative' }, home }),
    ).toBe('/home/u/.local/share/turnkey/simulator/S1');
    expect(defaultDataDir('S1', { platform: 'darwin', env: {}, home: '/Users/u' })).toBe(
      '/Users/u/Library/Application Support/turnkey/simulator/S1',
    );
    expect(
      defaultDataDir('S1', {
        platform: 'win32',
        env: { APPDATA: 'C:\\Users\\u\\AppData\\Roaming' },
        home: 'C:\\Users\\u',
      }),
    ).toBe('C:\\Users\\u\\AppData\\Roaming\\turnkey\\simulator\\S1');
  });
});
