import { resolve } from 'node:path';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'electron-vite';

/**
 * Three bundles: main (Node, ESM because package.json says "type": "module"), preload and
 * renderer. Relative imports are extensionless; Vite resolves them like tsc's "Bundler" mode.
 */
export default defineConfig({
  main: {
    build: {
      rolldownOptions: { input: { index: resolve('src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      // A sandboxed preload cannot load ES modules or anything from node_modules, so it is one
      // self-contained CommonJS file with its dependencies (zod, shared/ipc schemas) bundled in.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve('src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve('src/renderer'),
    build: {
      rolldownOptions: { input: { index: resolve('src/renderer/index.html') } },
    },
    plugins: [vue()],
  },
});
