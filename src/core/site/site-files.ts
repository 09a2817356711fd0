/**
 * Reading a site's own JSON files (docs/decisions.md, "Hard edges of files"): a file that does
 * not parse, or parses to something that is not what Turnkey writes, is `site_damaged` naming
 * the site, the file and what to do, never a bare parser's or schema's message. Nothing is ever
 * written over a damaged file: the engineer decides what becomes of it.
 */
import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { appFailureData } from '../../shared/errors/app-failures';
import { AppFailure } from '../../shared/errors/error-data';
import { PARSED_ONCE } from '../files/parsed-once';

export type SiteFileKind = 'site' | 'controllers';

/** The schema's first complaint in a few words: `controllers.0.address: Invalid input`. */
function schemaWords(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'not what Turnkey writes';
  const at = issue.path.map(String).join('.');
  return at ? `${at}: ${issue.message}` : issue.message;
}

/**
 * The file parsed with `schema`; `missing` when it is not there (undefined: it must be).
 * Errors of the disk (no permission) are thrown as they are.
 */
export async function readSiteJson<T>(
  path: string,
  schema: z.ZodType<T>,
  where: { site: string; kind: SiteFileKind; missing?: T },
): Promise<T> {
  const damaged = (said: string) =>
    new AppFailure(
      appFailureData('site_damaged', { site: where.site, file: path, kind: where.kind, said }),
    );
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    if (where.missing !== undefined) return where.missing;
    throw damaged('the file is missing');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw damaged((error as Error).message);
  }
  const parsed = schema.safeParse(value, PARSED_ONCE);
  if (!parsed.success) throw damaged(schemaWords(parsed.error));
  return parsed.data;
}
