/**
 * `turnkey site new NAME | list | show [NAME] | add HOST:PORT... [--json]`: the sites of this
 * computer, the same ones the app shows (core/site): make one (it becomes the one opened), list
 * them, show one's controllers and its last journal entries, or put controllers on one
 * (site-add.ts).
 */
import type { Command } from 'commander';
import { exitCodeHelp } from '../exit-codes';
import { WIDE_HELP } from '../output/table';
import { collect, LOGIN_HELP } from '../controller/login-help';
import type { JsonOption } from './site-actions';
import type { SiteAddOptions } from './site-add';

// The actions are imported when they run, so `turnkey site --help` loads none of what they need
// (docs/decisions.md, "The CLI is bundled").
const actions = () => import('./site-actions');

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
    .action(async (name: string, options: JsonOption) => (await actions()).newSite(name, options));
  site
    .command('list')
    .description('list the sites; the open one is marked *')
    .option('--json', 'print the result as JSON')
    .addHelpText('after', `\n${WIDE_HELP}`)
    .action(async (options: JsonOption) => (await import('./site-list')).listSites(options));
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
    .action(async (hostPorts: string[], options: SiteAddOptions, command: Command) =>
      (await import('./site-add')).runSiteAdd(hostPorts, {
        ...options,
        ...command.optsWithGlobals<{ site?: string }>(),
      }),
    );
  site
    .command('show')
    .description('show a site (the open one by default): its controllers and its last actions')
    .argument('[name]', 'site name or id')
    .option('--json', 'print the result as JSON')
    .action(async (name: string | undefined, options: JsonOption, command: Command) =>
      (await actions()).showSite(name, options, command),
    )
    .addHelpText('after', `\n${WIDE_HELP}${exitCodeHelp()}`);
}
