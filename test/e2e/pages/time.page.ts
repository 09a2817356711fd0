/** The time screen: this computer's clock, the table of the site's clocks, "Set time…". */
import type { Locator } from 'playwright-core';
import { NetworkWizardPage } from './network.page';

export interface ClockRow {
  id: string;
  zone: string;
  drift: number | null;
  ntp: string | null;
  error: boolean;
}

/** Extends the wizard's page object: the time wizard is drawn by the same flow pages. */
export class TimePage extends NetworkWizardPage {
  get navTime(): Locator {
    return this.page.getByTestId('nav-time');
  }

  get view(): Locator {
    return this.page.getByTestId('time-view');
  }

  get laptop(): Locator {
    return this.page.getByTestId('time-laptop');
  }

  get timeRows(): Locator {
    return this.page.getByTestId('time-row');
  }

  get refresh(): Locator {
    return this.page.getByTestId('time-refresh');
  }

  get setTime(): Locator {
    return this.page.getByTestId('time-set');
  }

  /** What each row shows now: zone, drift in seconds, NTP, and whether it failed. */
  async clockRows(): Promise<ClockRow[]> {
    const rows = await this.timeRows.all();
    return Promise.all(
      rows.map(async (row) => {
        const drift = row.getByTestId('time-drift');
        const ntp = row.getByTestId('time-ntp');
        return {
          id: (await row.getAttribute('data-controller-id')) ?? '',
          zone: (await row.getByTestId('time-zone').count())
            ? ((await row.getByTestId('time-zone').textContent()) ?? '')
            : '',
          drift: (await drift.count()) ? Number(await drift.getAttribute('data-drift')) : null,
          ntp: (await ntp.count()) ? await ntp.getAttribute('data-ntp') : null,
          error: (await row.getAttribute('data-error')) === 'yes',
        };
      }),
    );
  }

  /** Picks an option of a filterable select by typing part of it, then clicking it. */
  async search(name: string, typed: string, option: string): Promise<void> {
    await this.pickTyped(this.page.getByTestId(`flow-field-${name}`), typed, option);
  }

  toggle(name: string): Locator {
    return this.page.getByTestId(`flow-field-${name}`).locator('.n-switch');
  }
}
