// @ts-check
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig, globalIgnores } from 'eslint/config';
import pluginVue from 'eslint-plugin-vue';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layer rules (see the architecture guide): which parts of src/ may import which. ESLint does
 * not merge the options of one rule across config objects, so each layer gets its whole list.
 */
const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** `node:fs`, `fs`, `fs/promises` and every other Node built-in (allow-lists cover them too). */
const NODE_BUILTINS = {
  regex: `^(?:node:.*|(?:${builtinModules.map(escape).join('|')})(?:/.*)?)$`,
  message: 'This layer runs outside Node (browser, sandboxed preload or any JS runtime).',
};

const ELECTRON = {
  regex: '^electron(?:/.*)?$',
  message: 'Only src/main and src/preload may import electron: the rest must run without it.',
};

/**
 * A relative import that climbs out of its folder into one of the named sibling layers of src/,
 * e.g. `../../core/vault/vault.service` seen from src/shared/api/.
 * @param {string} from the layer being restricted, for the message
 * @param {string[]} layers the layers it must not reach
 */
const layers = (from, ...layers) => ({
  regex: `^(?:\\.\\./)+(?:${layers.join('|')})(?:/|$)`,
  message: `src/${from} must not import src/{${layers.join(',')}} (see the layer rules in docs/decisions.md).`,
});

/**
 * The shells (main, host) may import one module of the simulator: the demo fleet's entry, which
 * starts the demo site in the main side (docs/decisions.md, "App wiring"). Anything else of the
 * simulator stays out of reach, so a shell cannot come to depend on how a controller is simulated.
 * @param {string} from the layer being restricted, for the message
 */
const simulatorExceptFleet = (from) => ({
  regex: '^(?:\\.\\./)+simulator(?!/fleet/fleet$)(?:/|$)',
  message: `src/${from} may import only src/simulator/fleet/fleet of the simulator (the demo site; see "App wiring" in docs/decisions.md).`,
});

/**
 * Only relative imports and the listed packages.
 * @param {string} from the layer being restricted, for the message
 * @param {string[]} packages the npm packages allowed
 */
const onlyPackages = (from, ...packages) => ({
  regex: `^(?!\\.|(?:${packages.map(escape).join('|')})(?:/|$))`,
  message: `src/${from} may import only relative paths (checked by the layer pattern) and: ${packages.join(', ')}.`,
});

/**
 * @param {string[]} files globs the restriction applies to
 * @param {Array<{ regex: string, message: string }>} patterns
 * @returns {import('eslint').Linter.Config}
 */
const restrict = (files, ...patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const VUE_ECOSYSTEM = ['vue', '@vue', 'vue-router', 'pinia', 'vue-i18n', 'naive-ui', 'zod'];

const layerRules = [
  restrict(
    ['src/shared/**'],
    layers('shared', 'core', 'simulator', 'main', 'preload', 'host', 'renderer', 'cli'),
    onlyPackages('shared', 'zod'),
  ),
  restrict(
    ['src/simulator/**'],
    ELECTRON,
    layers('simulator', 'core', 'main', 'preload', 'host', 'renderer', 'cli'),
  ),
  restrict(
    ['src/renderer/**'],
    layers('renderer', 'core', 'simulator', 'main', 'preload', 'host', 'cli'),
    onlyPackages('renderer', ...VUE_ECOSYSTEM),
  ),
  restrict(
    ['src/core/**'],
    ELECTRON,
    layers('core', 'simulator', 'main', 'preload', 'host', 'renderer', 'cli'),
  ),
  // A sandboxed preload can require only electron and a handful of built-ins: keep it to shared.
  restrict(
    ['src/preload/**'],
    NODE_BUILTINS,
    layers('preload', 'core', 'simulator', 'main', 'host', 'renderer', 'cli'),
  ),
  restrict(
    ['src/main/**'],
    layers('main', 'host', 'renderer', 'cli'),
    simulatorExceptFleet('main'),
  ),
  // The browser host is how the app runs without Electron, so it must never need it.
  restrict(
    ['src/host/**'],
    ELECTRON,
    layers('host', 'main', 'preload', 'renderer', 'cli'),
    simulatorExceptFleet('host'),
  ),
  restrict(['src/cli/**'], ELECTRON, layers('cli', 'main', 'preload', 'renderer')),
];

const typeChecked = tseslint.configs.recommendedTypeChecked.map((config) => ({
  ...config,
  files: ['**/*.ts', '**/*.mts', '**/*.cts', '**/*.vue'],
}));

export default defineConfig([
  globalIgnores(['out/', 'dist/', 'coverage/', 'node_modules/', 'docs/openapi.json', '.tmp/']),

  js.configs.recommended,
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: globals.node },
  },

  ...typeChecked,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.ts', '**/*.mts', '**/*.cts', '**/*.vue'],
    languageOptions: {
      parserOptions: {
        parser: tseslint.parser,
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
        extraFileExtensions: ['.vue'],
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/renderer/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/main/**', 'src/core/**', 'src/host/**', 'src/cli/**', 'src/simulator/**'],
    languageOptions: { globals: globals.node },
  },

  // Vue files are linted without type information: typed rules on a .vue file make the type
  // service rebuild its program for each one (177 s for the whole lint, 72 s without), and
  // vue-tsc checks their types anyway (docs/decisions.md, "Tooling").
  { files: ['**/*.vue'], ...tseslint.configs.disableTypeChecked },

  ...layerRules,

  // Last: switch off every stylistic rule that Prettier owns.
  prettier,
]);
