/**
 * The last write of a gathered file (src/core/files/write-at-exit.ts) while another process holds
 * the file's lock: it waits for the holder and builds on what the holder wrote, so neither
 * process's changes are lost.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeAtomicNow } from '../../../src/core/files/write-at-exit';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const LOCKFILE = join(ROOT, 'node_modules', 'proper-lockfile', 'index.js');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-exit-write-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A process that takes the lock of `path`, says so, writes `text` after `holdMs` and lets go. */
async function holder(path: string, text: string, holdMs: number) {
  const script = join(dir, 'holder.mjs');
  await writeFile(
    script,
    `import lockfile from ${JSON.stringify(LOCKFILE)};
import { writeFileSync } from 'node:fs';
const release = await lockfile.lock(${JSON.stringify(path)}, { realpath: false });
process.stdout.write('locked\\n');
await new Promise((resolve) => setTimeout(resolve, ${holdMs}));
writeFileSync(${JSON.stringify(path)}, ${JSON.stringify(text)});
await release();
`,
  );
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holder ended first (${code})`)));
  });
  return { exited: new Promise<number | null>((resolve) => child.once('exit', resolve)) };
}

describe('the write at process exit', () => {
  it("waits for another process's lock and builds on what it wrote", async () => {
    const path = join(dir, 'marks.json');
    await writeFile(path, 'before');
    const { exited } = await holder(path, 'holder', 300);
    let seen: string | undefined;
    writeAtomicNow(path, (onDisk) => {
      seen = onDisk;
      return `${onDisk ?? ''}+exit`;
    });
    expect(seen).toBe('holder');
    expect(await readFile(path, 'utf8')).toBe('holder+exit');
    expect(await exited).toBe(0);
  });
});
