/**
 * What the work list's rows carry besides their cells: the CSV export of what is shown, and each
 * row's marks and spoken words (screens guide, "Tables").
 */
import type { SiteController } from '../../../../shared/ipc/site.schema';
import { downloadCsv, toCsv } from '../../format/csv';
import { factoryWorks } from './site-health';
import type { RowText } from './site-work-columns';

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

/**
 * A row's marks, which the e2e tests and the state checks read, and the words a screen reader says
 * for it; the table itself makes it a tab stop that opens on Enter or a double-click and moves
 * with the arrows (components/AppVirtualTable.vue).
 */
export function workRowAttrs(
  c: SiteController,
  words: RowText,
  lost: boolean,
): Record<string, string> {
  return {
    'data-testid': 'site-work-row',
    'data-controller-id': c.id,
    'data-factory': factoryWorks(c) ? 'yes' : 'no',
    'data-identity': c.state.identity.state,
    'data-factory-state': c.state.factoryPassword.state,
    'data-lost': lost ? 'yes' : 'no',
    'aria-label': `${words.serial}, ${words.address}`,
  };
}
