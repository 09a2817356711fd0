/**
 * True from the first time `shown` is, on: a dialog whose code loads when it is first opened
 * (`defineAsyncComponent`) is mounted then, and kept mounted for its closing animation and its
 * later openings. Until then neither its module nor naive-ui's modal runs, which a screen's first
 * draw would otherwise pay for (docs/benchmarks.md, "Scale: a site of 1,000 controllers").
 */
import { readonly, ref, watch, type Ref } from 'vue';

export function useShownOnce(shown: () => boolean): Readonly<Ref<boolean>> {
  const once = ref(shown());
  if (!once.value) {
    const stop = watch(shown, (now) => {
      if (!now) return;
      once.value = true;
      stop();
    });
  }
  return readonly(once);
}
