/**
 * A site controller's state as the screens show it (shared/state/controller-state.ts): the site
 * list row's identity and factory-password marks, the red "certificate changed" tag, and the
 * state banner at the top of the controller's page; and rows picked exactly for a batch wizard.
 */
import type { Locator } from 'playwright-core';
import { NetworkWizardPage } from './network.page';

export class SiteStatePage extends NetworkWizardPage {
  /** `trusted`, `changed` or `new`, as the row carries it. */
  identity(id: string): Promise<string | null> {
    return this.row(id).getAttribute('data-identity');
  }

  /** `in_use`, `changed`, `not_checked` or `cannot_change`. */
  factoryState(id: string): Promise<string | null> {
    return this.row(id).getAttribute('data-factory-state');
  }

  /** The red tag of a row whose controller presents another certificate than its pin. */
  certificateChanged(id: string): Locator {
    return this.row(id).getByTestId('site-row-certificate-changed');
  }

  /** The coloured dot at the start of a row (red: changed certificate or factory password). */
  statusDot(id: string): Locator {
    return this.row(id).locator('.dot');
  }

  private async checked(box: Locator): Promise<boolean> {
    return box.isChecked();
  }

  /** Leaves exactly these rows selected, whatever was selected before. */
  async selectOnly(ids: readonly string[]): Promise<void> {
    for (const row of await this.rows.all()) {
      const id = (await row.getAttribute('data-controller-id')) ?? '';
      const box = this.select(id);
      if ((await this.checked(box)) !== ids.includes(id)) await box.click();
    }
  }

  /** Beside a selection's actions: how many selected controllers they leave out, and why. */
  get leftOut(): Locator {
    return this.page.getByTestId('site-batch-left-out');
  }

  /** Opens a wizard by its address, as a link, a bookmark or a reload does. */
  async openWizard(type: string, ids: readonly string[]): Promise<void> {
    await this.page.goto(`${this.url}#/wizard?type=${type}&controllers=${ids.join(',')}`);
  }

  // The controller's page.

  get stateBanner(): Locator {
    return this.page.getByTestId('controller-state');
  }

  get changedAlert(): Locator {
    return this.page.getByTestId('controller-state-changed');
  }

  get factoryTag(): Locator {
    return this.page.getByTestId('controller-state-factory');
  }

  get sessionUser(): Locator {
    return this.page.getByTestId('controller-session-user');
  }

  /** The error a wizard stopped on before its first step (its code in `data-code`). */
  get wizardError(): Locator {
    return this.wizard.getByTestId('error-alert');
  }

  get closeWizard(): Locator {
    return this.page.getByTestId('flow-close');
  }

  get planNotes(): Locator {
    return this.page.getByTestId('flow-plan-notes');
  }
}
