/**
 * The options of the app's window, as a pure function so a unit test can hold every security
 * setting to account without the Electron binary (docs/decisions.md "Electron
 * window"). The page is sandboxed and isolated, has no Node, no webviews, no insecure content and
 * reaches main only through the preload's typed bridge.
 */
import type { BrowserWindowConstructorOptions } from 'electron';

export interface WindowOptionsInput {
  /** Absolute path of the built preload (`out/preload/index.cjs`). */
  preloadPath: string;
  /** Developer tools only in development builds. */
  devTools: boolean;
}

export function mainWindowOptions(input: WindowOptionsInput): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Turnkey',
    autoHideMenuBar: true,
    webPreferences: {
      preload: input.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
      devTools: input.devTools,
    },
  };
}
