/**
 * What `turnkey site new | show` do, imported when one of them runs (site.command.ts registers
 * them): `show` shakes hands with the site's controllers and logs in to none (site-showing.ts),
 * `new` makes the site through the engine. `list` is site-list.ts.
 */
import type { Command } from 'commander';
import { siteView } from '../../core/engine/site-view';
import { watchSiteOnce } from '../../core/state/site-watch';
import { cliEngine, type CliEngine } from '../controller/cli-engine';
import { siteShowing } from '../controller/site-showing';
import { printJson } from '../output/json-output';
import { changedCertificateLines, stateRow } from '../output/controller-state-row';
import { renderTable } from '../output/table';
import { localTime } from '../output/words';

export interface JsonOption {
  json?: boolean;
}

async function withEngine<T>(wired: CliEngine, work: (cli: CliEngine) => Promise<T>) {
  try {
    return await work(wired);
  } finally {
    await wired.close();
  }
}

export async function newSite(name: string, options: JsonOption): Promise<void> {
  await withEngine(await cliEngine(), async ({ engine }) => {
    const made = await engine.create(name);
    const summary = await made.summary();
    if (options.json) printJson(summary);
    else
      process.stdout.write(
        `Site “${summary.name}” made (${summary.id}); it is now the open site.\n`,
      );
  });
}

export async function showSite(
  name: string | undefined,
  options: JsonOption,
  command: Command,
): Promise<void> {
  const global = command.optsWithGlobals<{ site?: string }>();
  const showing = await siteShowing(name ?? global.site);
  try {
    const shown = showing.site;
    // One handshake per controller first, so what is printed is what answers now.
    await watchSiteOnce({
      site: () => Promise.resolve(shown),
      record: (id, e) => showing.states.record(id, e),
    });
    await showing.states.settled();
    const view = await siteView(shown, showing);
    const journal = await shown.journal.read({ limit: 10 });
    const problem = await shown.problem();
    if (problem) process.stderr.write(`turnkey: ${problem.message.en}\n`);
    if (options.json) return printJson({ ...view, journal: journal.entries });
    const summary = view.site;
    process.stdout.write(`${summary.name} (${summary.id})\n\n`);
    process.stdout.write(
      view.controllers.length === 0
        ? 'No controllers yet.\n'
        : renderTable(
            ['Serial', 'Address', 'Certificate', 'Answers', 'Factory password', 'Verified'],
            view.controllers.map((c) => stateRow(c)),
          ),
    );
    const changed = changedCertificateLines(view.controllers);
    if (changed) process.stdout.write(`\n${changed}`);
    process.stdout.write('\nLast actions:\n');
    for (const entry of journal.entries) {
      process.stdout.write(
        `  ${localTime(entry.at, { seconds: true })}  ${entry.controllerLabel ?? ''}  ${entry.summary?.en ?? entry.action}  (${entry.outcome})\n`,
      );
    }
  } finally {
    await showing.close();
  }
}
