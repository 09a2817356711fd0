/**
 * What `turnkey vpn` prints besides the flow's own plan and result table: the clusters of the
 * site (`show`) and each member's verification (`join`, `sync`, `verify`) as tables a person
 * reads; `--json` prints the same data as JSON.
 */
import type { Job } from '../../shared/ipc/job.schema';
import {
  VPN_RECORD_KINDS,
  vpnVerification,
  type VpnVerification,
} from '../../shared/ipc/vpn.schema';
import type { SiteCluster } from '../../core/vpn/site-cluster';
import { renderTable } from '../output/table';
import { localTime } from '../output/words';

const dash = (value: string | number | undefined) =>
  value === undefined || value === '' ? '-' : String(value);

export function clusterText(cluster: SiteCluster): string {
  if (cluster.masters.length === 0) return 'No VPN master on this site.\n';
  const parts = cluster.masters.map((master) => {
    const sharing = master.sharing
      ? master.sharing.enabled
        ? `sharing on ("${master.sharing.comment}")`
        : 'sharing off'
      : 'no sharing section';
    const head = `Master ${master.label}: ${master.status}, ${sharing}, ${master.members.length} member(s)\n`;
    const rows = master.members.map((m) => [
      m.serial,
      dash(m.address),
      m.stateText,
      m.counts
        ? `${m.counts.staff} staff, ${m.counts.access_profiles} profiles, ${m.counts.schedules} schedules, ${m.counts.identifiers} ids`
        : '-',
      localTime(m.lastSyncAt),
      dash(m.error),
    ]);
    return head + renderTable(['Member', 'Address', 'State', 'Copied', 'Last sync', 'Error'], rows);
  });
  // Controllers of the site this command did not log in to are listed once, not as failures.
  const unread = cluster.controllers.filter((c) => c.error);
  const away = unread.filter((c) => c.error!.code === 'unauthorized').map((c) => c.label);
  const failed = unread.filter((c) => c.error!.code !== 'unauthorized');
  const notes = [
    ...failed.map((c) => `${c.label}: not read (${c.error!.message.en})\n`),
    ...(away.length ? [`Not logged in here, not read: ${away.join(', ')}\n`] : []),
  ].join('');
  return `${parts.join('\n')}${notes ? `\n${notes}` : ''}`;
}

/** Each member's verification found in a job: its result, or the details of its failure. */
export function verificationsOf(job: Job): VpnVerification[] {
  return job.controllers.flatMap((c) => {
    const details = c.error?.details as { verification?: unknown } | undefined;
    const parsed = vpnVerification.safeParse(c.result ?? details?.verification);
    return parsed.success ? [parsed.data] : [];
  });
}

export function verificationText(v: VpnVerification): string {
  const rows = VPN_RECORD_KINDS.flatMap((kind) => {
    const c = v.kinds[kind];
    if (!c) return [];
    return [[kind, c.master, c.member, c.missing, c.different, c.memberOnly].map(String)];
  });
  const head = `${v.serial}: ${v.equal ? 'equal to the master' : 'DIFFERS from the master'} (compared in ${v.tookMs} ms)\n`;
  const table = renderTable(
    ['Records', 'Master', 'Member', 'Missing', 'Different', 'Member only'],
    rows,
  );
  const skipped = v.notCompared.length
    ? `Not compared (no such section on the member): ${v.notCompared.join(', ')}\n`
    : '';
  const diffs = v.differences
    .map(
      (d) =>
        `  ${d.kind} ${d.key}${d.field ? ` ${d.field}: ${dash(d.master)} -> ${dash(d.member)}` : ': missing on the member'}\n`,
    )
    .join('');
  return `${head}${table}${skipped}${diffs ? `Differences:\n${diffs}` : ''}`;
}
