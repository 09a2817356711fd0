/**
 * The live tail's asking (resource:tail, shared by every page in main, which reads each log at
 * most once a second): this page asks at most once a second too, and only while the tail is on,
 * the window is visible and the screen is on view (not in a hidden tab). A failed ask is shown
 * and the next one tried a second later.
 */
import { onUnmounted, type Ref } from 'vue';

export const TAIL_EVERY_MS = 1000;

export function useLiveTail(options: {
  on: Ref<boolean>;
  /** The screen is drawn (its element has a layout box). */
  inView: () => boolean;
  ask: () => Promise<void>;
  failed: (thrown: unknown) => void;
}): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const tick = async () => {
    const startedAt = Date.now();
    if (options.on.value && document.visibilityState === 'visible' && options.inView()) {
      try {
        await options.ask();
      } catch (thrown) {
        options.failed(thrown);
      }
    }
    if (!stopped)
      timer = setTimeout(() => void tick(), Math.max(0, TAIL_EVERY_MS - (Date.now() - startedAt)));
  };
  timer = setTimeout(() => void tick(), TAIL_EVERY_MS);
  onUnmounted(() => {
    stopped = true;
    clearTimeout(timer);
  });
}
