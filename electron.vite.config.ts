import { resolve } from 'node:path';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'electron-vite';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * The page's entry is small and loads the app with a dynamic import (src/renderer/src/main.ts),
 * so that it can ask for the open site first. Vite would fetch the app's modules only when that
 * import runs; listed in the page (module preloads, and their styles) they are fetched beside the
 * entry instead.
 */
function preloadEntryImports(): Plugin {
  let base = './';
  return {
    name: 'turnkey-preload-entry-imports',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const chunks = new Map<string, OutputChunk>();
        const visit = (file: string) => {
          const found = bundle[file];
          // The entry itself is loading already.
          if (file === chunk.fileName || chunks.has(file) || found?.type !== 'chunk') return;
          chunks.set(file, found);
          found.imports.forEach(visit);
        };
        chunk.dynamicImports.forEach(visit);
        const link = (rel: string, file: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `${base}${file}` },
          injectTo: 'head',
        });
        const styles = new Set(
          [...chunks.values()].flatMap((found) => [...(found.viteMetadata?.importedCss ?? [])]),
        );
        return [
          ...[...styles].map((file) => link('stylesheet', file)),
          ...[...chunks.keys()].map((file) => link('modulepreload', file)),
        ];
      },
    },
  };
}

/**
 * Three bundles: main (Node, ESM because package.json says "type": "module"), preload and
 * renderer. Relative imports are extensionless; Vite resolves them like tsc's "Bundler" mode.
 */
export default defineConfig({
  main: {
    build: {
      // The browser host is built beside main (out/main/host.js): both are Node programs, and a
      // built host starts in a fraction of the time tsx needs to compile it (docs/benchmarks.md).
      rolldownOptions: {
        input: { index: resolve('src/main/index.ts'), host: resolve('src/host/index.ts') },
      },
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
    // Compile-time switches of Vue and vue-i18n: no devtools hooks in production, and only
    // vue-i18n's composition API (the app never uses its legacy API), which drops code.
    define: {
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      __VUE_I18N_LEGACY_API__: 'false',
      __VUE_I18N_FULL_INSTALL__: 'false',
      __INTLIFY_PROD_DEVTOOLS__: 'false',
    },
    plugins: [vue(), preloadEntryImports()],
  },
});
