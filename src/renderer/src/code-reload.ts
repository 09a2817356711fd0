/**
 * When a piece of the app's own code fails to load, the page loads again, once. Served by the
 * browser host, the page's code comes over loopback, and Chromium aborts every load in flight
 * when this computer's networks change (ERR_NETWORK_CHANGED): plugging the laptop into a site's
 * network, or straight into a controller, while the app starts is exactly that. A failed module
 * stays failed for the page that asked for it, so only a new page loads it. Vite reports such a
 * failure as the `vite:preloadError` event (its "Load error handling"); the failed import still
 * rejects, and main.ts leaves that to this.
 *
 * A second failure soon after the first is no passing change of the network: the page then says
 * so in both languages, where nothing else was drawn yet (code-load-failed.ts), instead of
 * loading again for ever.
 */

/** When the page last loaded again for this, kept across the reload in the tab's storage. */
export const RELOADED_AT_KEY = 'turnkey.code-reloaded-at';
/** A failure within this time of the last reload is taken as lasting. */
export const RELOAD_QUIET_MS = 30_000;

/** What this needs of the Web Storage API (the page's `sessionStorage`). */
export interface TabStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface CodeReloadPage {
  /** Where Vite dispatches `vite:preloadError` (the window). */
  events: Pick<EventTarget, 'addEventListener'>;
  /** The tab's session storage; undefined where the browser gives none. */
  storage: TabStorage | undefined;
  now(): number;
  reload(): void;
  /** Says that the code could not be loaded (the page has nothing else to show then). */
  sayFailed(): void;
}

/** The failures the page loads again for (`vite:preloadError`'s payload is the import's error). */
const handled = new WeakSet<object>();

/**
 * Whether this error is a failed load of the app's code that the page loads again for: the
 * router's handler of errors (router/index.ts) leaves those alone and logs any other.
 */
export function isHandledCodeFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && handled.has(error);
}

/** Follows failed loads of the app's code for as long as the page lives. */
export function reloadOnceWhenCodeFailsToLoad(page: CodeReloadPage): void {
  let reloading = false;
  page.events.addEventListener('vite:preloadError', (event) => {
    const failure: unknown = (event as Event & { payload?: unknown }).payload;
    if (!reloading) {
      const last = Number(readMark(page.storage) ?? Number.NEGATIVE_INFINITY);
      // Without a mark kept across the reload, the page could reload for ever.
      if (page.now() - last < RELOAD_QUIET_MS || !writeMark(page.storage, page.now())) {
        page.sayFailed();
        return;
      }
      reloading = true;
      page.reload();
    }
    if (typeof failure === 'object' && failure !== null) handled.add(failure);
  });
}

function readMark(storage: CodeReloadPage['storage']): string | null {
  try {
    return storage?.getItem(RELOADED_AT_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeMark(storage: CodeReloadPage['storage'], now: number): boolean {
  try {
    storage?.setItem(RELOADED_AT_KEY, String(now));
    return storage !== undefined;
  } catch {
    return false;
  }
}
