/**
 * The Electron window loads the app from a scheme of its own, `turnkey://app/`, served by
 * `protocol.handle` from the built renderer, instead of `file://`: a file page may read any file
 * of the disk it can name and shares one origin with every other file, while this scheme has one
 * origin, serves only the renderer folder and the same headers as the browser host
 * (docs/decisions.md, "Electron shell"). The functions here are pure so they are unit-tested
 * without the Electron binary; index.ts attaches them.
 */
import type { CustomScheme } from 'electron';
import { COMMON_HEADERS, pageCsp } from '../core/page/page-headers';
import type { StaticFiles } from '../core/page/static-files';

export const APP_SCHEME = 'turnkey';
export const APP_HOST = 'app';
export const APP_PAGE_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * Registered before the app is ready: a standard, secure scheme (it behaves like https for the
 * page: its own origin, local storage, the CSP), with fetch, and nothing else (no CORS, no
 * service workers, no bypassing the CSP).
 */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: {
    standard: true,
    secure: true,
    supportFetchAPI: true,
    allowServiceWorkers: false,
    bypassCSP: false,
    corsEnabled: false,
    stream: false,
  },
};

/**
 * Where the window's page comes from: the electron-vite development server only in a
 * development run (`ELECTRON_RENDERER_URL` is ignored by a packaged app, so an environment
 * variable cannot point the installed app at another page), the app's own scheme otherwise.
 */
export function rendererUrl(isPackaged: boolean, env: NodeJS.ProcessEnv): string {
  const devServer = env['ELECTRON_RENDERER_URL'];
  return !isPackaged && devServer ? devServer : APP_PAGE_URL;
}

/** The answer to one request on the app's scheme: a file of the renderer, or 404. */
export async function appSchemeResponse(files: StaticFiles, url: string): Promise<Response> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return notFound();
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return notFound();
  const isPage = parsed.pathname === '/' || parsed.pathname === '/index.html';
  const file = await files.read(isPage ? '/index.html' : parsed.pathname);
  if (!file) return notFound();
  const headers: Record<string, string> = { ...COMMON_HEADERS, 'Content-Type': file.type };
  if (isPage) {
    headers['Content-Security-Policy'] = pageCsp(file.body.toString('utf8'));
    headers['Cache-Control'] = 'no-store';
  }
  return new Response(new Uint8Array(file.body), { status: 200, headers });
}

function notFound(): Response {
  return new Response(null, { status: 404, headers: { ...COMMON_HEADERS } });
}
