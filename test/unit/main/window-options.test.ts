import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from '../../../src/main/window-options';

describe('the window options', () => {
  const options = mainWindowOptions({ preloadPath: '/app/out/preload/index.cjs', devTools: false });
  const web = options.webPreferences ?? {};

  it('isolate and sandbox the page, with no Node anywhere', () => {
    expect(web.contextIsolation).toBe(true);
    expect(web.sandbox).toBe(true);
    expect(web.nodeIntegration).toBe(false);
    expect(web.nodeIntegrationInWorker).toBe(false);
    expect(web.nodeIntegrationInSubFrames).toBe(false);
  });

  it('keep web security on and every risky feature off', () => {
    expect(web.webSecurity).toBe(true);
    expect(web.allowRunningInsecureContent).toBe(false);
    expect(web.webviewTag).toBe(false);
    expect(web.experimentalFeatures).toBe(false);
    expect(web.navigateOnDragDrop).toBe(false);
  });

  it('load only the built CommonJS preload', () => {
    expect(web.preload).toBe('/app/out/preload/index.cjs');
  });

  it('offer developer tools only when asked', () => {
    expect(web.devTools).toBe(false);
    expect(mainWindowOptions({ preloadPath: 'p', devTools: true }).webPreferences?.devTools).toBe(
      true,
    );
  });

  it('set nothing that loosens the defaults', () => {
    const allowed = new Set([
      'preload',
      'contextIsolation',
      'sandbox',
      'nodeIntegration',
      'nodeIntegrationInWorker',
      'nodeIntegrationInSubFrames',
      'webSecurity',
      'allowRunningInsecureContent',
      'webviewTag',
      'experimentalFeatures',
      'navigateOnDragDrop',
      'safeDialogs',
      'spellcheck',
      'devTools',
    ]);
    expect(Object.keys(web).filter((key) => !allowed.has(key))).toEqual([]);
  });
});
