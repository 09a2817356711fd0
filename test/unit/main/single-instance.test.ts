import { describe, expect, it } from 'vitest';
import { holdSingleInstance, type FocusableWindow } from '../../../src/main/single-instance';

/** Records what the lock asks of the app (the Electron binary cannot run here). */
function appWithLock(granted: boolean) {
  const calls: string[] = [];
  let secondInstance: (() => void) | undefined;
  return {
    calls,
    launchAgain: () => secondInstance?.(),
    setPath: (name: 'userData', path: string) => void calls.push(`${name}=${path}`),
    requestSingleInstanceLock: () => {
      calls.push('lock');
      return granted;
    },
    quit: () => void calls.push('quit'),
    on: (_event: 'second-instance', listener: () => void) => {
      secondInstance = listener;
    },
  };
}

function windowThat(minimized: boolean) {
  const calls: string[] = [];
  const window: FocusableWindow = {
    isMinimized: () => minimized,
    restore: () => void calls.push('restore'),
    show: () => void calls.push('show'),
    focus: () => void calls.push('focus'),
  };
  return { window, calls };
}

describe('one Turnkey at a time', () => {
  it('lets the first launch run and brings its window to the front at the next launch', () => {
    const app = appWithLock(true);
    const { window, calls } = windowThat(true);
    expect(holdSingleInstance(app, '/data/turnkey', () => window)).toBe(true);
    // The lock lives in the data folder: set before it is taken.
    expect(app.calls).toEqual(['userData=/data/turnkey', 'lock']);
    app.launchAgain();
    expect(calls).toEqual(['restore', 'show', 'focus']);
  });

  it('makes a second launch quit and start nothing', () => {
    const app = appWithLock(false);
    expect(holdSingleInstance(app, '/data/turnkey', () => undefined)).toBe(false);
    expect(app.calls).toEqual(['userData=/data/turnkey', 'lock', 'quit']);
  });

  it('copes with a launch before the first window exists', () => {
    const app = appWithLock(true);
    holdSingleInstance(app, '/data/turnkey', () => undefined);
    expect(() => app.launchAgain()).not.toThrow();
  });
});
