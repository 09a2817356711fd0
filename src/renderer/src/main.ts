/**
 * The page's entry, kept small: it opens the link to the shell and asks for the open site first
 * (api/first-read.ts), then loads the app (mount.ts). Served by the browser host, the link's
 * handshake and the shell's building of a big site's answer then overlap the app's own loading
 * and start instead of following it (docs/benchmarks.md, the site screen of a big site).
 */
import { call, subscribe } from './api/call';
import { startFirstSiteRead } from './api/first-read';
import { loadCode } from './code-load';
import { sayCodeFailedIn } from './code-load-failed';
import { codeReload, reloadForCode, useCodeReload } from './code-reload';

useCodeReload(
  codeReload({
    storage: sessionStorageOrNone(),
    now: () => Date.now(),
    reload: () => window.location.reload(),
    sayFailed: () => sayCodeFailedIn(document.getElementById('app')),
  }),
);

let answered = false;
startFirstSiteRead({
  read: () => call('site:current', {}).finally(() => (answered = true)),
  onChanged: (listener) => subscribe('site:changed', listener),
});
loadCode(() => import('./mount'))
  .then(({ prepareRowFormats }) => {
    if (!answered) prepareRowFormats();
  })
  .catch(() => void reloadForCode());

function sessionStorageOrNone(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
