/**
 * The browser host's token, kept from one start to the next (docs/decisions.md, "Browser host:
 * the token outlives a restart"): a tab left open reconnects to the restarted host with the URL
 * it has, instead of being refused. It lives in the app data folder's `browser-host/token`,
 * readable by this user alone (the folder 0700, the file 0600), written atomically; a file that
 * is not a plain file of this user's, that others may read, or that does not hold a token, is
 * not used: a new token replaces it. `--new-token` makes a new one on purpose (every open tab is
 * then refused until opened from the new URL).
 */
import { chmod, lstat, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../core/files/atomic-file';
import { newToken } from './access';

export const HOST_TOKEN_FOLDER = 'browser-host';
export const HOST_TOKEN_FILE = 'token';

/** 32 random bytes, base64url: what `newToken` makes. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface HostToken {
  token: string;
  /** True when the token of the last start was used again. */
  reused: boolean;
  path: string;
}

export function hostTokenPath(dataDir: string): string {
  return join(dataDir, HOST_TOKEN_FOLDER, HOST_TOKEN_FILE);
}

/** The kept token when there is a sound one (and `rotate` is not asked), else a new one, kept. */
export async function hostToken(
  dataDir: string,
  options: { rotate?: boolean } = {},
): Promise<HostToken> {
  const folder = join(dataDir, HOST_TOKEN_FOLDER);
  const path = hostTokenPath(dataDir);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  // A folder made earlier, or by hand, with a laxer mode is made this user's alone.
  if (process.platform !== 'win32') await chmod(folder, 0o700);
  if (!options.rotate) {
    const kept = await readKept(path);
    if (kept) return { token: kept, reused: true, path };
  }
  const token = newToken();
  await writeFileAtomic(path, `${token}\n`, 0o600);
  return { token, reused: false, path };
}

/** The kept token, or undefined when the file is missing, not this user's alone, or not one. */
async function readKept(path: string): Promise<string | undefined> {
  try {
    const stat = await lstat(path);
    if (!stat.isFile()) return undefined;
    if (process.platform !== 'win32') {
      if ((stat.mode & 0o077) !== 0) return undefined;
      if (process.getuid && stat.uid !== process.getuid()) return undefined;
    }
    const text = (await readFile(path, 'utf8')).trim();
    return TOKEN_SHAPE.test(text) ? text : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
