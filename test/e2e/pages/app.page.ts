/**
 * The frame around every screen: header navigation, language and theme switches, footer, and
 * the error alert. Screens extend it.
 */
import type { Locator, Page } from 'playwright-core';

export type Route = '/site' | '/discovery' | `/controllers/${string}`;

export class AppPage {
  constructor(
    readonly page: Page,
    /** The host URL with its token (`http://127.0.0.1:port/?token=...`). */
    readonly url: string,
  ) {}

  async open(route: Route = '/site'): Promise<void> {
    await this.page.goto(`${this.url}#${route}`);
    await this.heading.waitFor();
  }

  get heading(): Locator {
    return this.page.locator('main h1');
  }

  nav(name: 'site' | 'discovery' | 'jobs' | 'journal'): Locator {
    return this.page.getByTestId(`nav-${name}`);
  }

  language(code: 'en' | 'ru'): Locator {
    return this.page.getByTestId(`language-${code}`);
  }

  theme(mode: 'system' | 'light' | 'dark'): Locator {
    return this.page.getByTestId(`theme-${mode}`);
  }

  get skipLink(): Locator {
    return this.page.getByTestId('skip-link');
  }

  get footer(): Locator {
    return this.page.getByTestId('app-footer');
  }

  get version(): Locator {
    return this.page.getByTestId('app-version');
  }

  get errorAlert(): Locator {
    return this.page.getByTestId('error-alert');
  }

  // The functions below run in the page. They are written as expressions (strings) because the
  // tests are type-checked as Node code, without the DOM's types.

  /** The theme the page applied: `light` or `dark`. */
  async appliedTheme(): Promise<string | undefined> {
    return await this.page.evaluate<string | undefined>('document.documentElement.dataset.theme');
  }

  async documentLanguage(): Promise<string> {
    return await this.page.evaluate<string>('document.documentElement.lang');
  }

  /** Relative luminance of the page background (0 black, 1 white): what the eye sees. */
  async backgroundLuminance(): Promise<number> {
    const color = await this.page.evaluate<string>(
      'getComputedStyle(document.body).backgroundColor',
    );
    const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  }

  /** The `data-testid` of the element that has keyboard focus (or of its nearest ancestor). */
  async focusedTestId(): Promise<string | null> {
    return await this.page.evaluate<string | null>(
      "document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid') ?? null",
    );
  }

  async focusedId(): Promise<string> {
    return await this.page.evaluate<string>("document.activeElement?.id ?? ''");
  }

  async clearStorage(): Promise<void> {
    await this.page.evaluate('localStorage.clear()');
  }

  /**
   * Picks an option of a filterable select by typing part of it. The words are filled into the
   * select's own input rather than typed at the keyboard, since keys pressed before the input has
   * focus are lost on a loaded machine; if the menu still does not show the option they are
   * filled again.
   */
  async pickTyped(select: Locator, typed: string, option: string | Locator): Promise<void> {
    const choice =
      typeof option === 'string'
        ? this.page.locator('.n-base-select-option', { hasText: option }).first()
        : option;
    for (let attempt = 1; ; attempt++) {
      await select.locator('.n-base-selection').click();
      await select.locator('input').fill(typed);
      try {
        await choice.waitFor({ timeout: 5_000 });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        await this.page.keyboard.press('Escape');
      }
    }
    await choice.click();
  }
}
