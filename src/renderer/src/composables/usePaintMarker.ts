/**
 * Marks when a view has been painted (a `performance.mark`), for the start-up benchmark
 * (docs/benchmarks.md, "App"): after mount, the next frame, then the task after it, which runs
 * once that frame is on screen.
 */
import { onMounted } from 'vue';

export function usePaintMarker(name: string): void {
  onMounted(() => {
    requestAnimationFrame(() => {
      setTimeout(() => {
        if (performance.getEntriesByName(name, 'mark').length === 0) performance.mark(name);
      }, 0);
    });
  });
}

/** The mark of the site view's first paint. */
export const SITE_VIEW_PAINTED = 'turnkey:site-view-painted';
