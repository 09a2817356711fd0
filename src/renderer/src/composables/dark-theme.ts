/**
 * naive-ui's dark theme, loaded when dark is first shown: it carries every component's dark
 * colours, about 100 KB of the first load's code, which a page drawn light does without
 * (docs/benchmarks.md, "Scale: a site of 1,000 controllers"). A page that starts dark waits for
 * it before its first draw (mount.ts), so it is never drawn light first.
 */
import { loadCode } from '../code-load';
import type { GlobalTheme } from 'naive-ui';
import { shallowRef, type ShallowRef } from 'vue';
import type { ThemeMode } from '../stores/preferences.store';

const loaded = shallowRef<GlobalTheme | null>(null);
let loading: Promise<GlobalTheme> | undefined;

/** The dark theme once loaded, else null. */
export const darkTheme: Readonly<ShallowRef<GlobalTheme | null>> = loaded;

/**
 * Loads the dark theme, once; answers it. A load that failed at every try (code-load.ts: the
 * network changed under the page) is not kept: the next call tries again, so the page is not
 * left light for the rest of its life.
 */
export function loadDarkTheme(): Promise<GlobalTheme> {
  loading ??= loadCode(() => import('./dark-theme-chunk')).then(
    ({ darkTheme: theme }) => (loaded.value = theme),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether the page is dark: the user's choice, or the system's while the choice is "system". */
export function isDarkMode(mode: ThemeMode, systemDark: boolean): boolean {
  return mode === 'dark' || (mode === 'system' && systemDark);
}
