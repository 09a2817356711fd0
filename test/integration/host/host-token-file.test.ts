/**
 * The browser host's token file itself (docs/decisions.md, "Browser host: the token outlives a
 * restart"): where it lives, when the kept token is used again or replaced (a file that does not
 * hold exactly one token, `--new-token`), the folder made this user's alone however it was made,
 * and a token file that cannot be read stops the start instead of being overwritten.
 */
import { chmod, mkdir, mkdtemp, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newToken } from '../../../src/host/access';
import { hostToken, hostTokenPath } from '../../../src/host/host-token';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-token-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Puts `text` in the token file as the host would have (this user's alone). */
async function keep(text: string): Promise<void> {
  await mkdir(join(dataDir, 'browser-host'), { recursive: true, mode: 0o700 });
  await writeFile(hostTokenPath(dataDir), text, { mode: 0o600 });
  await chmod(hostTokenPath(dataDir), 0o600);
}

describe('the host token file', () => {
  it('lives in browser-host/token of the data folder, made new on the first start', async () => {
    const path = join(dataDir, 'browser-host', 'token');
    expect(hostTokenPath(dataDir)).toBe(path);
    const first = await hostToken(dataDir);
    expect(first.token).toMatch(/^[\w-]{43}$/);
    expect(first).toEqual({ token: first.token, reused: false, path });
    expect(await readFile(path, 'utf8')).toBe(`${first.token}\n`);
    await expect(hostToken(dataDir)).resolves.toEqual({ token: first.token, reused: true, path });
  });

  it('uses a sound kept token again, and makes a new one when asked to', async () => {
    const kept = newToken();
    await keep(`${kept}\n`);
    await expect(hostToken(dataDir)).resolves.toMatchObject({ token: kept, reused: true });
    const rotated = await hostToken(dataDir, { rotate: true });
    expect(rotated.reused).toBe(false);
    expect(rotated.token).not.toBe(kept);
    expect((await readFile(hostTokenPath(dataDir), 'utf8')).trim()).toBe(rotated.token);
  });

  it.each([
    ['a character before', (t: string) => `x${t}`],
    ['a character after', (t: string) => `${t}x`],
    ['a character inside', (t: string) => `${t.slice(0, 20)}.${t.slice(20)}`],
    ['one character short', (t: string) => t.slice(1)],
    ['two tokens', (t: string) => `${t}\n${t}`],
  ])('does not use a kept token with %s: a new one replaces it', async (_name, spoil) => {
    const kept = newToken();
    await keep(spoil(kept));
    const made = await hostToken(dataDir);
    expect(made.reused).toBe(false);
    expect(made.token).not.toBe(kept);
    expect(await readFile(hostTokenPath(dataDir), 'utf8')).toBe(`${made.token}\n`);
  });

  it('makes a folder made earlier with a laxer mode this user alone', async () => {
    if (process.platform === 'win32') return;
    const folder = join(dataDir, 'browser-host');
    await mkdir(folder, { mode: 0o755 });
    await chmod(folder, 0o755);
    await hostToken(dataDir);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
  });

  it('stops on a token file it cannot read, and leaves it as it is', async () => {
    // Past the 2 GiB a file read at once may hold; sparse, so it takes no room on the disk.
    await keep('');
    const file = await open(hostTokenPath(dataDir), 'r+');
    await file.truncate(2 ** 31 + 1);
    await file.close();
    await expect(hostToken(dataDir)).rejects.toMatchObject({ code: 'ERR_FS_FILE_TOO_LARGE' });
    expect((await stat(hostTokenPath(dataDir))).size).toBe(2 ** 31 + 1);
  });
});
