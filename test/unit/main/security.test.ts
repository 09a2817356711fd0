import type { Session, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import {
  hardenContents,
  hardenSession,
  isAllowedExternalUrl,
  isAppUrl,
} from '../../../src/main/security';

const HOSTS = ['docs.example.com'];

describe('external links', () => {
  it('open only https links to an allowed host', () => {
    expect(isAllowedExternalUrl('https://docs.example.com/guide', HOSTS)).toBe(true);
    expect(isAllowedExternalUrl('https://DOCS.example.com/guide', HOSTS)).toBe(true);
  });

  it('refuse everything else', () => {
    for (const url of [
      'http://docs.example.com/guide',
      'https://evil.example.com/',
      'https://docs.example.com.evil.net/',
      'https://user:pass@docs.example.com/',
      'https://docs.example.com:8443/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(isAllowedExternalUrl(url, HOSTS), url).toBe(false);
    }
    expect(isAllowedExternalUrl('https://docs.example.com/', [])).toBe(false);
  });
});

describe('the app page check', () => {
  const file = 'turnkey://app/index.html';

  it('accepts the built page with any route in its hash', () => {
    expect(isAppUrl(`${file}#/controllers/1`, file)).toBe(true);
  });

  it('refuses other files and other origins', () => {
    expect(isAppUrl('file:///tmp/evil.html', file)).toBe(false);
    expect(isAppUrl('file:///index.html', file)).toBe(false);
    expect(isAppUrl('turnkey://other/index.html', file)).toBe(false);
    expect(isAppUrl('turnkey://app/assets/evil.html', file)).toBe(false);
    expect(isAppUrl('https://evil.example.com/', file)).toBe(false);
    expect(isAppUrl('http://localhost:5174/', 'http://localhost:5173/')).toBe(false);
    expect(isAppUrl('http://localhost:5173/#/site', 'http://localhost:5173/')).toBe(true);
    expect(isAppUrl('garbage', file)).toBe(false);
  });
});

type Listener = (...args: unknown[]) => void;

/** Records what hardenContents attaches, then lets a test fire it (no Electron binary here). */
function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => { action: string }) | undefined;
  const contents = {
    setWindowOpenHandler: (handler: typeof openHandler) => {
      openHandler = handler;
    },
    on: (event: string, listener: Listener) => {
      listeners.set(event, listener);
      return contents;
    },
  };
  const fire = (event: string, url: string, extra: Record<string, unknown> = {}) => {
    const e = { preventDefault: vi.fn(), ...extra };
    listeners.get(event)?.(e, url);
    return e.preventDefault;
  };
  return {
    contents: contents as unknown as WebContents,
    open: (url: string) => openHandler?.({ url }),
    fire,
  };
}

describe('hardened web contents', () => {
  it('deny every new window and open allowed links in the browser instead', async () => {
    const openExternal = vi.fn(() => Promise.resolve());
    const fake = fakeContents();
    hardenContents(fake.contents, { allowedHosts: HOSTS, openExternal });
    expect(fake.open('https://docs.example.com/a')).toEqual({ action: 'deny' });
    expect(fake.open('https://evil.example.com/')).toEqual({ action: 'deny' });
    await Promise.resolve();
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(openExternal).toHaveBeenCalledWith('https://docs.example.com/a');
  });

  it('prevent navigation, redirects, sub-frame navigation and webviews', () => {
    const fake = fakeContents();
    hardenContents(fake.contents, { allowedHosts: [], openExternal: () => Promise.resolve() });
    expect(fake.fire('will-navigate', 'https://evil.example.com/')).toHaveBeenCalled();
    expect(fake.fire('will-redirect', 'https://evil.example.com/')).toHaveBeenCalled();
    expect(fake.fire('will-attach-webview', '')).toHaveBeenCalled();
    expect(fake.fire('will-frame-navigate', '', { isMainFrame: false })).toHaveBeenCalled();
  });
});

describe('the hardened session', () => {
  it('denies every permission request, check, device and download', () => {
    const calls: Record<string, (...args: never[]) => unknown> = {};
    const session = {
      setPermissionRequestHandler: (h: never) => (calls.request = h),
      setPermissionCheckHandler: (h: never) => (calls.check = h),
      setDevicePermissionHandler: (h: never) => (calls.device = h),
      on: (event: string, h: never) => (calls[event] = h),
    };
    hardenSession(session as unknown as Session);
    const callback = vi.fn();
    (calls.request as (c: unknown, p: string, cb: (ok: boolean) => void) => void)(
      {},
      'media',
      callback,
    );
    expect(callback).toHaveBeenCalledWith(false);
    expect((calls.check as () => boolean)()).toBe(false);
    expect((calls.device as () => boolean)()).toBe(false);
    const preventDefault = vi.fn();
    (calls['will-download'] as (e: { preventDefault: () => void }) => void)({ preventDefault });
    expect(preventDefault).toHaveBeenCalled();
  });
});
