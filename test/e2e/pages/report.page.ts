/**
 * The handover report's screen (features/report): its preview in the document's language, the
 * open items it lists, and the files it saves (a download, read back whole).
 */
import { readFile } from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import { AppPage } from './app.page';

export class ReportPage extends AppPage {
  get navReport(): Locator {
    return this.page.getByTestId('nav-report');
  }

  get preview(): Locator {
    return this.page.getByTestId('report-preview');
  }

  /** The document's language (apart from the app's). */
  reportLanguage(code: 'en' | 'ru'): Locator {
    return this.page.getByTestId(`report-language-${code}`);
  }

  get openItems(): Locator {
    return this.page.getByTestId('report-open-items').locator('li');
  }

  get controllers(): Locator {
    return this.page.getByTestId('report-controller');
  }

  /** Saves the report as `format` in the document's language; the file's name and bytes. */
  async save(format: 'pdf' | 'json'): Promise<{ name: string; bytes: Buffer }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId(`report-save-${format}`).click(),
    ]);
    return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
  }
}
