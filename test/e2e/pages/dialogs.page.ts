/** The trust and login dialogs, which any view can open (TrustPrompt, SessionPrompt). */
import type { Locator, Page } from 'playwright-core';

export class TrustDialog {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByTestId('trust-dialog');
  }

  /** The fingerprint presented now, as the dialog shows it (its aria-label is the whole value). */
  async fingerprint(): Promise<string | null> {
    const shown = this.root.getByTestId('trust-fingerprint');
    await shown.waitFor();
    return shown.getAttribute('aria-label');
  }

  async pinned(): Promise<string | null> {
    return this.root.getByTestId('trust-pinned').getAttribute('aria-label');
  }

  get accept(): Locator {
    return this.page.getByTestId('trust-accept');
  }

  get cancel(): Locator {
    return this.page.getByTestId('trust-cancel');
  }
}

export class LoginDialog {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByTestId('login-dialog');
  }

  get login(): Locator {
    return this.page.getByTestId('login-name').locator('input');
  }

  get password(): Locator {
    return this.page.getByTestId('login-password').locator('input');
  }

  get remember(): Locator {
    return this.page.getByTestId('login-remember');
  }

  get submit(): Locator {
    return this.page.getByTestId('login-submit');
  }

  get cancel(): Locator {
    return this.page.getByTestId('login-cancel');
  }

  get error(): Locator {
    return this.root.getByTestId('error-alert');
  }

  get blocked(): Locator {
    return this.page.getByTestId('login-blocked');
  }

  /** "Log in as … with the saved password", offered when the keychain keeps one. */
  get useSaved(): Locator {
    return this.page.getByTestId('login-use-saved');
  }

  get forgetPassword(): Locator {
    return this.page.getByTestId('login-forget-password');
  }

  async logIn(login: string, password: string, remember = false): Promise<void> {
    await this.login.fill(login);
    await this.password.fill(password);
    if (remember) await this.remember.click();
    await this.submit.click();
  }
}
