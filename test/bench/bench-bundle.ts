/**
 * A benchmark's measured program built the way the `turnkey` command is (bin/cli-build.mjs,
 * docs/decisions.md "The CLI is bundled"): one entry and what it imports from src/ as plain
 * JavaScript under out/bench/, npm packages left as imports. Run with plain `node`, its memory
 * and start-up are the shipped code's, without the TypeScript loader tsx adds to a process.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Builds `entry` (a path under the repository) and answers the file to run. */
export async function bundleProgram(entry: string, name: string): Promise<string> {
  const outDir = join(ROOT, 'out', 'bench', name);
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    publicDir: false,
    envDir: false,
    build: {
      ssr: true,
      target: 'node20',
      outDir,
      emptyOutDir: true,
      minify: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: { [name]: join(ROOT, entry) },
        output: { format: 'es', entryFileNames: '[name].mjs' },
      },
    },
  });
  return join(outDir, `${name}.mjs`);
}
