/**
 * Secrets in a backup archive (docs/backup-format.md, "Secrets"): without a passphrase the
 * biometry provider's client secret and password are not in the file at all; with one they are
 * sealed (nowhere in the file in clear) and come back with the right passphrase, are left out
 * without one, and a wrong passphrase is refused before anything is read. A sealed value moved
 * or changed is damage.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ArchiveError } from '../../../src/core/transfer/archive/archive-errors';
import { openArchive } from '../../../src/core/transfer/archive/archive-reader';
import { writeArchive } from '../../../src/core/transfer/archive/archive-writer';
import {
  PROVIDER_PASSWORD,
  PROVIDER_SECRET,
  SOURCE,
  archiveText,
  asPages,
  byPart,
  collect,
  handMadePages,
  rewriteText,
  tempFolder,
} from './archive-fixtures';

const PASSPHRASE = 'correct horse батарея staple';

let folder: Awaited<ReturnType<typeof tempFolder>>;
beforeEach(async () => {
  folder = await tempFolder();
});
afterEach(() => folder.remove());

async function providers(file: string, passphrase?: string) {
  const opened = await openArchive(file, passphrase === undefined ? {} : { passphrase });
  return { opened, records: byPart(await collect(opened.pages())).get('biometry_providers') };
}

describe('secrets in a backup', () => {
  it('are left out of the file without a passphrase', async () => {
    const file = join(folder.dir, 'plain.tkbackup');
    const manifest = await writeArchive(file, { source: SOURCE, pages: asPages(handMadePages()) });
    expect(manifest.secrets).toEqual({ included: false });
    const text = await archiveText(file);
    expect(text).not.toContain('clientSecret');
    expect(text).not.toContain(PROVIDER_SECRET);
    expect(text).not.toContain(PROVIDER_PASSWORD);
    const { opened, records } = await providers(file, 'any passphrase');
    expect(opened.secrets).toBe('none');
    expect(records).toEqual([
      { id: 'p1', uuid: 'p1', name: 'Лицо', clientId: 'turnkey', active: true },
      { id: 'p2', uuid: 'p2', name: 'No secrets', active: false },
    ]);
  });

  it('are sealed with a passphrase, opened with it, left out without it', async () => {
    const file = join(folder.dir, 'sealed.tkbackup');
    const manifest = await writeArchive(file, {
      source: SOURCE,
      pages: asPages(handMadePages()),
      passphrase: PASSPHRASE,
    });
    expect(manifest.secrets).toMatchObject({ included: true, kdf: 'scrypt', N: 32768, r: 8, p: 1 });
    const text = await archiveText(file);
    expect(text).not.toContain(PROVIDER_SECRET);
    expect(text).not.toContain(PROVIDER_PASSWORD);
    expect(text).not.toContain(PASSPHRASE);
    expect(text).toContain('"clientSecret":{"$secret":{"iv":');

    const right = await providers(file, PASSPHRASE);
    expect(right.opened.secrets).toBe('opened');
    expect(right.records).toEqual(byPart(handMadePages()).get('biometry_providers'));

    const none = await providers(file);
    expect(none.opened.secrets).toBe('left_out');
    expect(none.records).toEqual([
      { id: 'p1', uuid: 'p1', name: 'Лицо', clientId: 'turnkey', active: true },
      { id: 'p2', uuid: 'p2', name: 'No secrets', active: false },
    ]);
    await expect(openArchive(file, { needSecrets: true })).rejects.toMatchObject({
      code: 'archive_passphrase',
      data: { details: { reason: 'missing' } },
    });
  });

  it('refuses a wrong passphrase before anything is read, and a sealed value moved', async () => {
    const file = join(folder.dir, 'sealed.tkbackup');
    await writeArchive(file, {
      source: SOURCE,
      pages: asPages(handMadePages()),
      passphrase: PASSPHRASE,
    });
    const wrong = await openArchive(file, { passphrase: 'not it' }).catch((e: unknown) => e);
    expect(ArchiveError.is(wrong, 'archive_passphrase')).toBe(true);
    expect((wrong as ArchiveError).data.message.en).toContain('does not open the secrets');

    // The client secret's sealed value put in the password's place: bound to its field, it
    // does not open there (the checksum is fixed up so only the secret is wrong).
    await rewriteText(file, (text) => {
      const lines = text.split('\n');
      const at = lines.findIndex((l) => l.includes('"clientSecret"'));
      const line = JSON.parse(lines[at]!) as { record: Record<string, unknown> };
      line.record['password'] = line.record['clientSecret'];
      lines[at] = JSON.stringify(line);
      const manifest = JSON.parse(lines[0]!) as { parts: { part: string; sha256: string }[] };
      const entry = manifest.parts.find((p) => p.part === 'biometry_providers')!;
      entry.sha256 = sha256(lines.filter((l) => l.startsWith('{"part":"biometry_providers"')));
      lines[0] = JSON.stringify(manifest);
      return lines.join('\n');
    });
    await expect(openArchive(file)).resolves.toBeDefined();
    await expect(openArchive(file, { passphrase: PASSPHRASE })).rejects.toMatchObject({
      code: 'archive_damaged',
      data: { details: { reason: 'secret', part: 'biometry_providers' } },
    });
  });
});

function sha256(lines: string[]): string {
  return createHash('sha256')
    .update(lines.map((l) => `${l}\n`).join(''))
    .digest('hex');
}
