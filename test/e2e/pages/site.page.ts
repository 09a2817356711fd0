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

  /** The row of the controller with this id (its certificate fingerprint, D14). */
  row(id: string): Locator {
    return this.page.locator(`[data-testid="site-row"][data-controller-id="${id}"]`);
  }

  next(id: string): Locator {
    return this.row(id).getByTestId('controller-next');
  }
}
