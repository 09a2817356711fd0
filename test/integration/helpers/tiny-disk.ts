/**
 * A real full (or read-only) disk for a test: a 1 MiB tmpfs mounted in a mount namespace of
 * the command's own (`unshare -m`), so nothing outside that one process ever sees it. The
 * command runs with a copy of a folder on it, the rest of the disk filled with zeros first.
 * Where mount namespaces cannot be made (no privilege), `canMountTinyDisk` is false.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SCRIPT = `set -e
mnt=$1; src=$2; fill=$3; ro=$4; shift 4
mount -t tmpfs -o size=1m,mode=0700 tmpfs "$mnt"
if [ -n "$src" ]; then cp -a "$src" "$mnt/data"; fi
if [ "$fill" = 1 ]; then dd if=/dev/zero of="$mnt/filler" bs=4k 2>/dev/null || true; fi
if [ "$ro" = 1 ]; then mount -o remount,ro "$mnt"; fi
exec "$@"`;

function probe(): boolean {
  try {
    const dir = execFileSync('mktemp', ['-d']).toString().trim();
    execFileSync('unshare', ['-m', 'sh', '-c', SCRIPT, 'sh', dir, '', '1', '0', 'true']);
    execFileSync('rmdir', [dir]);
    return true;
  } catch {
    return false;
  }
}

export const canMountTinyDisk = probe();

export interface TinyDiskRun {
  code: number;
  stdout: string;
  stderr: string;
  /** Where the disk was mounted: the copied folder is `<mount>/data`. */
  mount: string;
}

/**
 * Runs `command` with `copy` (if given) at `<mount>/data` on a tiny disk, `full` of zeros and
 * `readOnly` as asked; `env(mount)` makes its environment.
 */
export async function onTinyDisk(options: {
  copy?: string;
  full?: boolean;
  readOnly?: boolean;
  command: string[];
  env?: (mount: string) => NodeJS.ProcessEnv;
  cwd?: string;
}): Promise<TinyDiskRun> {
  const mount = await mkdtemp(join(tmpdir(), 'turnkey-tiny-disk-'));
  const flags = [options.copy ?? '', options.full ? '1' : '0', options.readOnly ? '1' : '0'];
  try {
    return await new Promise((resolve) => {
      execFile(
        'unshare',
        ['-m', 'sh', '-c', SCRIPT, 'sh', mount, ...flags, ...options.command],
        {
          env: options.env?.(mount) ?? process.env,
          encoding: 'utf8',
          ...(options.cwd ? { cwd: options.cwd } : {}),
        },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr, mount }),
      );
    });
  } finally {
    await rm(mount, { recursive: true, force: true });
  }
}
