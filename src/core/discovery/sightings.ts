/**
 * What the methods of one discovery run saw, as they see it: controllers (with the facts each
 * method knows: mDNS TXT, a search's record) and other devices, ready for the merge; and the
 * confirmations, this computer's own probes of candidates another method named (D15), paced with
 * the sweep and waited for before the merge.
 */
import type { ControllerAddress } from '../client/controller-address';
import { probeHttps, type ProbeOutcome } from './https-probe';
import type { ControllerSighting, OtherSighting } from './merge';
import type { Pacer } from './pacer';

export type SightingFacts = Partial<
  Pick<ControllerSighting, 'serial' | 'model' | 'firmware' | 'via'>
>;

export class SightingLog {
  readonly controllers: ControllerSighting[] = [];
  readonly others: OtherSighting[] = [];
  /** Fingerprints seen so far, by any method (the progress count). */
  readonly found = new Set<string>();

  constructor(private readonly onFound: () => void = () => undefined) {}

  /**
   * Notes what a probe answered. The method's facts (mDNS TXT, a search's record) fill in only
   * what the probe did not say: the certificate's serial and model and the firmware era the
   * controller answered in win (D14, D15).
   */
  record(
    method: ControllerSighting['method'],
    outcome: ProbeOutcome,
    facts: SightingFacts = {},
  ): void {
    if (outcome.kind === 'controller') {
      const { certificate } = outcome;
      this.found.add(certificate.fingerprint256);
      this.controllers.push({
        ...facts,
        ...(outcome.serial ? { serial: outcome.serial } : {}),
        ...(outcome.model ? { model: outcome.model } : {}),
        method,
        address: outcome.address,
        fingerprint256: certificate.fingerprint256,
        certificate,
        firmware: outcome.firmware,
      });
      this.onFound();
    } else if (outcome.kind === 'other_https' || outcome.kind === 'not_https') {
      this.others.push({
        method,
        address: outcome.address,
        kind: outcome.kind,
        reason: outcome.reason,
        ...(outcome.kind === 'other_https' && outcome.certificate
          ? { certificate: outcome.certificate }
          : {}),
      });
    }
  }

  /** A controller another controller reported, as it reported it (no probe of ours). */
  report(sighting: ControllerSighting): void {
    if (sighting.fingerprint256) this.found.add(sighting.fingerprint256);
    this.controllers.push(sighting);
    this.onFound();
  }
}

/** Why a probe did not confirm a controller, in a few words. */
export function notConfirmed(outcome: ProbeOutcome): string {
  switch (outcome.kind) {
    case 'refused':
      return 'connection refused';
    case 'silent':
      return 'no answer';
    case 'controller':
      return 'confirmed';
    default:
      return outcome.reason;
  }
}

export class Confirmations {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly pacer: Pacer,
    private readonly signal: AbortSignal,
    private readonly answerTimeoutMs: number,
  ) {}

  /** Keeps `task` among the work the run waits for. */
  track<T>(task: Promise<T>): Promise<T> {
    this.pending.add(task);
    void task.finally(() => this.pending.delete(task));
    return task;
  }

  /** Probes `address`; undefined when cancelled. */
  probe(address: ControllerAddress, connectTimeoutMs: number): Promise<ProbeOutcome | undefined> {
    const { pacer, signal, answerTimeoutMs } = this;
    const task = pacer
      .acquire(signal)
      .then(() =>
        probeHttps(address, { connectTimeoutMs, answerTimeoutMs, signal }).finally(() =>
          pacer.release(),
        ),
      )
      .catch(() => undefined);
    return this.track(task);
  }

  /** Resolves once every probe, and whatever was tracked after it, has settled. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
