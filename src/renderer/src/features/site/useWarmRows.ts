/**
 * Works out every row's words (row-memo.ts) in the page's idle moments once the list is drawn,
 * so the first sort or filter key after the site is read does not wait for a thousand of them.
 * Started again when the rows are replaced (the site read again), stopped when the list goes.
 */
import { onBeforeUnmount, watch, type Ref } from 'vue';

/** Below this, an idle moment is left alone: the next frame may be due. */
const MARGIN_MS = 2;

export function useWarmRows<R>(rows: Ref<readonly R[]>, work: (row: R) => void): void {
  let handle: number | undefined;
  const stop = () => {
    if (handle !== undefined) cancelIdleCallback(handle);
    handle = undefined;
  };
  watch(
    rows,
    (now) => {
      stop();
      let index = 0;
      const step = (deadline: IdleDeadline) => {
        while (index < now.length && deadline.timeRemaining() > MARGIN_MS) work(now[index++]!);
        handle = index < now.length ? requestIdleCallback(step) : undefined;
      };
      handle = requestIdleCallback(step);
    },
    { immediate: true },
  );
  onBeforeUnmount(stop);
}
