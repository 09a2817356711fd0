/**
 * The rows a live log shows, and holding new ones back while the engineer reads below the top
 * (so the rows in view do not move): scrolled down, rows from the log's current end on wait and
 * are counted ("3 new events"); back at the top, or on that button, they come in. Near the end
 * of the table the next older page is asked for.
 */
import { computed, ref, type Ref } from 'vue';
import { countHeld, filterRows, type EventFilter } from './event-filter';
import type { EventRow } from './event-row';

/** What of the screen's log (useEventLog) the holding reads. */
export interface HeldLog {
  rows: Readonly<Ref<readonly EventRow[]>>;
  /** How many records the log has. */
  total: Readonly<Ref<number>>;
  /** The log's current end: where rows held from a pause start. */
  after(): number;
  /** Asks for the next older page. */
  more(): Promise<void>;
}

/** The scrolled box of the table, as its scroll event's target. */
export interface ScrollBox {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

export function useHeldRows(
  log: HeldLog,
  filter: Readonly<Ref<EventFilter>>,
  rowHeight: number,
  scrollToTop: () => void,
) {
  const heldFrom = ref(Infinity);
  const paused = computed(() => Number.isFinite(heldFrom.value));
  /**
   * Where rows are cut off, Infinity while nothing newer than the pause has come: pausing and
   * going on again then leave the shown rows as they are, not refiltered and handed to the table
   * anew (50,000 rows, a frame's worth of work each time the engineer leaves or reaches the top).
   */
  const cut = computed(() => (heldFrom.value < log.total.value ? heldFrom.value : Infinity));
  const shown = computed(() => filterRows(log.rows.value, filter.value, cut.value));
  const held = computed(() =>
    Number.isFinite(cut.value) ? countHeld(log.rows.value, filter.value, cut.value) : 0,
  );

  function scrolled(event: { target: unknown }): void {
    const box = event.target as ScrollBox;
    if (box.scrollTop > rowHeight && !paused.value) heldFrom.value = log.after();
    else if (box.scrollTop <= 2 && paused.value) heldFrom.value = Infinity;
    if (box.scrollTop + box.clientHeight > box.scrollHeight - 20 * rowHeight) void log.more();
  }

  function showNewer(): void {
    scrollToTop();
    heldFrom.value = Infinity;
  }

  return { shown, held, paused, scrolled, showNewer };
}
