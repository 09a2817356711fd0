/** The Plan screen: import a plan (picker or drop), its problems or diff, apply, the run. */
import type { Locator } from 'playwright-core';
import { WorkPage } from './work.page';

export interface DiffRow {
  serial: string;
  section: string;
  field: string;
  text: string;
}

export class PlansPage extends WorkPage {
  get navPlan(): Locator {
    return this.page.getByTestId('nav-plan');
  }

  get view(): Locator {
    return this.page.getByTestId('plan-view');
  }

  get drop(): Locator {
    return this.page.getByTestId('plan-drop');
  }

  get fileName(): Locator {
    return this.page.getByTestId('plan-file');
  }

  /** Chooses a plan file through the "Import plan…" picker. */
  async choose(name: string, text: string): Promise<void> {
    await this.page.getByTestId('plan-file-input').setInputFiles({
      name,
      mimeType: 'application/yaml',
      buffer: Buffer.from(text),
    });
  }

  /** Drops a plan file on the screen, as dragged from the file manager. */
  async dropFile(name: string, text: string): Promise<void> {
    const transfer = await this.page.evaluateHandle(
      `(() => { const t = new DataTransfer(); t.items.add(new File([${JSON.stringify(text)}], ${JSON.stringify(name)}, { type: 'application/yaml' })); return t; })()`,
    );
    for (const type of ['dragenter', 'dragover', 'drop'])
      await this.view.dispatchEvent(type, { dataTransfer: transfer });
  }

  get problems(): Locator {
    return this.page.getByTestId('plan-problem');
  }

  /** Each problem as `line|field|text`. */
  async problemRows(): Promise<string[]> {
    return Promise.all(
      (await this.problems.all()).map(
        async (row) =>
          `${await row.getAttribute('data-line')}|${await row.getAttribute('data-field')}|${(await row.textContent()) ?? ''}`,
      ),
    );
  }

  get diff(): Locator {
    return this.page.getByTestId('plan-diff');
  }

  async diffRows(): Promise<DiffRow[]> {
    return Promise.all(
      (await this.page.getByTestId('plan-diff-row').all()).map(async (row) => ({
        serial: (await row.getAttribute('data-serial')) ?? '',
        section: (await row.getAttribute('data-section')) ?? '',
        field: (await row.getAttribute('data-field')) ?? '',
        text: (await row.textContent()) ?? '',
      })),
    );
  }

  get summary(): Locator {
    return this.page.getByTestId('plan-summary');
  }

  get unchanged(): Locator {
    return this.page.getByTestId('plan-unchanged');
  }

  get nothing(): Locator {
    return this.page.getByTestId('plan-nothing');
  }

  userPassword(login: string): Locator {
    return this.page.getByTestId(`plan-user-password-${login}`).locator('input');
  }

  get apply(): Locator {
    return this.page.getByTestId('plan-apply');
  }

  get run(): Locator {
    return this.page.getByTestId('plan-run');
  }

  get planJobs(): Locator {
    return this.page.getByTestId('plan-job');
  }

  get verified(): Locator {
    return this.page.getByTestId('plan-verified');
  }

  get openReport(): Locator {
    return this.page.getByTestId('plan-open-report');
  }

  get exportSite(): Locator {
    return this.page.getByTestId('plan-export');
  }

  get reportControllers(): Locator {
    return this.page.getByTestId('report-controller');
  }
}
