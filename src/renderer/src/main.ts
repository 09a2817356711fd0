/**
 * The page's entry, kept small: it opens the link to the shell and asks for the open site first
 * (api/first-read.ts), then loads the app (mount.ts). Served by the browser host, the link's
 * handshake and the shell's building of a big site's answer then overlap the app's own loading
 * and start instead of following it (docs/benchmarks.md, the site screen of a big site).
 */
import { call, subscribe } from './api/call';
import { startFirstSiteRead } from './api/first-read';
import { sayCodeFailedIn } from './code-load-failed';
import { reloadOnceWhenCodeFailsToLoad } from './code-reload';

reloadOnceWhenCodeFailsToLoad({
  events: window,
  storage: sessionStorageOrNone(),
  now: () => Date.now(),
  // After the failed navigation has settled: the router sets the address it reloads at first.
  reload: () => window.setTimeout(() => window.location.reload(), 0),
  sayFailed: () => sayCodeFailedIn(document.getElementById('app')),
});

let answered = false;
startFirstSiteRead({
  read: () => call('site:current', {}).finally(() => (answered = true)),
  onChanged: (listener) => subscribe('site:changed', listener),
});
import('./mount')
  .then(({ prepareRowFormats }) => {
    if (!answered) prepareRowFormats();
  })
  // A failed load of the app's code is code-reload.ts's to handle: it loads the page again.
  .catch(() => undefined);

function sessionStorageOrNone(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
