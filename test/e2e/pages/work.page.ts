/** The open site's bar and work list, the wizard, the jobs and the journal screens. */
import type { Locator } from 'playwright-core';
import { AppPage } from './app.page';

export class WorkPage extends AppPage {
  get siteName(): Locator {
    return this.page.getByTestId('site-name');
  }

  get newSiteName(): Locator {
    return this.page.getByTestId('site-new-name').locator('input');
  }

  get newSite(): Locator {
    return this.page.getByTestId('site-new');
  }

  get rows(): Locator {
    return this.page.getByTestId('site-work-row');
  }

  row(id: string): Locator {
    return this.page.locator(`[data-testid="site-work-row"][data-controller-id="${id}"]`);
  }

  /** The checkbox of a row, in its first cell. */
  select(id: string): Locator {
    return this.row(id).locator('[data-vt-select="row"]');
  }

  /** The checkbox in the header that selects every row shown. */
  get selectAll(): Locator {
    return this.page.getByTestId('site-work-list').locator('[data-vt-select="all"]');
  }

  /** The header of a column of the work list, by its key (`serial`, `firmware`…). */
  header(key: string): Locator {
    return this.page
      .getByTestId('site-work-list')
      .locator(`[role="columnheader"][data-col-key="${key}"]`);
  }

  get batchTrust(): Locator {
    return this.page.getByTestId('site-batch-trust');
  }

  get batchLogin(): Locator {
    return this.page.getByTestId('site-batch-login');
  }

  get filter(): Locator {
    return this.page.getByTestId('site-filter').locator('input');
  }

  get batchPassword(): Locator {
    return this.page.getByTestId('site-batch-password');
  }

  get exportCsv(): Locator {
    return this.page.getByTestId('site-export');
  }

  get addFound(): Locator {
    return this.page.getByTestId('discovery-add-to-site');
  }

  get wizard(): Locator {
    return this.page.getByTestId('flow-wizard');
  }

  field(name: string): Locator {
    return this.page.getByTestId(`flow-field-${name}`).locator('input');
  }

  get next(): Locator {
    return this.page.getByTestId('flow-next');
  }

  get confirm(): Locator {
    return this.page.getByTestId('flow-confirm');
  }

  get done(): Locator {
    return this.page.getByTestId('flow-done');
  }

  get jobRows(): Locator {
    return this.page.getByTestId('flow-job-row');
  }

  journalRows(action: string): Locator {
    return this.page.locator(`[data-testid="journal-row"][data-action="${action}"]`);
  }
}
