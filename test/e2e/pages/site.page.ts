/** The site view: summary counts, the empty state with its two ways forward, the controllers table. */
import type { Locator } from 'playwright-core';
import { AppPage } from './app.page';

export class SitePage extends AppPage {
  get view(): Locator {
    return this.page.getByTestId('site-view');
  }

  get empty(): Locator {
    return this.page.getByTestId('site-empty');
  }

  get discoverButton(): Locator {
    return this.page.getByTestId('site-discover');
  }

  get demoButton(): Locator {
    return this.page.getByTestId('site-demo');
  }

  count(key: 'found' | 'trusted' | 'loggedIn' | 'attention'): Locator {
    return this.page.getByTestId(`site-count-${key}`);
  }

  get rows(): Locator {
    return this.page.getByTestId('site-row');
  }
}
