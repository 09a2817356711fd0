/**
 * The app itself: Vue with its stores, words and routes, mounted on the page. Loaded by the
 * page's entry (main.ts) once it has asked the shell for the open site.
 */
import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { isCodeLoadFailure } from './code-load';
import { reloadForCode } from './code-reload';
import { isDarkMode, loadDarkTheme } from './composables/dark-theme';
import { i18n } from './i18n';
import { router } from './router';
import { usePreferencesStore } from './stores/preferences.store';
import './styles.css';

const pinia = createPinia();
const app = createApp(App).use(pinia).use(i18n).use(router);
// A dialog or an editor whose code could not be loaded at any try (code-load.ts) makes the page
// load again (code-reload.ts); any other error is logged, as Vue logs it without a handler.
app.config.errorHandler = (error) => {
  if (isCodeLoadFailure(error) && reloadForCode()) return;
  console.error(error);
};
// A page that starts dark is drawn dark from its first frame (composables/dark-theme.ts).
const startsDark = isDarkMode(
  usePreferencesStore(pinia).themeMode,
  window.matchMedia('(prefers-color-scheme: dark)').matches,
);
// A dark theme that does not load leaves the first frame light; the theme's watch then tries it
// again (composables/useTheme.ts).
if (startsDark)
  void loadDarkTheme()
    .catch(() => undefined)
    .then(() => app.mount('#app'));
else app.mount('#app');

/**
 * Makes the formatter of the site's rows' times (their last action, `d(date, 'long')`) in the
 * language shown: the browser's first one costs it its time zone and calendar data, tens of ms,
 * and vue-i18n keeps it, so a page that would wait for the shell's answer anyway pays it then.
 */
export function prepareRowFormats(): void {
  i18n.global.d(0, 'long');
}
