/**
 * `turnkey trust HOST[:PORT]`: trust on first use from a terminal (D14). Shows the controller's
 * certificate; pins it after the user compared the fingerprint (a prompt, or `--accept SHA256`
 * for scripts). A changed certificate at a pinned address is replaced only with `--accept`.
 */
import type { Command } from 'commander';
import { ClientError } from '../../core/client/client-error';
import { formatAddress } from '../../core/client/controller-address';
import { acceptCertificate } from '../../core/controller-services';
import { unknownCertificate, type Inspection } from '../../core/trust/controller-trust';
import { parseFingerprint } from '../../core/trust/fingerprint';
import { addressArgument, cliServices, printJson } from '../controller/cli-context';
import { canPrompt, confirm } from '../output/prompt';
import { UsageError } from '../output/report-error';
import { exitCodeHelp } from '../exit-codes';

interface TrustOptions {
  accept?: string;
  json?: boolean;
}

const STATUS_TEXT: Record<Inspection['status'], string> = {
  trusted: 'trusted (pinned at this address)',
  moved: 'trusted, seen before at another address (same certificate: the pin is kept)',
  unknown: 'NOT TRUSTED: compare the fingerprint with the one on the controller',
  mismatch: 'CHANGED: this is not the certificate pinned for this address',
};

function describe(inspection: Inspection): string {
  const c = inspection.certificate;
  const lines = [
    `Address:      ${formatAddress(c.address)}`,
    `SHA-256:      ${c.fingerprint256}`,
    `Subject:      ${c.subject}`,
    `Issuer:       ${c.issuer}${c.selfSigned ? ' (self-signed)' : ''}`,
    `Valid:        ${c.validFrom} to ${c.validTo}`,
    `Status:       ${STATUS_TEXT[inspection.status]}`,
  ];
  if (inspection.status === 'mismatch' && inspection.pinnedHere) {
    lines.push(`Pinned:       ${inspection.pinnedHere.fingerprint256}`);
  }
  return `${lines.join('\n')}\n`;
}

async function runTrust(hostPort: string, options: TrustOptions): Promise<void> {
  const address = addressArgument(hostPort);
  let accepted: string | undefined;
  if (options.accept !== undefined) {
    try {
      accepted = parseFingerprint(options.accept);
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
  }
  const services = await cliServices();
  const { trust, store } = services;
  const inspection = await trust.inspect(address);
  const { certificate, status } = inspection;
  if (options.json) printJson({ ...inspection, accepted: accepted ?? null });
  else process.stdout.write(describe(inspection));

  if (accepted !== undefined && accepted !== certificate.fingerprint256) {
    throw new ClientError('tls_pin_mismatch', {
      address: formatAddress(address),
      expected: accepted,
      actual: certificate.fingerprint256,
    });
  }
  if (status === 'trusted') return;
  if (status === 'moved' && inspection.known) {
    await store.moveTo(inspection.known.fingerprint256, address);
    if (!options.json) process.stdout.write('The pin now points at this address.\n');
    return;
  }
  const question =
    status === 'mismatch'
      ? 'Replace the pinned certificate with this one?'
      : 'Does this fingerprint match the controller? Trust it?';
  const yes = accepted !== undefined || (canPrompt() && !options.json && (await confirm(question)));
  if (!yes) {
    if (status === 'mismatch' && inspection.pinnedHere) {
      throw new ClientError('tls_pin_mismatch', {
        address: formatAddress(address),
        expected: inspection.pinnedHere.fingerprint256,
        actual: certificate.fingerprint256,
      });
    }
    throw unknownCertificate(certificate);
  }
  await acceptCertificate(services, address, certificate.fingerprint256);
  if (!options.json) process.stdout.write(`Trusted: ${certificate.fingerprint256}\n`);
}

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
    .addHelpText('after', exitCodeHelp())
    .action((hostPort: string, options: TrustOptions) => runTrust(hostPort, options));
}
