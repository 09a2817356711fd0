/** The discovery screen: networks of this computer, ranges, start and cancel, progress, results. */
import type { Locator } from 'playwright-core';
import { AppPage } from './app.page';

export class DiscoveryPage extends AppPage {
  get view(): Locator {
    return this.page.getByTestId('discovery-view');
  }

  get interfaces(): Locator {
    return this.page.getByTestId('discovery-interfaces');
  }

  get interfacesError(): Locator {
    return this.page.getByTestId('discovery-interfaces-error');
  }

  get rangeInput(): Locator {
    return this.page.getByTestId('discovery-range-input').locator('input');
  }

  get addRange(): Locator {
    return this.page.getByTestId('discovery-range-add');
  }

  get rangeTags(): Locator {
    return this.page.getByTestId('discovery-range-tag');
  }

  get rangeProblem(): Locator {
    return this.page.getByTestId('discovery-range-problem');
  }

  get allowLarge(): Locator {
    return this.page.getByTestId('discovery-allow-large');
  }

  get start(): Locator {
    return this.page.getByTestId('discovery-start');
  }

  get cancel(): Locator {
    return this.page.getByTestId('discovery-cancel');
  }

  get progress(): Locator {
    return this.page.getByTestId('discovery-progress');
  }

  get results(): Locator {
    return this.page.getByTestId('discovery-row');
  }

  /** The row of the controller with this serial number. */
  row(serial: string): Locator {
    return this.page.locator(`[data-testid="discovery-row"][data-serial="${serial}"]`);
  }

  /** The next-step button of that row (trust, review, log in, open). */
  next(serial: string): Locator {
    return this.row(serial).getByTestId('controller-next');
  }

  get outcome(): Locator {
    return this.page.getByTestId('discovery-outcome');
  }

  get findings(): Locator {
    return this.page.getByTestId('discovery-findings');
  }

  get demoOffer(): Locator {
    return this.page.getByTestId('discovery-demo-start');
  }

  get demoRunning(): Locator {
    return this.page.getByTestId('demo-running');
  }

  get demoSearch(): Locator {
    return this.page.getByTestId('demo-search');
  }

  /**
   * Searches the demo site again and waits until that search runs: until the shell has answered
   * `demo:start`, the screen still shows the previous search's outcome, which `settled()` would
   * otherwise take for this one.
   */
  async searchDemoAgain(): Promise<void> {
    await this.demoSearch.click();
    await this.page
      .locator('[data-testid="discovery-progress"][data-status="running"]')
      .waitFor({ timeout: 30_000 });
  }

  /** Waits until the search has settled (done, cancelled or failed) and says which. */
  async settled(): Promise<string | null> {
    await this.page
      .locator(
        '[data-testid="discovery-progress"]:is([data-status="done"],[data-status="cancelled"],[data-status="failed"])',
      )
      .waitFor({ timeout: 30_000 });
    return this.progress.getAttribute('data-status');
  }

  /**
   * The demo site's first search offers its controllers to trust and log in at once
   * (docs/decisions.md, "Trust and log in from the search"): a test that walks another path
   * closes that offer first.
   */
  async declineJoinOffer(): Promise<void> {
    const dialog = this.page.getByTestId('join-dialog');
    await dialog.waitFor({ timeout: 30_000 });
    await this.page.getByTestId('join-close').click();
    await dialog.waitFor({ state: 'detached' });
  }

  async addNetwork(text: string): Promise<void> {
    await this.rangeInput.fill(text);
    await this.addRange.click();
  }
}
