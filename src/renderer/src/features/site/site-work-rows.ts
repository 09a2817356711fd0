/**
 * What the work list's rows do besides showing: the CSV export of what is shown, and the keys of a
 * focused row (screens guide, "Tables"): Enter opens its controller, the arrows move to the row
 * above or below, as in SADP's and ConfigTool's device lists.
 */
import type { HTMLAttributes } from 'vue';
import type { SiteController } from '../../../../shared/ipc/site.schema';
import { downloadCsv, toCsv } from '../../format/csv';
import { factoryWorks } from './site-health';
import type { RowText } from './site-work-columns';

const ROW = '[data-testid="site-work-row"]';

/** Downloads the rows shown as `<site>.csv`, the full fingerprint in place of the short one. */
export function exportRows(
  siteName: string,
  rows: readonly SiteController[],
  text: (c: SiteController) => RowText,
): void {
  const header = [
    'serial',
    'model',
    'firmware',
    'address',
    'fingerprint',
    'trust',
    'session',
    'factory password',
    'last action',
  ];
  const lines = rows.map((c) => {
    const row = text(c);
    return [
      row.serial,
      row.model,
      row.firmware,
      row.address,
      c.fingerprint256,
      row.trust,
      row.session,
      row.factory,
      row.last,
    ];
  });
  downloadCsv(`${siteName}.csv`, toCsv(header, lines));
}

/** Moves focus to the nearest row in that direction; the virtual list draws it as it scrolls. */
function moveFocus(from: HTMLElement, step: 1 | -1): void {
  let next = step === 1 ? from.nextElementSibling : from.previousElementSibling;
  while (next && !next.matches(ROW)) {
    next = step === 1 ? next.nextElementSibling : next.previousElementSibling;
  }
  if (next instanceof HTMLElement) {
    next.focus();
    next.scrollIntoView({ block: 'nearest' });
  }
}

/**
 * The keys of a row that has the focus itself: a key pressed in its checkbox, link or button is
 * theirs.
 */
export function rowKeydown(event: KeyboardEvent, open: () => void): void {
  const row = event.currentTarget;
  if (!(row instanceof HTMLElement) || event.target !== row) return;
  if (event.key === 'Enter') {
    event.preventDefault();
    open();
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    moveFocus(row, event.key === 'ArrowDown' ? 1 : -1);
  }
}

/**
 * A row's attributes: the marks the e2e tests and the state checks read, and a row that takes the
 * focus, opens on Enter or a double-click, and moves with the arrows.
 */
export function workRowProps(
  c: SiteController,
  words: RowText,
  lost: boolean,
  open: () => void,
): HTMLAttributes {
  return {
    'data-testid': 'site-work-row',
    'data-controller-id': c.id,
    'data-factory': factoryWorks(c) ? 'yes' : 'no',
    'data-identity': c.state.identity.state,
    'data-factory-state': c.state.factoryPassword.state,
    'data-lost': lost ? 'yes' : 'no',
    tabindex: 0,
    'aria-label': `${words.serial}, ${words.address}`,
    onDblclick: open,
    onKeydown: (event: KeyboardEvent) => rowKeydown(event, open),
  } as HTMLAttributes;
}
