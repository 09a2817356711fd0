/**
 * `turnkey forget HOST[:PORT] [--password-only]`: forgets what Turnkey keeps of a controller, as
 * the app's "Forget the password" and "Forget this controller" do: its saved password (the
 * keychain item and the remembered login), and without `--password-only` its certificate pin too,
 * so the next contact starts with trust on first use again (D14).
 */
import type { Command } from 'commander';
import { formatAddress } from '../../core/client/controller-address';
import { exitCodeHelp } from '../exit-codes';
import { addressArgument, cliServices } from '../controller/cli-context';
import { printJson } from '../output/json-output';

interface ForgetOptions {
  passwordOnly?: boolean;
  json?: boolean;
}

async function runForget(hostPort: string, options: ForgetOptions): Promise<void> {
  const address = addressArgument(hostPort);
  // Imported when it runs: the services bring the client and the keychain, which `--help` does
  // not load (docs/decisions.md, "The CLI is bundled").
  const { forgetController, forgetPassword } = await import('../../core/controller-services');
  const services = await cliServices();
  const known = await services.store.findByAddress(address);
  if (!known) {
    throw new Error(`No controller is trusted at ${formatAddress(address)}: nothing to forget.`);
  }
  const forgotten = options.passwordOnly
    ? { keychain: await forgetPassword(services, known), pin: false }
    : await forgetController(services, known);
  if (options.json) {
    printJson({
      address: formatAddress(address),
      fingerprint256: known.fingerprint256,
      ...forgotten,
    });
    return;
  }
  const said = [
    forgotten.keychain ? 'its saved password' : undefined,
    forgotten.pin ? 'its certificate pin' : undefined,
  ].filter(Boolean);
  process.stdout.write(
    said.length > 0
      ? `Forgot ${said.join(' and ')} (${formatAddress(address)}, ${known.fingerprint256}).\n`
      : `Nothing to forget for ${formatAddress(address)}: no saved password.\n`,
  );
}

export function registerForgetCommand(program: Command): void {
  program
    .command('forget')
    .description("forget a controller's saved password and certificate pin")
    .argument('<host[:port]>', 'controller address (port 443 when left out)')
    .option('--password-only', 'forget the saved password, keep the certificate pin')
    .option('--json', 'print the result as JSON')
    .addHelpText('after', exitCodeHelp())
    .action((hostPort: string, options: ForgetOptions) => runForget(hostPort, options));
}
