/**
 * The distribution's Chromium driven by playwright-core (docs/decisions.md: Playwright's own
 * browser download is not available everywhere). Found on PATH, or at TURNKEY_CHROMIUM. Each
 * launch gets a fresh profile folder, removed on close.
 */
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome'];

/** Flags that keep Chromium quiet and local: no updates, sync, background traffic or QUIC. */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function findChromium(): string {
  const override = process.env['TURNKEY_CHROMIUM'];
  if (override) return override;
  for (const dir of (process.env['PATH'] ?? '').split(delimiter)) {
    for (const name of NAMES) {
      try {
        accessSync(join(dir, name), constants.X_OK);
        return join(dir, name);
      } catch {
        // not here
      }
    }
  }
  throw new Error(
    'No Chromium found for the e2e tests: install it (Debian: apt-get install chromium) or set TURNKEY_CHROMIUM.',
  );
}

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launchChromium(
  options: { colorScheme?: 'light' | 'dark'; locale?: string } = {},
): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'turnkey-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 800 },
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-US',
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
