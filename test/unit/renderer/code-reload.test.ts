import { describe, expect, it } from 'vitest';
import {
  RELOADED_AT_KEY,
  RELOAD_QUIET_MS,
  codeReload,
  type CodeReloadPage,
} from '../../../src/renderer/src/code-reload';

/** A page whose storage outlives its reloads, as a tab's session storage does. */
function fakeTab(storage: Map<string, string> | 'none' | 'throws' = new Map()) {
  let time = 1_000_000;
  let reloads = 0;
  let said = 0;
  const refuse = () => {
    throw new Error('storage is off');
  };
  const store =
    storage === 'none'
      ? undefined
      : storage === 'throws'
        ? { getItem: refuse, setItem: refuse }
        : {
            getItem: (key: string) => storage.get(key) ?? null,
            setItem: (key: string, value: string) => void storage.set(key, value),
          };
  const open = () => {
    const page: CodeReloadPage = {
      storage: store,
      now: () => time,
      reload: () => (reloads += 1),
      sayFailed: () => (said += 1),
    };
    return codeReload(page);
  };
  let reload = open();
  return {
    fail: () => reload(),
    /** The reload the page asked for: a new page, the same storage. */
    reloaded: () => (reload = open()),
    wait: (ms: number) => (time += ms),
    reloads: () => reloads,
    said: () => said,
    storage,
  };
}

describe('code that could not be loaded', () => {
  it('loads the page again, once, and marks when in the tab', () => {
    const tab = fakeTab();
    expect(tab.fail()).toBe(true);
    expect(tab.fail()).toBe(true);
    expect(tab.reloads()).toBe(1);
    expect(tab.said()).toBe(0);
    expect((tab.storage as Map<string, string>).get(RELOADED_AT_KEY)).toBe('1000000');
  });

  it('says it failed instead of loading again when the new page fails soon after', () => {
    const tab = fakeTab();
    tab.fail();
    tab.reloaded();
    tab.wait(RELOAD_QUIET_MS - 1);
    expect(tab.fail()).toBe(false);
    expect(tab.reloads()).toBe(1);
    expect(tab.said()).toBe(1);
  });

  it('loads again for a failure long after the last reload', () => {
    const tab = fakeTab();
    tab.fail();
    tab.reloaded();
    tab.wait(RELOAD_QUIET_MS);
    expect(tab.fail()).toBe(true);
    expect(tab.reloads()).toBe(2);
    expect(tab.said()).toBe(0);
  });

  it('says it failed where no mark can be kept across a reload', () => {
    for (const storage of ['none', 'throws'] as const) {
      const tab = fakeTab(storage);
      expect(tab.fail()).toBe(false);
      expect(tab.reloads()).toBe(0);
      expect(tab.said()).toBe(1);
    }
  });
});
