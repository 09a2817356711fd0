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

  async addNetwork(text: string): Promise<void> {
    await this.rangeInput.fill(text);
    await this.addRange.click();
  }
}
