/**
 * `turnkey site new NAME | list | show [NAME] | add HOST:PORT... [--json]`: the sites of this
 * computer, the same ones the app shows (core/site): make one (it becomes the one opened), list
 * them, show one's controllers and its last journal entries, or put controllers on one
 * (site-add.ts).
 */
import type { Command } from 'commander';
import { cliEngine } from '../controller/cli-engine';
import { printJson } from '../controller/cli-context';
import { exitCodeHelp } from '../exit-codes';
import { renderTable, WIDE_HELP } from '../output/table';
import { localTime } from '../output/words';
import { siteView } from '../../core/engine/site-view';
import { watchSiteOnce } from '../../core/state/site-watch';
import { changedCertificateLines, stateRow } from '../output/controller-state-row';
import { collect, LOGIN_HELP } from '../controller/controller-access';
import { runSiteAdd, type SiteAddOptions } from './site-add';

interface JsonOption {
  json?: boolean;
}

async function withEngine<T>(work: (cli: Awaited<ReturnType<typeof cliEngine>>) => Promise<T>) {
  const cli = await cliEngine();
  try {
    return await work(cli);
  } finally {
    await cli.close();
  }
}

const SITE_ADD_HELP =
  `\nEach certificate is read first. With --accept, a new one is trusted only if its fingerprint\n` +
  `is one of those given; without, every new one is shown in full and one question asks for\n` +
  `all of them (no terminal: nothing is trusted, and the command to run is printed). A changed\n` +
  `certificate is refused here (exit 5): replace it with turnkey trust --accept NEW.\n` +
  `${LOGIN_HELP} One password is asked for all.\n` +
  `The controllers go on --site NAME, else the open site, else a new site named after today.\n` +
  `A refused controller is said on its line and the others go on; the exit code is the\n` +
  `highest of the refusals'.\n\n` +
  `Example:\n  turnkey site add 10.0.0.21:443 10.0.0.22:443 --accept 3F:…:9A --accept 71:…:C4\n` +
  exitCodeHelp();

export function registerSiteCommand(program: Command): void {
  const site = program
    .command('site')
    .description('the sites of this computer: their controllers and what was done to them');
  site
    .command('new')
    .description('make a site; it becomes the open one')
    .argument('<name>', 'what the site is called, e.g. "Plant 4, building B"')
    .option('--json', 'print the result as JSON')
    .action((name: string, options: JsonOption) =>
      withEngine(async ({ engine }) => {
        const made = await engine.create(name);
        const summary = await made.summary();
        if (options.json) printJson(summary);
        else
          process.stdout.write(
            `Site “${summary.name}” made (${summary.id}); it is now the open site.\n`,
          );
      }),
    );
  site
    .command('list')
    .description('list the sites; the open one is marked *')
    .option('--json', 'print the result as JSON')
    .addHelpText('after', `\n${WIDE_HELP}`)
    .action((options: JsonOption) =>
      withEngine(async ({ engine }) => {
        const sites = await engine.sites.list();
        const current = (await engine.site())?.id;
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
      }),
    );
  site
    .command('add')
    .description('trust, log in to and put controllers on the site (the open one by default)')
    .argument('<host:port...>', 'controller addresses (port 443 when left out)')
    .option(
      '--accept <sha256>',
      'trust a new certificate only if it has this fingerprint (repeat for each controller)',
      collect,
    )
    .option('--user <login>', 'login name when no password is saved in the OS keychain')
    .option('--remember', 'save the password in the OS keychain for later commands')
    .option('--json', 'print one object per controller with its outcome')
    .addHelpText('after', SITE_ADD_HELP)
    .action((hostPorts: string[], options: SiteAddOptions, command: Command) =>
      runSiteAdd(hostPorts, { ...options, ...command.optsWithGlobals<{ site?: string }>() }),
    );
  site
    .command('show')
    .description('show a site (the open one by default): its controllers and its last actions')
    .argument('[name]', 'site name or id')
    .option('--json', 'print the result as JSON')
    .action((name: string | undefined, options: JsonOption, command: Command) =>
      withEngine(async (cli) => {
        const global = command.optsWithGlobals<{ site?: string }>();
        const shown = await cli.site(name ?? global.site);
        // One handshake per controller first, so what is printed is what answers now.
        await watchSiteOnce({
          site: () => Promise.resolve(shown),
          record: (id, e) => cli.states.record(id, e),
        });
        await cli.states.settled();
        const view = await siteView(shown, {
          store: cli.services.store,
          vault: () => Promise.resolve(cli.services.vault),
          connections: cli.engine.connections,
          states: cli.states,
        });
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
      }),
    )
    .addHelpText('after', `\n${WIDE_HELP}${exitCodeHelp()}`);
}
