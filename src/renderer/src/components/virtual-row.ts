/**
 * One row of AppVirtualTable.vue, and what a column of it is. A row is its own component so that a
 * scroll, which only adds and removes rows at the edges, leaves every other row as it was: its
 * props (the same row object, index, selection and focus) have not changed, so Vue does not
 * render it again. Nothing here listens or observes: the table takes the row's events as they
 * bubble up.
 */
import { defineComponent, h, type PropType, type VNodeChild } from 'vue';

export interface VirtualColumn<R> {
  key: string;
  /** The header: its words, or markup that says them. */
  title: string | (() => VNodeChild);
  /** Fixed width in px; a column without one takes what is left. */
  width?: number;
  /** Sortable by a click on its header when it has an order. */
  compare?(a: R, b: R): number;
  render(row: R): VNodeChild;
}

/** The data attributes and label a row carries besides its cells (tests and states read them). */
export type RowAttrs<R> = (row: R) => Record<string, string | number | undefined>;

export const VirtualRow = defineComponent({
  name: 'VirtualRow',
  props: {
    row: { type: Object as PropType<object>, required: true },
    rowKey: { type: String, required: true },
    index: { type: Number, required: true },
    columns: { type: Array as PropType<readonly VirtualColumn<object>[]>, required: true },
    selectable: { type: Boolean, default: false },
    selected: { type: Boolean, default: false },
    /** The row that Tab reaches in the list (one at a time: a roving tab stop). */
    active: { type: Boolean, default: false },
    attrs: { type: Function as PropType<RowAttrs<object>>, default: undefined },
    selectLabel: { type: String, default: '' },
  },
  setup(props) {
    return () => {
      const cells = props.columns.map((column) =>
        h('div', { role: 'gridcell', class: 'app-vt-cell', 'data-col-key': column.key }, [
          column.render(props.row),
        ]),
      );
      if (props.selectable) {
        cells.unshift(
          h('div', { role: 'gridcell', class: 'app-vt-cell app-vt-select' }, [
            h('input', {
              type: 'checkbox',
              class: 'app-vt-check',
              checked: props.selected,
              tabindex: -1,
              'aria-label': props.selectLabel,
              'data-vt-select': 'row',
            }),
          ]),
        );
      }
      return h(
        'div',
        {
          ...props.attrs?.(props.row),
          role: 'row',
          class: ['app-vt-row', { 'app-vt-selected': props.selected }],
          'data-vt-key': props.rowKey,
          'aria-rowindex': props.index + 2,
          'aria-selected': props.selectable ? String(props.selected) : undefined,
          tabindex: props.active ? 0 : -1,
        },
        cells,
      );
    };
  },
});
