/**
 * What `turnkey site list` does, imported when it runs (site.command.ts registers it): it reads
 * the site folder alone (controller/site-reading.ts), without the engine, the keychain or the
 * client, so it starts about as fast as Node does (docs/decisions.md, "The CLI is bundled").
 */
import { printJson } from '../output/json-output';
import { siteReading } from '../controller/site-reading';
import { renderTable } from '../output/table';
import { localTime } from '../output/words';
import type { JsonOption } from './site-actions';

export async function listSites(options: JsonOption): Promise<void> {
  const reading = siteReading();
  const sites = await reading.sites.list();
  // Which site is open, without opening it: its jobs are not read here, so a job left running by
  // a process that is gone is marked interrupted when the site is next opened (site-reading.ts).
  const current = (await reading.sites.current())?.id;
  if (options.json) return printJson({ sites, currentId: current ?? null });
  if (sites.length === 0) {
    process.stdout.write('No site yet. Make one: turnkey site new "Plant 4, building B"\n');
    return;
  }
  process.stdout.write(
    renderTable(
      ['', 'Site', 'Id', 'Controllers', 'Changed'],
      sites.map((s) => [
        s.id === current ? '*' : '',
        s.name,
        s.id,
        String(s.controllerCount),
        localTime(s.updatedAt),
      ]),
    ),
  );
  // A damaged site is listed, never hidden: what is wrong and what to do, under the table.
  for (const s of sites.filter((x) => x.problem))
    process.stdout.write(`\n${s.problem?.message.en}\n`);
}
