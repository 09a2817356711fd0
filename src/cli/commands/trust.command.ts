/**
 * `turnkey trust HOST[:PORT]`: trust on first use from a terminal (D14). Shows the controller's
 * certificate; pins it after the user compared the fingerprint (a prompt, or `--accept SHA256`
 * for scripts). A changed certificate at a pinned address is replaced only with `--accept`.
 * With `--site NAME` the trusted controller is put on that site (site-join.ts).
 */
import type { Command } from 'commander';
import { exitCodeHelp } from '../exit-codes';
import type { TrustOptions } from './trust-run';

// What it does is imported when it runs, so `turnkey trust --help` loads none of what that
// needs (docs/decisions.md, "The CLI is bundled").
const run = () => import('./trust-run');

export function registerTrustCommand(program: Command): void {
  program
    .command('trust')
    .description("show a controller's certificate and pin it after you compared the fingerprint")
    .argument('<host[:port]>', 'controller address (port 443 when left out)')
    .option(
      '--accept <sha256>',
      'pin without asking, if the certificate has exactly this fingerprint',
    )
    .option('--json', 'print the certificate and its status as JSON')
    .addHelpText(
      'after',
      `\nWith --site NAME (before or after the address), the trusted controller is also put on that\n` +
        `site and journalled, as turnkey site add does.\n${exitCodeHelp()}`,
    )
    .action(async (hostPort: string, options: TrustOptions, command: Command) =>
      (await run()).runTrust(hostPort, {
        ...options,
        ...command.optsWithGlobals<{ site?: string }>(),
      }),
    );
}
