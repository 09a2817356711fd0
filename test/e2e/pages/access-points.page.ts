/** The access points tab of a controller: the list, the automations and the test passage. */
import type { Locator } from 'playwright-core';
import { TimePage } from './time.page';

export class AccessPointsPage extends TimePage {
  /** Opens the controller's page and its access points tab from the keyboard. */
  async openTab(controllerId: string): Promise<void> {
    await this.open(`/controllers/${controllerId}`);
    await this.tab.focus();
    await this.page.keyboard.press('Enter');
    await this.list.waitFor();
  }

  get tab(): Locator {
    return this.page.getByTestId('controller-tab-access-points');
  }

  get list(): Locator {
    return this.page.getByTestId('ap-list');
  }

  get add(): Locator {
    return this.page.getByTestId('ap-add');
  }

  point(name: string): Locator {
    return this.page.locator(`[data-testid="ap-row"][data-name="${name}"]`);
  }

  async state(name: string): Promise<string | null> {
    return this.point(name).getByTestId('ap-state-tag').getAttribute('data-state');
  }

  async parameters(name: string): Promise<string> {
    return (await this.point(name).getByTestId('ap-parameters').getAttribute('title')) ?? '';
  }

  action(name: string, action: 'change' | 'state' | 'remove'): Locator {
    return this.point(name).getByTestId(`ap-action-${action}`);
  }

  get planDanger(): Locator {
    return this.page.getByTestId('flow-danger');
  }

  get closeWizard(): Locator {
    return this.page.getByTestId('flow-close');
  }

  /** The test passage: an access point and a person picked, a direction, Send. */
  async testPassage(point: string, direction: 'in' | 'out'): Promise<void> {
    await this.page.getByTestId('ap-test-point').locator('.n-base-selection').click();
    await this.page
      .getByTestId('ap-test-point-menu')
      .locator('.n-base-select-option', { hasText: point })
      .click();
    await this.page.getByTestId('ap-test-person').locator('.n-base-selection').click();
    await this.page
      .getByTestId('ap-test-person-menu')
      .locator('.n-base-select-option')
      .first()
      .click();
    await this.page.getByTestId(`ap-test-${direction}`).click();
    await this.page.getByTestId('ap-test-send').click();
  }

  get testResult(): Locator {
    return this.page.getByTestId('ap-test-result');
  }
}
