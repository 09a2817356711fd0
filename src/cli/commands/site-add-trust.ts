/**
 * The trust step of `turnkey site add`: every address's certificate read first, then trusted
 * the way `turnkey trust` trusts one (D14, docs/decisions.md, "Controller client, trust and
 * credentials"), but decided for all at once. With `--accept`, a new certificate is pinned only
 * when its fingerprint is one of those given; without, every new certificate is shown in full
 * and one question asks for all of them on a terminal, and nothing is pinned without one. A
 * changed certificate is never replaced here: that stays `turnkey trust --accept NEW`'s, one
 * controller at a time.
 */
import { ClientError } from '../../core/client/client-error';
import { formatAddress, type ControllerAddress } from '../../core/client/controller-address';
import { acceptCertificate, type ControllerServices } from '../../core/controller-services';
import { unknownCertificate, type Inspection } from '../../core/trust/controller-trust';
import { certificateLines } from '../output/certificate-lines';
import { canPrompt, confirm } from '../output/prompt';
import { InterruptedError } from '../output/report-error';

/** One address after the trust step: pinned (by this command or before), or refused. */
export type TrustStep =
  | { ok: true; address: ControllerAddress; trustedNow: boolean }
  | { ok: false; address: ControllerAddress; error: unknown };

export interface TrustChoice {
  /** The fingerprints of `--accept`; undefined when none was given. */
  accept: ReadonlySet<string> | undefined;
  /** No question is asked (`--json`, which keeps standard output to the JSON). */
  quiet: boolean;
}

async function inspectAll(
  services: ControllerServices,
  addresses: readonly ControllerAddress[],
): Promise<Array<Inspection | { error: unknown }>> {
  const looks: Array<Inspection | { error: unknown }> = [];
  for (const address of addresses) {
    looks.push(await services.trust.inspect(address).catch((error: unknown) => ({ error })));
  }
  return looks;
}

/** Trusted already, moved, or changed: what needs no question. */
async function settled(
  services: ControllerServices,
  address: ControllerAddress,
  inspection: Inspection,
): Promise<TrustStep | undefined> {
  const { certificate, status } = inspection;
  if (status === 'trusted') return { ok: true, address, trustedNow: false };
  if (status === 'moved' && inspection.known) {
    await services.store.moveTo(inspection.known.fingerprint256, address);
    return { ok: true, address, trustedNow: false };
  }
  if (status === 'mismatch' && inspection.pinnedHere) {
    const error = new ClientError('tls_pin_mismatch', {
      address: formatAddress(address),
      expected: inspection.pinnedHere.fingerprint256,
      actual: certificate.fingerprint256,
    });
    return { ok: false, address, error };
  }
  return undefined;
}

/** Whether the engineer trusts every new certificate shown: `--accept`, else one question. */
async function acceptedAll(
  unknown: readonly Inspection[],
  choice: TrustChoice,
): Promise<(inspection: Inspection) => boolean> {
  if (choice.accept) {
    const given = choice.accept;
    return (inspection) => given.has(inspection.certificate.fingerprint256);
  }
  if (unknown.length === 0) return () => false;
  const write = (text: string) =>
    choice.quiet ? process.stderr.write(text) : process.stdout.write(text);
  write(`${unknown.map(certificateLines).join('\n')}\n`);
  if (choice.quiet || !canPrompt()) return () => false;
  const count = unknown.length;
  const question =
    count === 1
      ? 'Does this fingerprint match the controller? Trust it?'
      : `Do these ${count} fingerprints match their controllers? Trust all ${count}?`;
  const yes = await confirm(question);
  return () => yes;
}

/** The trust step for every address, in the order given. */
export async function trustAll(
  services: ControllerServices,
  addresses: readonly ControllerAddress[],
  choice: TrustChoice,
): Promise<TrustStep[]> {
  const looks = await inspectAll(services, addresses);
  const steps: Array<TrustStep | undefined> = [];
  for (const [index, look] of looks.entries()) {
    const address = addresses[index]!;
    steps.push(
      'error' in look
        ? { ok: false, address, error: look.error }
        : await settled(services, address, look),
    );
  }
  const unknown = looks.filter((look, i): look is Inspection => !steps[i] && !('error' in look));
  const accepts = await acceptedAll(unknown, choice);
  const done: TrustStep[] = [];
  for (const [index, look] of looks.entries()) {
    done.push(
      steps[index] ?? (await pinned(services, addresses[index]!, look as Inspection, accepts)),
    );
  }
  return done;
}

/** A new certificate pinned when the engineer accepted it, else refused as not trusted. */
async function pinned(
  services: ControllerServices,
  address: ControllerAddress,
  inspection: Inspection,
  accepts: (inspection: Inspection) => boolean,
): Promise<TrustStep> {
  const { certificate } = inspection;
  if (!accepts(inspection)) return { ok: false, address, error: unknownCertificate(certificate) };
  try {
    // Probed again: a certificate swapped since it was shown is refused (D14).
    await acceptCertificate(services, address, certificate.fingerprint256);
    return { ok: true, address, trustedNow: true };
  } catch (error) {
    if (error instanceof InterruptedError) throw error;
    return { ok: false, address, error };
  }
}

/** The command to run after comparing, for certificates refused only for want of a yes. */
export function acceptCommand(steps: readonly TrustStep[]): string | undefined {
  const refused = steps.flatMap((step) =>
    !step.ok && ClientError.is(step.error, 'unknown_certificate')
      ? [`${step.error.details.address} --accept ${step.error.details.fingerprint256}`]
      : [],
  );
  return refused.length === 0 ? undefined : `turnkey site add ${refused.join(' ')}`;
}
