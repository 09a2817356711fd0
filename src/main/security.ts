/**
 * What the app's web contents and session may do: no new windows, no navigation
 * away from the app, no webviews, no permissions (camera, notifications, USB...), no downloads;
 * links open in the user's browser only when they are https on the allow-list. The policy
 * functions are pure so they are unit-tested; the `harden*` functions attach them.
 */
import type { Session, WebContents } from 'electron';

/**
 * Hosts whose https links may open in the user's browser. Empty until the app links to anything
 * (the vendor's documentation, when the help pages arrive): every link is refused until then.
 */
export const EXTERNAL_LINK_HOSTS: readonly string[] = [];

/** True for `https://` URLs on an allowed host, with no credentials and the default port. */
export function isAllowedExternalUrl(url: string, allowedHosts: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.protocol === 'https:' &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.port === '' &&
    allowedHosts.includes(parsed.hostname.toLowerCase())
  );
}

/**
 * True when `url` is the app's own page: the same page of the app's own scheme (any hash, as
 * vue-router's hash history changes it) for a built app, or the same origin as the development
 * server.
 */
export function isAppUrl(url: string, appUrl: string): boolean {
  let parsed: URL;
  let app: URL;
  try {
    parsed = new URL(url);
    app = new URL(appUrl);
  } catch {
    return false;
  }
  if (app.protocol === 'http:' || app.protocol === 'https:') return parsed.origin === app.origin;
  return (
    parsed.protocol === app.protocol && parsed.host === app.host && parsed.pathname === app.pathname
  );
}

export interface ContentsPolicy {
  allowedHosts: readonly string[];
  openExternal: (url: string) => Promise<void>;
  onRefused?: (what: string, url: string) => void;
}

/** Denies windows, navigation and webviews on one web contents. */
export function hardenContents(contents: WebContents, policy: ContentsPolicy): void {
  const refuse = (what: string, url: string) => {
    policy.onRefused?.(what, url);
    if (isAllowedExternalUrl(url, policy.allowedHosts)) {
      policy
        .openExternal(url)
        .catch((error: unknown) => policy.onRefused?.(`open ${String(error)}`, url));
    }
  };
  contents.setWindowOpenHandler(({ url }) => {
    refuse('window', url);
    return { action: 'deny' };
  });
  // The page is one document (hash routing), so any real navigation leaves the app.
  contents.on('will-navigate', (event, url) => {
    event.preventDefault();
    refuse('navigation', url);
  });
  contents.on('will-frame-navigate', (event) => {
    if (!event.isMainFrame) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    event.preventDefault();
    refuse('redirect', url);
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Denies every permission request and check, device access and downloads on a session. */
export function hardenSession(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  session.on('will-download', (event) => event.preventDefault());
}
