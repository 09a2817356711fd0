/**
 * A job's "Retry these" (in the wizard's result and on the jobs screen) over the time wizard's
 * page, and the demo fleet's control channel, through which a test makes one simulator answer
 * every request with 500 (src/simulator/control).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { TimePage } from './time.page';

export class JobsRetryPage extends TimePage {
  get retry(): Locator {
    return this.page.getByTestId('flow-job-retry');
  }

  get retryOffer(): Locator {
    return this.page.getByTestId('flow-job-retry-offer');
  }

  get jobItems(): Locator {
    return this.page.getByTestId('job-item');
  }

  get jobsView(): Locator {
    return this.page.getByTestId('jobs-view');
  }

  get jobForms(): Locator {
    return this.page.getByTestId('job-form');
  }

  /** The controller of each row of the plan. */
  async planControllers(): Promise<(string | null)[]> {
    const rows = await this.planRows.all();
    return Promise.all(rows.map((row) => row.getAttribute('data-controller-id')));
  }

  /** The controller of each row of the job, with its state. */
  async jobStatesById(): Promise<[string | null, string | null][]> {
    const rows = await this.jobRows.all();
    return Promise.all(
      rows.map(async (row) =>
        Promise.all([row.getAttribute('data-controller-id'), row.getAttribute('data-state')]),
      ),
    );
  }
}

/** Sets the error rate of one simulator of the demo fleet (fleet-beacon.ts says where). */
export async function demoErrorRate(
  appDataDir: string,
  serial: string,
  errorRate: number,
): Promise<void> {
  const beacon = JSON.parse(readFileSync(join(appDataDir, 'demo', 'fleet.json'), 'utf8')) as {
    controlUrl: string;
    token: string;
  };
  const answer = await fetch(`${beacon.controlUrl}/faults`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${beacon.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ serial, errorRate }),
  });
  if (!answer.ok) throw new Error(`faults: ${answer.status}`);
}
