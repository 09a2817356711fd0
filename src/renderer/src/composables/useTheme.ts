/**
 * Light or dark: the user's choice, or the system's while the choice is "system".
 * Also tells the document, so native controls and scrollbars match. The dark theme is loaded
 * when first needed (dark-theme.ts): until it is, the theme stays as it was.
 */
import { useOsTheme, type GlobalTheme, type GlobalThemeOverrides } from 'naive-ui';
import { storeToRefs } from 'pinia';
import { computed, watchEffect, type ComputedRef } from 'vue';
import { usePreferencesStore } from '../stores/preferences.store';
import { darkTheme, isDarkMode, loadDarkTheme } from './dark-theme';

/** The icon's teal as the primary colour; lighter on dark backgrounds so it keeps its contrast. */
const LIGHT_OVERRIDES: GlobalThemeOverrides = {
  common: {
    primaryColor: '#0f766e',
    primaryColorHover: '#0d9488',
    primaryColorPressed: '#115e59',
    primaryColorSuppl: '#0d9488',
  },
};
const DARK_OVERRIDES: GlobalThemeOverrides = {
  common: {
    primaryColor: '#2dd4bf',
    primaryColorHover: '#5eead4',
    primaryColorPressed: '#14b8a6',
    primaryColorSuppl: '#5eead4',
  },
};

export function useTheme(): {
  isDark: ComputedRef<boolean>;
  theme: ComputedRef<GlobalTheme | null>;
  overrides: ComputedRef<GlobalThemeOverrides>;
} {
  const { themeMode } = storeToRefs(usePreferencesStore());
  const os = useOsTheme();
  const isDark = computed(() => isDarkMode(themeMode.value, os.value === 'dark'));
  watchEffect(() => {
    // Not loaded at any try: light until the next change of theme, or the next load of the page.
    if (isDark.value) void loadDarkTheme().catch(() => undefined);
    const scheme = isDark.value ? 'dark' : 'light';
    document.documentElement.dataset['theme'] = scheme;
    document.documentElement.style.colorScheme = scheme;
  });
  return {
    isDark,
    theme: computed(() => (isDark.value ? darkTheme.value : null)),
    overrides: computed(() => (isDark.value ? DARK_OVERRIDES : LIGHT_OVERRIDES)),
  };
}
