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

  get identity(): Locator {
    return this.page.getByTestId('controller-identity');
  }

  get firmware(): Locator {
    return this.page.getByTestId('controller-firmware');
  }

  get capabilities(): Locator {
    return this.page.getByTestId('controller-capabilities');
  }

  /** The state of one area of the capabilities (D11): available, missing, ... */
  async areaState(area: string): Promise<string | null> {
    return this.capabilities.locator(`[data-area="${area}"]`).getAttribute('data-state');
  }

  get sessionUser(): Locator {
    return this.page.getByTestId('controller-session-user');
  }

  get remembered(): Locator {
    return this.page.getByTestId('controller-remembered');
  }

  get logout(): Locator {
    return this.page.getByTestId('controller-logout');
  }

  get login(): Locator {
    return this.page.getByTestId('controller-login');
  }

  get forgetPassword(): Locator {
    return this.page.getByTestId('controller-forget-password');
  }

  get forgetController(): Locator {
    return this.page.getByTestId('controller-forget');
  }

  get forgetConfirm(): Locator {
    return this.page.getByTestId('controller-forget-yes');
  }
}
