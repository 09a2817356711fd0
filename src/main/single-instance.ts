/**
 * One Turnkey at a time: a second launch hands over to the first (its window comes to the front)
 * and quits, so two apps never run jobs on the same site or fight over the demo site's
 * addresses (docs/decisions.md, "Electron shell").
 */
export interface FocusableWindow {
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

export interface SingleInstanceApp {
  setPath(name: 'userData', path: string): void;
  requestSingleInstanceLock(): boolean;
  quit(): void;
  on(event: 'second-instance', listener: () => void): unknown;
}

/** Brings the window back: restored if minimised, shown, focused. */
export function bringToFront(window: FocusableWindow | undefined): void {
  if (!window) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

/**
 * Takes the single-instance lock in the app's own data folder: Electron keeps the lock in
 * `userData`, so the folder is set first, or two launches with different data folders (a
 * portable install, `TURNKEY_DATA_DIR`) would lock each other out, and one data folder could run
 * twice. The first instance focuses its window at each later launch and answers true; a later
 * instance quits and answers false (it must then start nothing).
 */
export function holdSingleInstance(
  app: SingleInstanceApp,
  dataDir: string,
  mainWindow: () => FocusableWindow | undefined,
): boolean {
  app.setPath('userData', dataDir);
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => bringToFront(mainWindow()));
  return true;
}
