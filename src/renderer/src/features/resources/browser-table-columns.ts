/**
 * The generic browser's table columns (screens guide, "Tables": one line per row, dash for
 * empty, sort by any column): one per shown field, each cell a single clipped line with its whole
 * text on hover (a reference's keys too, beside its names), and one "other fields" column.
 * Sorting is the browser's own (controlled), so the CSV export writes the rows in the order they
 * are shown.
 */
import type { DataTableColumns } from 'naive-ui';
import { computed, h, type ComputedRef, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import { OTHER_COLUMN, otherFields, type BrowserColumns } from './browser-columns';
import { columnLabel } from './field-words';
import { cellText, type BrowserRow } from './row-search';
import { useLocalized } from '../../composables/useLocalized';
import { useSay } from '../../format/useSay';

export interface SortState {
  field: string;
  order: 'ascend' | 'descend';
}

const cell = (text: string, hover = text) => h('span', { class: 'cell', title: hover }, text);

/** What a field's cell says: a reference's names (reference-names.ts), else its value. */
export type CellWords = (row: BrowserRow, field: string) => string;

export function useBrowserTableColumns(
  shown: Ref<BrowserColumns>,
  sort: Ref<SortState | undefined>,
  collectionId: () => string,
  words: CellWords,
): ComputedRef<DataTableColumns<BrowserRow>> {
  const { t } = useI18n();
  const localized = useLocalized();
  const say = useSay();
  /**
   * A value in words (yes/no, a local time; docs/decisions.md, "Words, not values"), the value
   * as the controller sent it on hover.
   */
  const said = (row: BrowserRow, field: string) => {
    const text = words(row, field);
    const raw = cellText(row.record[field]);
    return text === raw ? say.value(row.record[field], field) : text;
  };
  return computed(() => {
    const { fields, other } = shown.value;
    const columns: DataTableColumns<BrowserRow> = fields.map((field) => ({
      key: field,
      title: localized(columnLabel(field, collectionId())),
      sorter: true,
      sortOrder: sort.value?.field === field ? sort.value.order : false,
      minWidth: 120,
      render: (row: BrowserRow) => {
        const text = said(row, field);
        const raw = cellText(row.record[field]);
        return cell(text, text === raw ? raw : `${text}\n${raw}`);
      },
    }));
    if (other) {
      columns.push({
        key: OTHER_COLUMN,
        title: t('resources.browser.other'),
        minWidth: 200,
        render: (row: BrowserRow) => {
          const others = Object.keys(row.record).filter((field) => !fields.includes(field));
          const text = others
            .map((field) => `${localized(columnLabel(field, collectionId()))}: ${said(row, field)}`)
            .join('; ');
          return cell(text || '—', otherFields(row.record, fields) || '—');
        },
      });
    }
    return columns;
  });
}
