/**
 * The rows a live log shows, and holding new ones back while the engineer reads below the top
 * (so the rows in view do not move): scrolled down, rows from the log's current end on wait and
 * are counted ("3 new events"); back at the top, or on that button, they come in. Near the end
 * of the table the next older page is asked for.
 */
import { computed, ref, type Ref } from 'vue';
import { countHeld, filterRows, type EventFilter } from './event-filter';
import type { EventLog } from './useEventLog';

export function useHeldRows(
  log: EventLog,
  filter: Readonly<Ref<EventFilter>>,
  rowHeight: number,
  scrollToTop: () => void,
) {
  const heldFrom = ref(Infinity);
  const paused = computed(() => Number.isFinite(heldFrom.value));
  const shown = computed(() => filterRows(log.rows.value, filter.value, heldFrom.value));
  const held = computed(() =>
    paused.value ? countHeld(log.rows.value, filter.value, heldFrom.value) : 0,
  );

  function scrolled(event: Event): void {
    const box = event.target as HTMLElement;
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
