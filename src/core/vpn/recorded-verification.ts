/**
 * A member verified in a job and the outcome written down (spec 4.12): the comparison with the
 * master (verify-member.ts), a journal entry with the counts and whether it is equal, and a
 * member that differs failing its sub-job with `vpn_not_equal` and the whole report.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import { AppFailure } from '../../shared/errors/error-data';
import type { JsonValue } from '../../shared/ipc/journal.schema';
import type { VpnVerification } from '../../shared/ipc/vpn.schema';
import type { ControllerClient } from '../client/controller-client';
import type { SubJobContext } from '../jobs/job-spec';
import { verifyMember } from './verify-member';
import { vpnError } from './vpn-errors';
import { VPN_WORDS } from './vpn.words';

export interface VerificationRecord {
  action: 'vpn.synced' | 'vpn.verified';
  serial: string;
  master: { label: string; client: ControllerClient };
  member: ControllerClient;
  /** The journal's words for equal and for different (with how many differences). */
  words: { equal: LocalizedText; differs: (differences: number) => LocalizedText };
  /** More to record beside the verification (the sync's counts). */
  after?: Record<string, JsonValue>;
}

export async function recordedVerification(
  ctx: SubJobContext,
  r: VerificationRecord,
): Promise<VpnVerification> {
  ctx.step(VPN_WORDS.comparingMaster);
  const verification = await verifyMember(r.serial, r.master.client, r.member, ctx.signal);
  const differences = verification.differences.length;
  await ctx.journal({
    action: r.action,
    outcome: verification.equal ? 'succeeded' : 'failed',
    summary: verification.equal ? r.words.equal : r.words.differs(differences),
    after: { master: r.master.label, ...r.after, equal: verification.equal, differences },
  });
  // The job's last word for this member is the outcome, not the step that led to it.
  if (verification.equal) ctx.step(r.words.equal);
  if (!verification.equal)
    throw new AppFailure({
      ...vpnError('vpn_not_equal', { serial: r.serial, differences }),
      details: { verification },
    });
  return verification;
}
