/** The module loaded on its own by dark-theme.ts: naive-ui's dark theme, in a chunk of its own. */
export { darkTheme } from 'naive-ui';
