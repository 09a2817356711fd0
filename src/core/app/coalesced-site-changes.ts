/**
 * `site:changed` events as the pages can use them: the first of a burst goes out at once, the
 * rest of the burst as one more after a short window. Each event makes a page read the whole site
 * again, and a watch pass over a site of a thousand controllers changes the shown state of each
 * in turn (docs/decisions.md, "The state of a site controller"): a thousand events for what one
 * read after the pass shows. Per site and reason, so a journal change is never held behind a
 * controllers' one.
 */
export interface SiteChange {
  siteId: string;
  reason: 'controllers' | 'journal';
}

/** How long a burst is gathered after its first event, in ms. */
export const SITE_CHANGE_WINDOW_MS = 100;

export function coalescedSiteChanges(
  emit: (change: SiteChange) => void,
  windowMs = SITE_CHANGE_WINDOW_MS,
): (change: SiteChange) => void {
  /** Per site and reason: whether another event arrived during the open window. */
  const open = new Map<string, { again: boolean }>();
  const close = (key: string, change: SiteChange) => {
    const window = open.get(key);
    open.delete(key);
    if (window?.again) {
      emit(change);
      start(key, change);
    }
  };
  const start = (key: string, change: SiteChange) => {
    open.set(key, { again: false });
    setTimeout(() => close(key, change), windowMs).unref();
  };
  return (change) => {
    const key = `${change.siteId}\u0001${change.reason}`;
    const window = open.get(key);
    if (window) {
      window.again = true;
      return;
    }
    emit(change);
    start(key, change);
  };
}
