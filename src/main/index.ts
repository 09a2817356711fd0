import { join } from 'node:path';
import { app, BrowserWindow } from 'electron';

/** Set by `electron-vite dev` to the renderer's dev-server URL; absent in a built app. */
const devServerUrl = process.env['ELECTRON_RENDERER_URL'];

/**
 * One window, locked down: the page runs sandboxed and isolated with no Node, reaches main only
 * through the preload's typed bridge, cannot open windows and cannot navigate away.
 */
function createWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Turnkey',
    webPreferences: {
      preload: join(import.meta.dirname, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });

  window.once('ready-to-show', () => window.show());
  window.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  window.webContents.on('will-navigate', (event) => event.preventDefault());

  const loaded = devServerUrl
    ? window.loadURL(devServerUrl)
    : window.loadFile(join(import.meta.dirname, '../renderer/index.html'));
  loaded.catch((error: unknown) => {
    console.error('Turnkey: the window could not load its page', error);
    app.exit(1);
  });
  return window;
}

// Every renderer sandboxed, whatever a later window forgets to set.
app.enableSandbox();

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

app
  .whenReady()
  .then(() => {
    createWindow();
    // macOS keeps the app alive without windows; clicking the dock icon opens one again.
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createWindow();
    });
  })
  .catch((error: unknown) => {
    console.error('Turnkey: start-up failed', error);
    app.exit(1);
  });
