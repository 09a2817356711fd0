/**
 * Hand-made controller pages for the archive tests: every part of CONTROLLER_PARTS, some with
 * several pages, one empty, one missing (as a 1.5 controller reports a 1.6 section, D11),
 * Cyrillic and other unicode in the records, and a biometry provider with its secrets.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  CONTROLLER_PARTS,
  type ControllerPart,
  type PartPage,
} from '../../../src/core/transfer/controller-reading';
import type { ArchiveSource } from '../../../src/core/transfer/archive/archive-manifest';

export const SOURCE: ArchiveSource = {
  label: 'ARCH-1',
  serial: 'ARCH-1',
  model: 'TK-100',
  firmware: '1.6.0',
  fieldSet: 'modern',
  fingerprint256: 'AA:BB',
  address: '127.0.0.9:443',
};

export const PROVIDER_SECRET = 'client-secret-Тайна-42';
export const PROVIDER_PASSWORD = 'пароль provider 🙂';

/** How the pages lay out: staff over three pages, visitors empty, identifiers missing. */
export function handMadePages(): PartPage[] {
  const pages: PartPage[] = [];
  for (const { part } of CONTROLLER_PARTS) {
    if (part === 'visitors') pages.push({ part, records: [] });
    else if (part === 'identifiers') pages.push({ part, missing: true });
    else if (part === 'staff') {
      for (let page = 0; page < 3; page++) {
        pages.push({
          part,
          records: Array.from({ length: 4 }, (_, i) => ({
            uuid: `00000000-0000-4000-8000-00000000${String(page * 4 + i).padStart(4, '0')}`,
            surname: i % 2 ? 'Иванов' : 'Smith',
            name: i % 2 ? 'Пётр' : 'Zoë',
            dolzhnost: 'инженер “старший”\n2',
            cards: [String(1000 + i)],
          })),
        });
      }
    } else if (part === 'biometry_providers') {
      pages.push({
        part,
        records: [
          {
            id: 'p1',
            uuid: 'p1',
            name: 'Лицо',
            clientId: 'turnkey',
            clientSecret: PROVIDER_SECRET,
            password: PROVIDER_PASSWORD,
            active: true,
          },
          { id: 'p2', uuid: 'p2', name: 'No secrets', active: false },
        ],
      });
    } else {
      pages.push({ part, records: [{ uuid: `${part}-1`, name: `${part} №1` }] });
    }
  }
  return pages;
}

/** The pages one by one, each after a turn of the event loop, as a controller hands them. */
export async function* asPages(pages: readonly PartPage[]): AsyncGenerator<PartPage> {
  for (const page of pages) {
    await Promise.resolve();
    yield page;
  }
}

/** All pages read back, in order. */
export async function collect(pages: AsyncIterable<PartPage>): Promise<PartPage[]> {
  const all: PartPage[] = [];
  for await (const page of pages) all.push(page);
  return all;
}

/** Records per part, pages joined; `missing` for a missing part. */
export function byPart(pages: readonly PartPage[]): Map<ControllerPart, unknown[] | 'missing'> {
  const out = new Map<ControllerPart, unknown[] | 'missing'>();
  for (const page of pages) {
    if ('missing' in page) out.set(page.part, 'missing');
    else out.set(page.part, [...((out.get(page.part) as unknown[]) ?? []), ...page.records]);
  }
  return out;
}

/** A folder of the test's own. */
export async function tempFolder(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'turnkey-archive-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The archive's text, decompressed. */
export async function archiveText(file: string): Promise<string> {
  return gunzipSync(await readFile(file)).toString('utf8');
}

/** Rewrites an archive with its text changed (recompressed as one gzip member). */
export async function rewriteText(file: string, change: (text: string) => string): Promise<void> {
  await writeFile(file, gzipSync(Buffer.from(change(await archiveText(file)), 'utf8')));
}
