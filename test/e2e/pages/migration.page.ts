/** The storage drive and migration card on a controller's overview. */
import type { Locator } from 'playwright-core';
import { WorkPage } from './work.page';

export class MigrationPage extends WorkPage {
  get card(): Locator {
    return this.page.getByTestId('migration-card');
  }

  get start(): Locator {
    return this.page.getByTestId('migration-start');
  }

  get confirmStart(): Locator {
    return this.page.getByTestId('migration-confirm');
  }

  get plan(): Locator {
    return this.page.getByTestId('migration-plan');
  }

  get stop(): Locator {
    return this.page.getByTestId('migration-stop');
  }

  get progress(): Locator {
    return this.page.getByTestId('migration-progress');
  }

  async state(): Promise<string | null> {
    return this.page.getByTestId('migration-state').getAttribute('data-state');
  }

  /** Records copied so far as the bar says ("1,234 of 5,678"), or undefined without a bar. */
  async records(): Promise<{ done: number; total: number } | undefined> {
    const bar = this.page.getByTestId('migration-records');
    if ((await bar.count()) === 0) return undefined;
    const text = (await bar.textContent()) ?? '';
    const [done, total] = text.split(/\s+(?:of|из)\s+/).map((n) => Number(n.replace(/\D/g, '')));
    return done === undefined || total === undefined ? undefined : { done, total };
  }
}
