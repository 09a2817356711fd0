/**
 * `turnkey api call METHOD PATH --controller HOST[:PORT]`: any endpoint of the contract from a
 * terminal, through the same client as the app (pinned, validated, retried). Logs in with the
 * remembered credentials (`turnkey login --remember`), or --user with TURNKEY_PASSWORD.
 */
import type { Command } from 'commander';
import { collect } from '../controller/login-help';
import { exitCodeHelp } from '../exit-codes';
import type { CallOptions } from './api-call-run';

// The call is imported when it runs (it brings the client and the keychain), so `turnkey api
// --help` loads none of it (docs/decisions.md, "The CLI is bundled").
export function registerApiCallCommand(api: Command): void {
  api
    .command('call')
    .description('call one endpoint of a trusted controller and print its JSON answer')
    .argument('<method>', 'GET, POST, PUT, PATCH or DELETE')
    .argument('<path>', 'path below /api/v1, e.g. /staff/count or "/staff?page=1&page_size=10"')
    .requiredOption('--controller <host[:port]>', 'controller address (port 443 when left out)')
    .option('--body <json|@file>', 'request body: JSON text, or @ and a file name')
    .option('--query <key=value>', 'a query parameter (repeatable)', collect)
    .option('--user <login>', 'log in as this user (default: the remembered login)')
    .option('--timeout <ms>', 'time limit of each attempt')
    .addHelpText('after', exitCodeHelp())
    .action(async (method: string, path: string, options: CallOptions) =>
      (await import('./api-call-run')).runCall(method, path, options),
    );
}
