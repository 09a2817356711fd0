/** One controller's view: identity, firmware era, capabilities, history; or "not on the site". */
import type { Locator } from 'playwright-core';
import { AppPage } from './app.page';

export class ControllerPage extends AppPage {
  get view(): Locator {
    return this.page.getByTestId('controller-view');
  }

  get notFound(): Locator {
    return this.page.getByTestId('controller-not-found');
  }

  get back(): Locator {
    return this.page.getByTestId('controller-back');
  }
}
