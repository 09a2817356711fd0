#!/usr/bin/env node
// The `turnkey` command. It runs the bundled JavaScript in out/cli (docs/decisions.md, "The CLI
// is bundled"): no TypeScript is compiled when it starts. In a development checkout the bundle is
// rebuilt first, in about a second and with one line on standard error, whenever a source it
// was made from changed, so the command never runs older code than the sources.
import { pathToFileURL } from 'node:url';
import { canBuild, cliEntry, ensureCliBuilt } from './cli-build.mjs';

// A reader that stops early (`turnkey site show | head`) closes the pipe under the command: it
// ends quietly with 0, as a filter does, not with the stream's error and its stack
// (docs/decisions.md, "Hard edges of the command line"). Any other stream error is left to fail.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EPIPE') process.exit(0);
    throw error;
  });
}

/** @returns {Promise<boolean>} false when the sources do not build (the bundler said why) */
async function buildWhenStale() {
  if (!canBuild()) return true;
  try {
    await ensureCliBuilt({ say: (line) => process.stderr.write(`${line}\n`) });
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`turnkey: the command does not build from its sources.\n${message}\n`);
    return false;
  }
}

const built = await buildWhenStale();
const entry = cliEntry();
if (built && entry) {
  /** @type {{ runCli(argv: readonly string[]): Promise<number> }} */
  const cli = await import(pathToFileURL(entry).href);
  process.exitCode = await cli.runCli(process.argv);
} else {
  if (built) {
    process.stderr.write(
      'turnkey: the command is not built; run `npm ci` (or `npm run build:cli`) in its folder.\n',
    );
  }
  process.exitCode = 1;
}
