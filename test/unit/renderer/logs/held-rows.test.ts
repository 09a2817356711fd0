import { describe, expect, it } from 'vitest';
import { ref, shallowRef } from 'vue';
import type { EventFilter } from '../../../../src/renderer/src/features/logs/event-filter';
import { eventRow, type EventRow } from '../../../../src/renderer/src/features/logs/event-row';
import { useHeldRows } from '../../../../src/renderer/src/features/logs/useHeldRows';

const ROW = 30;
const row = (index: number): EventRow =>
  eventRow(
    { uuid: `e${index}`, type: 'access_granted', timestamp: new Date(index * 1000).toISOString() },
    index,
    'accessEvents',
  );

/** A log of `count` rows, newest first, as the screen's log holds them. */
function logOf(count: number) {
  const rows = shallowRef<readonly EventRow[]>(
    Array.from({ length: count }, (_, i) => row(count - 1 - i)),
  );
  const total = ref(count);
  return {
    rows,
    total,
    after: () => total.value,
    more: () => Promise.resolve(),
    /** New rows come on top, as the live tail puts them. */
    arrive(n: number) {
      const added = Array.from({ length: n }, (_, i) => row(total.value + n - 1 - i));
      rows.value = [...added, ...rows.value];
      total.value += n;
    },
  };
}

/** A scroll of the table's box to `top`. */
const scrollTo = (top: number) => ({
  target: { scrollTop: top, clientHeight: 600, scrollHeight: 100_000 },
});

describe('the rows a live log shows', () => {
  const filter = ref<EventFilter>({ types: [] });

  it('keeps the same rows when the engineer scrolls down and back with nothing new', () => {
    const log = logOf(1000);
    const held = useHeldRows(log, filter, ROW, () => undefined);
    const before = held.shown.value;
    held.scrolled(scrollTo(ROW * 10));
    expect(held.paused.value).toBe(true);
    expect(held.shown.value).toBe(before);
    expect(held.held.value).toBe(0);
    held.scrolled(scrollTo(0));
    expect(held.paused.value).toBe(false);
    expect(held.shown.value).toBe(before);
  });

  it('holds back and counts what comes while scrolled down, and shows it back at the top', () => {
    const log = logOf(1000);
    const held = useHeldRows(log, filter, ROW, () => undefined);
    held.scrolled(scrollTo(ROW * 10));
    log.arrive(3);
    expect(held.held.value).toBe(3);
    expect(held.shown.value).toHaveLength(1000);
    expect(held.shown.value[0]?.key).toBe('e999');
    held.scrolled(scrollTo(0));
    expect(held.held.value).toBe(0);
    expect(held.shown.value).toHaveLength(1003);
    expect(held.shown.value[0]?.key).toBe('e1002');
  });
});
