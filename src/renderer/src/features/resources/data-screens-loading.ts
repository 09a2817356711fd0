/**
 * The data screens' code, fetched ahead. They are kept out of the first load (the renderer's
 * initial bundle stays small), but an engineer who opens a controller usually opens its data next:
 * fetching and compiling the tab, the generic browser and the event log while the overview is
 * read takes that time off the click (docs/decisions.md, "Data screens: browser and console").
 * The same loaders are what the page uses when the tab opens, so a module is fetched once.
 */
import { loadCode } from '../../code-load';
export const loadResourceTab = () => loadCode(() => import('./ResourceTab.vue'));
export const loadResourceBrowser = () => loadCode(() => import('./ResourceBrowser.vue'));
export const loadEventLog = () => loadCode(() => import('../logs/EventLogScreen.vue'));
export const loadApiConsole = () => loadCode(() => import('../console/ApiConsole.vue'));

/** Fetches the data screens once the page is idle; a failure waits for the real open. */
export function loadDataScreensAhead(): void {
  const load = () => {
    for (const loader of [loadResourceTab, loadResourceBrowser, loadEventLog]) {
      loader().catch(() => undefined);
    }
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 300);
}
