/** The transfer screen: its list, a transfer's report and its parts, on top of the wizard pages. */
import type { Locator } from 'playwright-core';
import { TimePage } from './time.page';

export class TransferPage extends TimePage {
  get navTransfer(): Locator {
    return this.page.getByTestId('nav-transfer');
  }

  /** The transfer screen once its first read has answered. */
  get screen(): Locator {
    return this.page.locator('[data-testid="transfer-view"][data-loaded="yes"]');
  }

  get newTransfer(): Locator {
    return this.page.getByTestId('transfer-new');
  }

  get transferRows(): Locator {
    return this.page.getByTestId('transfer-row');
  }

  transferRow(id: string): Locator {
    return this.page.locator(`[data-testid="transfer-row"][data-transfer-id="${id}"]`);
  }

  get report(): Locator {
    return this.page.getByTestId('transfer-report');
  }

  part(name: string): Locator {
    return this.report.locator(`[data-testid="transfer-part"][data-part="${name}"]`);
  }

  /** The records a running transfer's row says are done, or null when it shows no progress. */
  async progressDone(id: string): Promise<number | null> {
    const progress = this.transferRow(id).getByTestId('transfer-progress');
    if ((await progress.count()) === 0) return null;
    return Number(await progress.getAttribute('data-done'));
  }
}
