/**
 * The user's language and theme, and the last login name used (engineers log in to a whole site
 * as one user, so the login dialogs start with it). Kept in the page's local storage; the theme
 * follows the system unless the user picks light or dark. Never a password.
 */
import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import { guessLocale, i18n, isAppLocale, type AppLocale } from '../i18n';

export const THEME_MODES = ['system', 'light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

const LOCALE_KEY = 'turnkey.locale';
const THEME_KEY = 'turnkey.theme';
const LAST_LOGIN_KEY = 'turnkey.lastLogin';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be disabled; the choice then lasts for this page only.
  }
}

export const usePreferencesStore = defineStore('preferences', () => {
  const storedLocale = read(LOCALE_KEY);
  const storedTheme = read(THEME_KEY);
  const locale = ref<AppLocale>(
    isAppLocale(storedLocale) ? storedLocale : guessLocale(navigator.languages),
  );
  const themeMode = ref<ThemeMode>(THEME_MODES.find((mode) => mode === storedTheme) ?? 'system');
  const lastLogin = ref(read(LAST_LOGIN_KEY) ?? '');

  watch(
    locale,
    (value) => {
      i18n.global.locale.value = value;
      document.documentElement.lang = value;
      write(LOCALE_KEY, value);
    },
    { immediate: true },
  );
  watch(themeMode, (value) => write(THEME_KEY, value));
  watch(lastLogin, (value) => write(LAST_LOGIN_KEY, value));

  return { locale, themeMode, lastLogin };
});
