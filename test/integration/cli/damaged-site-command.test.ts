/**
 * `turnkey site list` and `site show` with a damaged site (docs/decisions.md, "Hard edges of
 * files"): the list shows it, with what is wrong and what to do, never "No site yet"; showing
 * it names the file; a damaged journal line is said while the site is shown.
 */
import { appendFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import { cliHarness } from './cli-harness';

const cli = cliHarness('damaged');
const sites = () => join(cli.env()['TURNKEY_DATA_DIR']!, 'sites');

beforeAll(async () => {
  await cli.open();
  expect((await cli.turnkey(['site', 'new', 'Other'])).code).toBe(EXIT_CODES.ok);
});
afterAll(() => cli.close());

describe('a damaged site on the command line', () => {
  it('is listed as damaged, never left out, and showing it names the file', async () => {
    const file = join(sites(), 'damaged-yard', 'site.json');
    await writeFile(file, '{"version": 1,');
    const list = await cli.turnkey(['site', 'list']);
    expect(list.code).toBe(EXIT_CODES.ok);
    expect(list.stdout).not.toContain('No site yet');
    expect(list.stdout).toContain('damaged-yard');
    expect(list.stdout).toContain(`The site “damaged-yard” is damaged: ${file} does not read`);
    const json = JSON.parse((await cli.turnkey(['site', 'list', '--json'])).stdout) as {
      sites: { id: string; problem?: { code: string } }[];
    };
    expect(json.sites.find((s) => s.id === 'damaged-yard')?.problem?.code).toBe('site_damaged');

    const show = await cli.turnkey(['site', 'show', 'damaged-yard']);
    expect(show.code).toBe(EXIT_CODES.failure);
    expect(show.stderr).toContain(
      `turnkey: The site “damaged-yard” is damaged: ${file} does not read (`,
    );
    expect(show.stderr).toContain('Put back that file from a copy of the site folder');
    expect(show.stderr.split('\n')).toHaveLength(2);
  });

  it('shows a site with a damaged journal line, saying which', async () => {
    const journal = join(sites(), 'other', 'journal.jsonl');
    await appendFile(journal, 'garbage\n');
    const show = await cli.turnkey(['site', 'show', 'other']);
    expect(show.code).toBe(EXIT_CODES.ok);
    expect(show.stdout).toContain('Site “Other” created.');
    expect(show.stderr).toContain(`Line 2 of the journal ${journal} is damaged`);
  });
});
