/**
 * Screenshots of each screen, written on every run to test/e2e/screenshots/ (git-ignored) so a
 * person can look at every screen in both languages and both themes after a change.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // naive-ui fades colours over 0.3 s after a theme switch: picture the end state, not a blend.
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}
