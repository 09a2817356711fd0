/**
 * The network wizard as the screens draw it (the generic flow pages: form, plan, job), and the
 * demo fleet's control channel, through which a test slows the simulators down so that a job
 * lasts long enough to reload the page in its middle (src/simulator/control).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { WorkPage } from './work.page';

export class NetworkWizardPage extends WorkPage {
  get batchNetwork(): Locator {
    return this.page.getByTestId('site-batch-network');
  }

  /** A field of the form, whole (label, control, hint). */
  fieldItem(name: string): Locator {
    return this.page.getByTestId(`flow-field-${name}`);
  }

  /** Picks an option of a select field by the words it shows. */
  async choose(name: string, option: string): Promise<void> {
    await this.fieldItem(name).locator('.n-base-selection').click();
    await this.page.locator('.n-base-select-option', { hasText: option }).click();
  }

  /** The words of a select field's chosen option. */
  async chosen(name: string): Promise<string> {
    return (await this.fieldItem(name).locator('.n-base-selection-label').textContent()) ?? '';
  }

  /** The names of the fields shown now, in order. */
  async fieldNames(): Promise<string[]> {
    const items = await this.page.locator('[data-testid^="flow-field-"]').all();
    const ids = await Promise.all(items.map((item) => item.getAttribute('data-testid')));
    return ids.map((id) => (id ?? '').replace('flow-field-', ''));
  }

  /**
   * True when the stepper shows where the wizard is: naive-ui swaps a finished step's number for
   * its check mark with a transition, which a screenshot could catch half way.
   */
  async stepperSettled(): Promise<boolean> {
    const steps = await this.page.locator('.n-step').count();
    const finished = await this.page.locator('.n-step--finish-status').count();
    const numbers = await this.page.locator('.n-step-indicator-slot__index').count();
    return numbers === steps - finished;
  }

  get planRows(): Locator {
    return this.page.getByTestId('flow-plan-row');
  }

  get danger(): Locator {
    return this.page.getByTestId('flow-danger');
  }

  get back(): Locator {
    return this.page.getByTestId('flow-back');
  }

  get job(): Locator {
    return this.page.getByTestId('flow-job');
  }

  /** "Search for it again" beside a controller that did not come back. */
  get locateFromJob(): Locator {
    return this.page.getByTestId('flow-job-locate');
  }

  jobRow(controllerId: string): Locator {
    return this.page.locator(`[data-testid="flow-job-row"][data-controller-id="${controllerId}"]`);
  }

  async jobStates(): Promise<(string | null)[]> {
    return Promise.all((await this.jobRows.all()).map((row) => row.getAttribute('data-state')));
  }

  /** The address cell of a site row. */
  address(controllerId: string): Locator {
    return this.row(controllerId).locator('[data-col-key="address"]');
  }
}

/** The demo fleet's control channel, found where the fleet announces it (fleet-beacon.ts). */
export class DemoFleetControl {
  private readonly url: string;
  private readonly token: string;

  constructor(appDataDir: string) {
    const beacon = JSON.parse(readFileSync(join(appDataDir, 'demo', 'fleet.json'), 'utf8')) as {
      controlUrl: string;
      token: string;
    };
    this.url = beacon.controlUrl;
    this.token = beacon.token;
  }

  private async send(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return response.json();
  }

  /** Delays every answer of every simulator (or of one, by serial) by this much. */
  async latency(latencyMs: number, serial?: string): Promise<void> {
    await this.send('POST', '/faults', { latencyMs, ...(serial ? { serial } : {}) });
  }

  /** Takes one simulator down for this many seconds; it comes back where it last listened. */
  async reboot(serial: string, seconds: number): Promise<void> {
    await this.send('POST', '/reboot', { serial, seconds });
  }

  /** Where each simulator listens now, by serial, as the simulators themselves say. */
  async urls(): Promise<Map<string, string | null>> {
    const state = (await this.send('GET', '/state')) as {
      simulators: { serial: string; url: string | null }[];
    };
    return new Map(state.simulators.map((s) => [s.serial, s.url]));
  }
}
