/**
 * When the app's own code could not be loaded at any try (code-load.ts) where the user asked for
 * it (the app itself, a screen, a dialog), the page loads again, once: a new page fetches
 * everything anew. A second failure soon after is no passing change of the network: the page
 * then says so in both languages where nothing else was drawn yet (code-load-failed.ts), instead
 * of loading again for ever. The moment of the reload is kept in the tab's session storage.
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
  /** The tab's session storage; undefined where the browser gives none. */
  storage: TabStorage | undefined;
  now(): number;
  reload(): void;
  /** Says that the code could not be loaded (the page has nothing else to show then). */
  sayFailed(): void;
}

/** Loads the page again for code that could not be loaded, once; answers whether it will. */
export type CodeReload = () => boolean;

/** The page's reload for code that could not be loaded (main.ts makes it, with the page). */
export function codeReload(page: CodeReloadPage): CodeReload {
  let reloading = false;
  return () => {
    if (reloading) return true;
    const last = Number(readMark(page.storage) ?? Number.NEGATIVE_INFINITY);
    // Without a mark kept across the reload, the page could reload for ever.
    if (page.now() - last < RELOAD_QUIET_MS || !writeMark(page.storage, page.now())) {
      page.sayFailed();
      return false;
    }
    reloading = true;
    page.reload();
    return true;
  };
}

let pageReload: CodeReload = () => false;

/** Sets the page's reload (main.ts, once, before the app loads). */
export function useCodeReload(reload: CodeReload): void {
  pageReload = reload;
}

/** Loads the page again for code that could not be loaded, once; answers whether it will. */
export function reloadForCode(): boolean {
  return pageReload();
}

function readMark(storage: TabStorage | undefined): string | null {
  try {
    return storage?.getItem(RELOADED_AT_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeMark(storage: TabStorage | undefined, now: number): boolean {
  try {
    storage?.setItem(RELOADED_AT_KEY, String(now));
    return storage !== undefined;
  } catch {
    return false;
  }
}
