import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { StaticFiles } from '../../../src/core/page/static-files';
import {
  APP_PAGE_URL,
  APP_SCHEME_PRIVILEGES,
  appSchemeResponse,
  rendererUrl,
} from '../../../src/main/app-protocol';

const dir = mkdtempSync(join(tmpdir(), 'turnkey-scheme-'));
const renderer = join(dir, 'renderer');
mkdirSync(join(renderer, 'assets'), { recursive: true });
writeFileSync(
  join(renderer, 'index.html'),
  `<meta http-equiv="Content-Security-Policy" content="default-src 'self'" /><div id="app"></div>`,
);
writeFileSync(join(renderer, 'assets', 'app.js'), 'console.log(1);');
writeFileSync(join(dir, 'secret.txt'), 'outside');
const files = new StaticFiles(renderer);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('where the window loads its page from', () => {
  it('is the app’s own scheme in a packaged app, whatever the environment says', () => {
    const env = { ELECTRON_RENDERER_URL: 'http://evil.example:5173/' };
    expect(rendererUrl(true, env)).toBe(APP_PAGE_URL);
    expect(rendererUrl(true, {})).toBe(APP_PAGE_URL);
  });

  it('is the development server only in a development run', () => {
    expect(rendererUrl(false, { ELECTRON_RENDERER_URL: 'http://localhost:5173/' })).toBe(
      'http://localhost:5173/',
    );
    expect(rendererUrl(false, {})).toBe(APP_PAGE_URL);
    expect(APP_PAGE_URL.startsWith('file:')).toBe(false);
  });

  it('registers a standard, secure scheme that bypasses nothing', () => {
    expect(APP_SCHEME_PRIVILEGES.privileges).toMatchObject({
      standard: true,
      secure: true,
      bypassCSP: false,
      corsEnabled: false,
      allowServiceWorkers: false,
    });
  });
});

describe('the app scheme', () => {
  it('serves the page with its policy and the renderer’s files with their types', async () => {
    const page = await appSchemeResponse(files, 'turnkey://app/index.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'self'; frame-ancestors 'none'",
    );
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('id="app"');
    const script = await appSchemeResponse(files, 'turnkey://app/assets/app.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await appSchemeResponse(files, 'turnkey://app/')).status).toBe(200);
  });

  it('never serves a file outside the renderer, nor another host of the scheme', async () => {
    for (const url of [
      'turnkey://app/../secret.txt',
      'turnkey://app/%2e%2e/secret.txt',
      'turnkey://app/assets/..%2f..%2fsecret.txt',
      'turnkey://app/assets',
      'turnkey://other/index.html',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect((await appSchemeResponse(files, url)).status, url).toBe(404);
    }
  });
});

describe('the packaged binary', () => {
  it('has the fuses off that would widen what a page or the environment can do', () => {
    const config = parse(
      readFileSync(join(import.meta.dirname, '..', '..', '..', 'electron-builder.yml'), 'utf8'),
    ) as { electronFuses: Record<string, boolean> };
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      grantFileProtocolExtraPrivileges: false,
      onlyLoadAppFromAsar: true,
    });
  });
});
