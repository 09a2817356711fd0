/**
 * A TypeScript program run as another process (the app and the CLI side by side, or a process
 * killed mid-work): written into `dir`, started with tsx from the repository, resolved once it
 * prints `marker`; rejected with what it said on standard error if it ends first.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..', '..');

/** A core module's path, quoted for an import in the child's code. */
export const coreModule = (path: string): string => JSON.stringify(join(ROOT, 'src', 'core', path));

export async function startTsChild(
  dir: string,
  code: string,
  marker: string,
): Promise<{ proc: ChildProcessWithoutNullStreams; exited: Promise<unknown> }> {
  const file = join(dir, `child-${Math.random().toString(16).slice(2)}.mts`);
  await writeFile(file, code);
  const proc = spawn(process.execPath, ['--import', 'tsx', file], { cwd: ROOT });
  let errors = '';
  proc.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    proc.stdout.on('data', (chunk: Buffer) => chunk.toString().includes(marker) && resolve());
    proc.once('exit', (exitCode) => reject(new Error(`child ended (${exitCode}): ${errors}`)));
  });
  return { proc, exited };
}
