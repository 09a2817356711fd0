import { describe, expect, it } from 'vitest';
import { isLoopbackIPv4, newToken, readCookie, tokenMatches } from '../../../src/host/access';
import { browserOpener } from '../../../src/host/open-browser';

describe('host access checks', () => {
  it('make a different 256-bit token every time', () => {
    const tokens = new Set(Array.from({ length: 50 }, newToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('match only the exact token', () => {
    const token = newToken();
    expect(tokenMatches(token, token)).toBe(true);
    for (const given of [undefined, null, '', token.slice(1), `${token}=`, token.toUpperCase()]) {
      expect(tokenMatches(given, token)).toBe(false);
    }
  });

  it('know loopback from everything else', () => {
    expect(isLoopbackIPv4('127.0.0.1')).toBe(true);
    expect(isLoopbackIPv4('127.255.0.9')).toBe(true);
    for (const address of ['0.0.0.0', '10.0.0.1', '::1', 'localhost', '127.0.0', '1270.0.0.1']) {
      expect(isLoopbackIPv4(address), address).toBe(false);
    }
  });

  it('read one cookie out of a header', () => {
    expect(readCookie('a=1; turnkey_5=abc=; b=2', 'turnkey_5')).toBe('abc=');
    expect(readCookie('a=1', 'turnkey_5')).toBeUndefined();
    expect(readCookie(undefined, 'turnkey_5')).toBeUndefined();
  });
});

describe('opening a browser', () => {
  const url = 'http://127.0.0.1:1/?token=x';

  it('uses the platform opener', () => {
    expect(browserOpener(url, 'darwin', {})).toEqual({ command: 'open', args: [url] });
    expect(browserOpener(url, 'win32', {})?.command).toBe('rundll32');
    expect(browserOpener(url, 'linux', { DISPLAY: ':0' }, () => true)).toEqual({
      command: 'xdg-open',
      args: [url],
    });
  });

  it('does nothing on a Linux machine with no desktop or no xdg-open', () => {
    expect(browserOpener(url, 'linux', {}, () => true)).toBeUndefined();
    expect(browserOpener(url, 'linux', { WAYLAND_DISPLAY: 'w' }, () => false)).toBeUndefined();
  });
});
