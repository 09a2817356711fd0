/**
 * The event log screens of a controller (Events tab: access events, audit events, notifications,
 * alerts; System tab: error log): the rows, the filters, the live tail, the export.
 */
import type { Locator } from 'playwright-core';
import { ResourcesPage } from './resources.page';

export interface LogRow {
  key: string | null;
  fresh: boolean;
  person: string | null;
  personUuid: string | null;
  point: string | null;
  type: string | null;
}

export class LogsPage extends ResourcesPage {
  /** Opens a controller's Events tab and one of its logs, and waits for its first rows. */
  async openLog(controllerId: string, collection: string): Promise<void> {
    await this.openTab(controllerId, 'events');
    await this.pickCollection(collection);
    await this.log.waitFor();
    await this.logReady();
  }

  get log(): Locator {
    return this.page.getByTestId('event-log');
  }

  get status(): Locator {
    return this.page.getByTestId('log-status');
  }

  /** Waits until the count and the newest page are read. */
  async logReady(): Promise<void> {
    await this.page.locator('[data-testid="event-log"][data-state="ready"]').waitFor();
  }

  /** How many rows pass the filters (all of them, not only those drawn). */
  async shownCount(): Promise<number> {
    return Number(await this.log.getAttribute('data-shown'));
  }

  get logRows(): Locator {
    return this.page.getByTestId('log-row');
  }

  /** The rows drawn (the table is virtual: those in view and a few beyond). */
  async visibleRows(): Promise<LogRow[]> {
    return Promise.all(
      (await this.logRows.all()).map(async (row) => {
        const person = row.getByTestId('log-person');
        const point = row.getByTestId('log-point');
        const has = async (l: Locator) => (await l.count()) > 0;
        return {
          key: await row.getAttribute('data-key'),
          fresh: (await row.getAttribute('data-fresh')) === 'true',
          person: (await has(person)) ? await person.textContent() : null,
          personUuid: (await has(person)) ? await person.getAttribute('title') : null,
          point: (await has(point)) ? await point.textContent() : null,
          type: await row.getByTestId('log-type').textContent(),
        };
      }),
    );
  }

  get live(): Locator {
    return this.page.getByTestId('log-live');
  }

  get exportButton(): Locator {
    return this.page.getByTestId('log-export');
  }

  /** Picks a person in the filter by typing part of the name. */
  async filterPerson(name: string): Promise<void> {
    await this.pickTyped(
      this.page.getByTestId('log-filter-person'),
      name,
      this.page
        .getByTestId('log-filter-person-menu')
        .locator('.n-base-select-option', { hasText: name })
        .first(),
    );
  }

  get clearFilters(): Locator {
    return this.page.getByTestId('log-filter-clear');
  }

  /** The query of the page's address (`person`, `point`, `tab`, `collection`). */
  query(): URLSearchParams {
    const hash = new URL(this.page.url()).hash;
    return new URLSearchParams(hash.slice(hash.indexOf('?') + 1));
  }

  // Alerts.

  get alertPoints(): Locator {
    return this.page.getByTestId('alerts-point');
  }

  // The error log (System tab).

  get errorLog(): Locator {
    return this.page.getByTestId('error-log');
  }

  get errorLines(): Locator {
    return this.page.getByTestId('error-log-line');
  }

  get errorSearch(): Locator {
    return this.page.getByTestId('error-log-search').locator('input');
  }
}
