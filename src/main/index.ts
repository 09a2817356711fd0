import { join } from 'node:path';
import { app, BrowserWindow, ipcMain, protocol, session, shell, type WebContents } from 'electron';
import { appDataDir } from '../core/app-paths';
import { StaticFiles } from '../core/page/static-files';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, appSchemeResponse, rendererUrl } from './app-protocol';
import { createMainContainer } from './container';
import { registerIpc } from './ipc/register';
import { EXTERNAL_LINK_HOSTS, hardenContents, hardenSession } from './security';
import { holdSingleInstance } from './single-instance';
import { mainWindowOptions } from './window-options';

/** The one page the app shows (the app's own scheme; the dev server in development only). */
const appUrl = rendererUrl(app.isPackaged, process.env);
const rendererFiles = new StaticFiles(join(import.meta.dirname, '../renderer'));
/** The first window, which a second launch brings to the front. */
let mainWindow: BrowserWindow | undefined;
// The app and the `turnkey` command share one data folder and trust store (core/app-paths).
if (!holdSingleInstance(app, appDataDir(), () => mainWindow)) process.exit(0);

// Before the app is ready, as Electron requires of privileged schemes.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

/** The web contents of the app's own windows, by id: the senders IPC accepts. */
const appContents = new Map<number, WebContents>();

const log = (message: string, error?: unknown) => console.error(`Turnkey: ${message}`, error ?? '');

const container = createMainContainer({
  version: app.getVersion(),
  platform: process.platform,
  deliver: (event, payload) => {
    for (const contents of appContents.values()) {
      if (!contents.isDestroyed()) contents.send(event, payload);
    }
  },
  log,
});

function createWindow(): BrowserWindow {
  const window = new BrowserWindow(
    mainWindowOptions({
      preloadPath: join(import.meta.dirname, '../preload/index.cjs'),
      devTools: !app.isPackaged,
    }),
  );
  const { id } = window.webContents;
  appContents.set(id, window.webContents);
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => appContents.delete(id));

  window.loadURL(appUrl).catch((error: unknown) => {
    log('the window could not load its page', error);
    app.exit(1);
  });
  return window;
}

// Every renderer sandboxed, whatever a later window forgets to set.
app.enableSandbox();

app.on('web-contents-created', (_event, contents) =>
  hardenContents(contents, {
    allowedHosts: EXTERNAL_LINK_HOSTS,
    openExternal: (url) => shell.openExternal(url),
    onRefused: (what, url) => log(`refused ${what} to ${url}`),
  }),
);

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
// Quitting waits once for the shutdown: tasks cancelled, sessions closed, the demo site's
// simulators stopped (their data folders are written on stop), then quits for real.
let disposed = false;
let shutdown: Promise<void> | undefined;
app.on('before-quit', (event) => {
  if (disposed) return;
  event.preventDefault();
  shutdown ??= container
    .dispose()
    .catch((error: unknown) => log('shutting down failed', error))
    .finally(() => {
      disposed = true;
      app.quit();
    });
});

app
  .whenReady()
  .then(() => {
    hardenSession(session.defaultSession);
    protocol.handle(APP_SCHEME, (request) => appSchemeResponse(rendererFiles, request.url));
    registerIpc(ipcMain, container.dispatch, {
      appUrl,
      isAppContents: (id) => appContents.has(id),
      onRefused: (channel, url) => log(`refused ${channel} from ${url ?? 'a closed frame'}`),
    });
    mainWindow = createWindow();
    // macOS keeps the app alive without windows; clicking the dock icon opens one again.
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow();
    });
  })
  .catch((error: unknown) => {
    log('start-up failed', error);
    app.exit(1);
  });
