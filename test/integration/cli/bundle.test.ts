/**
 * `turnkey` runs its bundle (out/cli), and in a development checkout builds it again first when
 * a source it was made from changed, saying so in one line on standard error. Several commands
 * started together build it once.
 */
import { execFile } from 'node:child_process';
import { readFileSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const bin = join(ROOT, 'bin', 'turnkey.mjs');
const version = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

function turnkey(...args: string[]): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [bin, ...args], { cwd: ROOT }, (error, stdout, stderr) =>
      error ? reject(error) : resolve({ stdout, stderr }),
    );
  });
}

const building = (stderr: string) =>
  stderr.split('\n').filter((line) => line.startsWith('Building the turnkey command'));

describe('the turnkey bundle', () => {
  it('is built again, once, when a source changed, and then runs without a word', async () => {
    await turnkey('--version');
    // A touch, as an edit would leave it: the bundle is now older than this source.
    const source = join(ROOT, 'src', 'cli', 'package-info.ts');
    const now = new Date();
    utimesSync(source, now, now);
    const together = await Promise.all([turnkey('--version'), turnkey('--version')]);
    for (const run of together) expect(run.stdout).toBe(`${version}\n`);
    const said = together.flatMap((run) => building(run.stderr));
    // Once between the two (another source may have changed too while this test ran).
    expect(said.length).toBeGreaterThanOrEqual(1);
    expect(said[0]).toMatch(/^Building the turnkey command \(src\/.+ changed\)\.\.\.$/);
    const again = await turnkey('--version');
    expect(again.stdout).toBe(`${version}\n`);
  });
});
