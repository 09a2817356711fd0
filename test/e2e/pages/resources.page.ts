/**
 * A controller's data screens: the tabs of its page (People, Access rules, Events, Devices, Time
 * tracking, System, API console), the collection choice of a tab, the generic browser (search,
 * count, rows, CSV), a record's detail and its generated form, the now -> after confirmation of a
 * change, and the API console. Screens with an editor of their own reuse the frame's parts here.
 */
import type { Locator } from 'playwright-core';
import { WorkPage } from './work.page';

/** The tabs of a controller's page as the address names them (`?tab=`). */
export type ControllerTab =
  | 'overview'
  | 'access-points'
  | 'people'
  | 'rules'
  | 'events'
  | 'devices'
  | 'timeTracking'
  | 'system'
  | 'console';

export class ResourcesPage extends WorkPage {
  // The frame: tabs and collections.

  tab(name: ControllerTab): Locator {
    return this.page.getByTestId(`controller-tab-${name}`);
  }

  /** Opens a controller's page and one of its tabs (clicking it, as an engineer does). */
  async openTab(controllerId: string, name: ControllerTab): Promise<void> {
    await this.open(`/controllers/${controllerId}`);
    await this.tab(name).click();
    await this.page
      .locator(`[data-testid="controller-tab-${name}"][aria-selected="true"]`)
      .waitFor();
  }

  /** The collection choice of the open tab. */
  get collections(): Locator {
    return this.page.getByTestId('resource-collections');
  }

  collection(id: string): Locator {
    return this.page.getByTestId(`resource-collection-${id}`);
  }

  /** Why a collection is not offered on this controller (its firmware era lacks it). */
  collectionReason(id: string): Locator {
    return this.page.getByTestId(`resource-collection-reason-${id}`);
  }

  /** Picks a collection of the open tab and waits for its screen. */
  async pickCollection(id: string): Promise<void> {
    await this.collection(id).click();
    await this.page.locator(`[data-testid="resource-screen"][data-collection="${id}"]`).waitFor();
  }

  // The generic browser.

  get browser(): Locator {
    return this.page.getByTestId('resource-browser');
  }

  /** True once every record of the collection is loaded. */
  async complete(): Promise<boolean> {
    return (await this.browser.getAttribute('data-complete')) === 'yes';
  }

  get search(): Locator {
    return this.page.getByTestId('resource-search').locator('input');
  }

  /** "312 records" when the collection has a count read. */
  get count(): Locator {
    return this.page.getByTestId('resource-count');
  }

  /** How many rows are shown after the search ("12 of 300 shown"). */
  get shown(): Locator {
    return this.page.getByTestId('resource-shown');
  }

  /**
   * The rows of the list on screen: a collection's records, or on the site page its
   * controllers (WorkPage's rows), so the shared openings (commissionedDemoSite) work with this
   * page object too; the two lists are never on screen together.
   */
  override get rows(): Locator {
    return this.page.locator('[data-testid="resource-row"], [data-testid="site-work-row"]');
  }

  /** A row by its record's key (uuid, name, code or login), or a site row by controller id. */
  override row(key: string): Locator {
    return this.page.locator(
      `[data-testid="resource-row"][data-key="${key}"], [data-testid="site-work-row"][data-controller-id="${key}"]`,
    );
  }

  /** The header cell of a column, to sort by it. */
  column(field: string): Locator {
    return this.browser.locator(`th[data-col-key="${field}"]`);
  }

  get create(): Locator {
    return this.page.getByTestId('resource-create');
  }

  /** Why creating is disabled for this login (beside the button). */
  get createReason(): Locator {
    return this.page.getByTestId('resource-create-reason');
  }

  /** The list's CSV export (on the site page: WorkPage's export of the controllers). */
  override get exportCsv(): Locator {
    return this.page.locator('[data-testid="resource-export"], [data-testid="site-export"]');
  }

  get reload(): Locator {
    return this.page.getByTestId('resource-reload');
  }

  async openRecord(key: string): Promise<void> {
    await this.row(key).click();
    await this.detail.waitFor();
  }

  // One record: detail and form.

  get detail(): Locator {
    return this.page.getByTestId('record-detail');
  }

  /** One field of the detail, by name: its value as shown. */
  detailField(name: string): Locator {
    return this.detail.locator(`[data-testid="record-field"][data-field="${name}"]`);
  }

  /** "The controller answered outside the contract: field — problem". */
  get problems(): Locator {
    return this.page.getByTestId('record-problems');
  }

  get edit(): Locator {
    return this.page.getByTestId('record-edit');
  }

  get remove(): Locator {
    return this.page.getByTestId('record-delete');
  }

  /** Why edit and delete are disabled for this login. */
  get actionReason(): Locator {
    return this.page.getByTestId('record-action-reason');
  }

  get closeDetail(): Locator {
    return this.detail.locator('.n-drawer-header .n-base-close');
  }

  get form(): Locator {
    return this.page.getByTestId('record-form');
  }

  formField(name: string): Locator {
    return this.form.getByTestId(`record-form-field-${name}`);
  }

  /** The text input of a text, number or JSON field. */
  formInput(name: string): Locator {
    return this.formField(name).locator('input, textarea').first();
  }

  /** The message under a field that its rule refused. */
  fieldError(name: string): Locator {
    return this.form.getByTestId(`record-form-error-${name}`);
  }

  get save(): Locator {
    return this.page.getByTestId('record-form-save');
  }

  get cancelForm(): Locator {
    return this.page.getByTestId('record-form-cancel');
  }

  // The confirmation of a change (record-write).

  /** The change's confirmation (in a wizard: WorkPage's confirm button of the flow). */
  override get confirm(): Locator {
    return this.page.locator('[data-testid="record-write-confirm"], [data-testid="flow-confirm"]');
  }

  get plan(): Locator {
    return this.page.getByTestId('record-write-plan');
  }

  /** One row of the plan: field, now, after. */
  planRow(field: string): Locator {
    return this.plan.locator(`tr[data-field="${field}"]`);
  }

  get apply(): Locator {
    return this.page.getByTestId('record-write-apply');
  }

  get cancelWrite(): Locator {
    return this.page.getByTestId('record-write-cancel');
  }

  // The API console.

  get console(): Locator {
    return this.page.getByTestId('api-console');
  }

  /** Picks an endpoint by typing part of "METHOD path" and choosing the option that shows it. */
  async pickEndpoint(typed: string, option: string): Promise<void> {
    await this.pickTyped(this.page.getByTestId('console-endpoint'), typed, option);
  }

  consoleParam(name: string): Locator {
    return this.page.getByTestId(`console-param-${name}`).locator('input');
  }

  consoleQuery(name: string): Locator {
    return this.page.getByTestId(`console-query-${name}`).locator('input');
  }

  get consoleBody(): Locator {
    return this.page.getByTestId('console-body').locator('textarea');
  }

  /** Where the body leaves the endpoint's schema, before sending. */
  get consoleBodyProblems(): Locator {
    return this.page.getByTestId('console-body-problems');
  }

  get send(): Locator {
    return this.page.getByTestId('console-send');
  }

  /** Why sending is disabled for this login. */
  get sendReason(): Locator {
    return this.page.getByTestId('console-send-reason');
  }

  get consoleStatus(): Locator {
    return this.page.getByTestId('console-status');
  }

  get consoleAnswer(): Locator {
    return this.page.getByTestId('console-answer');
  }

  /** "Matches the contract" or the list of problems; `data-ok` is yes or no. */
  get consoleContract(): Locator {
    return this.page.getByTestId('console-contract');
  }

  get consoleError(): Locator {
    return this.console.getByTestId('error-alert');
  }

  // The journal (to see a change written); `journalRows(action)` is WorkPage's.

  /** Every row of the journal on screen. */
  get journalEntries(): Locator {
    return this.page.getByTestId('journal-row');
  }
}
