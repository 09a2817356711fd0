/**
 * `turnkey trust HOST[:PORT]`: trust on first use from a terminal (D14). Shows the controller's
 * certificate; pins it after the user compared the fingerprint (a prompt, or `--accept SHA256`
 * for scripts). A changed certificate at a pinned address is replaced only with `--accept`.
 * With `--site NAME` the trusted controller is put on that site (site-join.ts).
 */
import { ClientError } from '../../core/client/client-error';
import { formatAddress, type ControllerAddress } from '../../core/client/controller-address';
import { acceptCertificate, type ControllerServices } from '../../core/controller-services';
import { knownSighting } from '../../core/engine/known-sighting';
import { unknownCertificate } from '../../core/trust/controller-trust';
import { parseFingerprint } from '../../core/trust/fingerprint';
import { addressArgument, cliServices } from '../controller/cli-context';
import { printJson } from '../output/json-output';
import { cliEngine } from '../controller/cli-engine';
import { joinSite, onSiteLine, siteToJoin } from '../controller/site-join';
import { certificateLines } from '../output/certificate-lines';
import { canPrompt, confirm } from '../output/prompt';
import { UsageError } from '../output/report-error';

export interface TrustOptions {
  accept?: string;
  json?: boolean;
  /** The global `--site`: the trusted controller is put on it (site-join.ts). */
  site?: string;
}

/** Shows the certificate and pins it when accepted; true when this run pinned it. */
async function trustAt(
  services: ControllerServices,
  address: ControllerAddress,
  options: TrustOptions,
): Promise<boolean> {
  let accepted: string | undefined;
  if (options.accept !== undefined) {
    try {
      accepted = parseFingerprint(options.accept);
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
  }
  const { trust, store } = services;
  const inspection = await trust.inspect(address);
  const { certificate, status } = inspection;
  if (options.json) printJson({ ...inspection, accepted: accepted ?? null });
  else process.stdout.write(certificateLines(inspection));

  if (accepted !== undefined && accepted !== certificate.fingerprint256) {
    throw new ClientError('tls_pin_mismatch', {
      address: formatAddress(address),
      expected: accepted,
      actual: certificate.fingerprint256,
    });
  }
  if (status === 'trusted') return false;
  if (status === 'moved' && inspection.known) {
    await store.moveTo(inspection.known.fingerprint256, address);
    if (!options.json) process.stdout.write('The pin now points at this address.\n');
    return false;
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
  return true;
}

export async function runTrust(hostPort: string, options: TrustOptions): Promise<void> {
  const address = addressArgument(hostPort);
  if (options.site === undefined) {
    await trustAt(await cliServices(), address, options);
    return;
  }
  const cli = await cliEngine();
  try {
    // A site that does not exist stops before anything is pinned.
    const { site } = await siteToJoin(cli, options.site);
    const trusted = await trustAt(cli.services, address, options);
    const known = await cli.services.trust.resolve(address);
    const joined = await joinSite(cli, site, { sighting: knownSighting(known, address), trusted });
    if (!options.json) process.stdout.write(onSiteLine(joined, (await site.summary()).name));
  } finally {
    await cli.close();
  }
}
