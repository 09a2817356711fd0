/**
 * `turnkey jobs list | show JOB | retry JOB`: the site's jobs, newest first; one job whole (its
 * form, each controller's result and error); and its wizard again on the controllers that
 * failed, with the same form (docs/decisions.md, "Retry what failed"). A job is named by its id
 * or a unique start of it; the site by --site, or the one opened last.
 */
import type { Command } from 'commander';
import { LOGIN_HELP } from '../controller/login-help';
import { exitCodeHelp } from '../exit-codes';
import type { SiteOptions } from './jobs-actions';
import type { RetryOptions } from './jobs-retry';

// The actions are imported when they run, so `turnkey jobs --help` loads none of what they need
// (docs/decisions.md, "The CLI is bundled").
const actions = () => import('./jobs-actions');

const LIST_HELP = `
One line per job of the site, newest first: the start of its id (enough to name it to show or
retry), its wizard, its state, how many controllers were done, failed or ended otherwise
(stopped, not started, interrupted), and when it started, in this computer's time.
`;

const RETRY_HELP = `
Examples:
  turnkey jobs retry 3f2a9c1e
  turnkey jobs retry 3f2a9c1e --yes --json

The job's wizard runs again on the controllers that failed in it, and on those only, with its
form answered as it was: the plan is printed and confirmed (--yes accepts it), each controller
is changed, read back and journalled as a retry of that job. A password the form had is not
kept: it is asked again at the terminal. Refused, with nothing sent: a job still running, one
with no failed controller, and a wizard whose controllers are not each changed on their own (a
VPN cluster, a copy, a transfer), or a job from before Turnkey kept its wizard's form.
${LOGIN_HELP}
`;

export function registerJobsCommand(program: Command): void {
  const jobs = program
    .command('jobs')
    .description("the site's jobs: list them, show one, retry what failed");
  jobs
    .command('list')
    .description("the site's jobs, newest first, one line each")
    .option('--json', 'print the jobs as JSON')
    .addHelpText('after', `${LIST_HELP}${exitCodeHelp()}`)
    .action(async (options: SiteOptions, command: Command) =>
      (await actions()).listJobs({ ...options, ...command.optsWithGlobals<SiteOptions>() }),
    );
  jobs
    .command('show')
    .description('one job: its form, and each controller’s result with its error')
    .argument('<job>', 'the job’s id, or a unique start of it')
    .option('--json', 'print the job as JSON')
    .addHelpText('after', exitCodeHelp())
    .action(async (given: string, options: SiteOptions, command: Command) =>
      (await actions()).showJob(given, { ...options, ...command.optsWithGlobals<SiteOptions>() }),
    );
  jobs
    .command('retry')
    .description('run the job’s wizard again on its failed controllers, with the same form')
    .argument('<job>', 'the job’s id, or a unique start of it')
    .option('--user <login>', 'the login to sign in with when the keychain has no password')
    .option('--yes', 'change without asking to confirm the plan')
    .option('--json', 'print the plan and the result as JSON')
    .addHelpText('after', `${RETRY_HELP}${exitCodeHelp()}`)
    .action(async (given: string, options: RetryOptions, command: Command) =>
      (await actions()).retryFailed(
        given,
        { ...options, ...command.optsWithGlobals<SiteOptions>() },
        options,
      ),
    );
}
