import { describe, expect, it } from 'vitest';
import {
  RELOADED_AT_KEY,
  RELOAD_QUIET_MS,
  isHandledCodeFailure,
  reloadOnceWhenCodeFailsToLoad,
  type CodeReloadPage,
} from '../../../src/renderer/src/code-reload';

/** A page whose storage outlives its reloads, as a tab's session storage does. */
function fakeTab(storage: Map<string, string> | 'none' | 'throws' = new Map()) {
  let time = 1_000_000;
  let reloads = 0;
  let said = 0;
  let events = new EventTarget();
  const store =
    storage === 'none'
      ? undefined
      : storage === 'throws'
        ? {
            getItem: () => {
              throw new Error('storage is off');
            },
            setItem: () => {
              throw new Error('storage is off');
            },
          }
        : {
            getItem: (key: string) => storage.get(key) ?? null,
            setItem: (key: string, value: string) => void storage.set(key, value),
          };
  const open = () => {
    events = new EventTarget();
    const page: CodeReloadPage = {
      events,
      storage: store,
      now: () => time,
      reload: () => (reloads += 1),
      sayFailed: () => (said += 1),
    };
    reloadOnceWhenCodeFailsToLoad(page);
  };
  open();
  return {
    fail: (payload: unknown = new TypeError('Failed to fetch dynamically imported module')) =>
      events.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload })),
    /** The reload the page asked for: a new page, the same storage. */
    reloaded: () => open(),
    wait: (ms: number) => (time += ms),
    reloads: () => reloads,
    said: () => said,
    storage,
  };
}

describe('a failed load of the app’s code', () => {
  it('loads the page again, once, and marks when in the tab', () => {
    const tab = fakeTab();
    tab.fail();
    tab.fail();
    expect(tab.reloads()).toBe(1);
    expect(tab.said()).toBe(0);
    expect((tab.storage as Map<string, string>).get(RELOADED_AT_KEY)).toBe('1000000');
  });

  it('says it failed instead of loading again when the new page fails soon after', () => {
    const tab = fakeTab();
    tab.fail();
    tab.reloaded();
    tab.wait(RELOAD_QUIET_MS - 1);
    tab.fail();
    expect(tab.reloads()).toBe(1);
    expect(tab.said()).toBe(1);
  });

  it('loads again for a failure long after the last reload', () => {
    const tab = fakeTab();
    tab.fail();
    tab.reloaded();
    tab.wait(RELOAD_QUIET_MS);
    tab.fail();
    expect(tab.reloads()).toBe(2);
    expect(tab.said()).toBe(0);
  });

  it('says it failed where no mark can be kept across a reload', () => {
    for (const storage of ['none', 'throws'] as const) {
      const tab = fakeTab(storage);
      tab.fail();
      expect(tab.reloads()).toBe(0);
      expect(tab.said()).toBe(1);
    }
  });

  it('does nothing while the app’s code loads', () => {
    const tab = fakeTab();
    tab.wait(RELOAD_QUIET_MS * 3);
    expect(tab.reloads()).toBe(0);
    expect(tab.said()).toBe(0);
  });
});

describe('which failures the router leaves alone', () => {
  it('is those the page loads again for, not a lasting one nor any other error', () => {
    const tab = fakeTab();
    const first = new TypeError('the first');
    const during = new TypeError('another while reloading');
    tab.fail(first);
    tab.fail(during);
    tab.reloaded();
    const lasting = new TypeError('soon after the reload');
    tab.fail(lasting);
    expect([first, during, lasting, new Error('other')].map(isHandledCodeFailure)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(isHandledCodeFailure(undefined)).toBe(false);
  });
});
