// What `npm run bench` runs: every test/bench/*.bench.ts file, one after another so that they do
// not compete for the CPU, each as a plain Node program with tsx loading the TypeScript.
// Their printed figures are what docs/benchmarks.md records. Names given as arguments run only
// those benchmarks: `npm run bench -- cli discovery`.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './lib/run.mjs';

const benchDir = join(root, 'test', 'bench');
const chosen = process.argv.slice(2);
const files = existsSync(benchDir)
  ? readdirSync(benchDir)
      .filter((name) => name.endsWith('.bench.ts'))
      .filter((name) => chosen.length === 0 || chosen.includes(name.replace(/\.bench\.ts$/, '')))
      .sort()
  : [];

if (files.length === 0) {
  console.log(
    `No benchmark${chosen.length ? ` named ${chosen.join(', ')}` : 's yet'} in test/bench: nothing to run.`,
  );
} else {
  const failed = [];
  for (const file of files) {
    console.log(`\n> ${file}`);
    const code = run(process.execPath, ['--import', 'tsx', join('test', 'bench', file)]);
    if (code !== 0) failed.push(`${file} (exit code ${code})`);
  }
  if (failed.length > 0) {
    console.error(`\nFailed: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}
