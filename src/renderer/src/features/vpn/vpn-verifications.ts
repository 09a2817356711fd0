/**
 * A VPN job's verification reports, as the cluster screen shows them after the job: each member's
 * sub-job result of a `vpn-join`, `vpn-sync` or `vpn-verify` job is a `vpnVerification` (spec
 * 4.12); a member that failed before it was compared keeps its error instead. Results are read
 * with the contract's schema, so a result of another shape is never drawn as a comparison.
 */
import type { ErrorData } from '../../../../shared/errors/error-data';
import type { LocalizedText } from '../../../../shared/words/localized-text';
import { FINAL_JOB_STATES, type Job, type JobState } from '../../../../shared/ipc/job.schema';
import { vpnVerification, type VpnVerification } from '../../../../shared/ipc/vpn.schema';

/** Flow types whose jobs end with a verification of each member. */
export const VERIFYING_VPN_FLOWS = ['vpn-join', 'vpn-sync', 'vpn-verify'] as const;

export interface MemberVerification {
  controllerId: string;
  label: string;
  state: JobState;
  /** The comparison, when the member was compared. */
  verification?: VpnVerification;
  error?: ErrorData;
}

export interface JobVerifications {
  jobId: string;
  kind: string;
  title: LocalizedText;
  state: JobState;
  endedAt?: string;
  members: MemberVerification[];
}

/** True for a job made by one of the VPN flows (`vpn-join`, `vpn-stop`, ...). */
export function isVpnJob(job: Pick<Job, 'kind'>): boolean {
  return job.kind === 'vpn' || job.kind.startsWith('vpn-');
}

/** True for a VPN job whose members end verified (join, sync, verify). */
export function isVerifyingJob(job: Pick<Job, 'kind'>): boolean {
  return (VERIFYING_VPN_FLOWS as readonly string[]).includes(job.kind);
}

/** Each member of a verifying VPN job with its comparison or its error; null for other jobs. */
export function verificationsOf(job: Job): JobVerifications | null {
  if (!isVerifyingJob(job)) return null;
  return {
    jobId: job.id,
    kind: job.kind,
    title: job.title,
    state: job.state,
    ...(job.endedAt ? { endedAt: job.endedAt } : {}),
    members: job.controllers.map((part) => {
      const parsed = vpnVerification.safeParse(part.result);
      return {
        controllerId: part.controllerId,
        label: parsed.success ? parsed.data.serial : part.label,
        state: part.state,
        ...(parsed.success ? { verification: parsed.data } : {}),
        ...(part.error ? { error: part.error } : {}),
      };
    }),
  };
}

/** The newest verifying VPN job that has ended (jobs in any order), with its reports. */
export function latestVerifications(jobs: readonly Job[]): JobVerifications | null {
  const ended = jobs
    .filter((job) => isVerifyingJob(job) && FINAL_JOB_STATES.includes(job.state))
    .sort((a, b) => (b.endedAt ?? b.createdAt).localeCompare(a.endedAt ?? a.createdAt));
  const newest = ended[0];
  return newest ? verificationsOf(newest) : null;
}
