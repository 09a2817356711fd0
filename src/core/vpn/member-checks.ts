/**
 * The checks before a controller is made a VPN member (spec 4.12), each with its reason, so
 * nothing is sent to a cluster that cannot work: the member trusted and logged in as an
 * administrator (D2: VPN is the admin's), its serial known (members are named by serial, D14),
 * its firmware serving the VPN sections (D11), not a member of another master and not a master
 * itself, the same administrator account as the master (the master logs in to its members with
 * its own), and reachable from the master: the master's own controller search finds it at its
 * address with the certificate this computer pinned.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { VpnMaster } from '../../shared/ipc/vpn.schema';
import { formatAddress } from '../client/controller-address';
import type { ControllerConnection } from '../connection/controller-connection';
import { masterFinds } from './master-search';
import { readMemberStatus } from './vpn-reading';
import { sectionNotServed } from '../client/capabilities';
import { VPN_WORDS } from './vpn.words';

export interface Candidate {
  serial?: string;
  /** The site's controller, when the site holds it. */
  controllerId?: string;
  label: string;
  host: string;
  port?: number;
  /** The certificate it must present to the master (the site's pin, or what a search saw). */
  fingerprint?: string;
  connection?: ControllerConnection;
}

export interface CheckedCandidate extends Candidate {
  problems: LocalizedText[];
  notes: LocalizedText[];
}

export interface MasterUnderCheck {
  controllerId: string;
  label: string;
  connection: ControllerConnection;
}

async function checkOnSite(
  master: MasterUnderCheck,
  c: Candidate & { connection: ControllerConnection },
  problems: LocalizedText[],
): Promise<void> {
  try {
    await c.connection.ready();
  } catch {
    problems.push(VPN_WORDS.notLoggedHereNot);
    return;
  }
  const role = c.connection.user?.role;
  if (role !== undefined && role !== 'admin')
    problems.push(VPN_WORDS.loggedJoiningClusterNeeds(role));
  try {
    await readMemberStatus(await c.connection.ready());
  } catch (error) {
    if (sectionNotServed(error)) problems.push(VPN_WORDS.noVpnSections);
  }
  const same = master.connection.sharesAccountWith(c.connection);
  if (same === false) {
    const login = master.connection.user?.login ?? 'admin';
    problems.push(VPN_WORDS.masterSignsMembersOwn(login));
  }
}

/** Checks every candidate; searches through the master run one at a time (spec 4.12). */
export async function checkCandidates(
  master: MasterUnderCheck,
  candidates: readonly Candidate[],
  masters: readonly VpnMaster[],
  signal?: AbortSignal,
): Promise<CheckedCandidate[]> {
  const checked: CheckedCandidate[] = [];
  const masterClient = await master.connection.ready(signal);
  for (const c of candidates) {
    const problems: LocalizedText[] = [];
    const notes: LocalizedText[] = [];
    if (!c.serial) problems.push(VPN_WORDS.serialNumberUnknownFind);
    if (c.connection) await checkOnSite(master, { ...c, connection: c.connection }, problems);
    else notes.push(VPN_WORDS.notOnSiteSynced(c.label));
    for (const other of masters) {
      if (other.controllerId === master.controllerId) continue;
      if (c.serial && other.members.some((m) => m.serial === c.serial))
        problems.push(VPN_WORDS.alreadyMemberRemoveThere(other.label));
      if (c.controllerId && other.controllerId === c.controllerId && other.members.length > 0)
        problems.push(VPN_WORDS.masterItselfMember(other.members.length));
    }
    if (c.serial && problems.length === 0) {
      const found = await masterFinds(masterClient, c, signal);
      if (!found.ok) problems.push(found.reason);
    }
    checked.push({ ...c, problems, notes });
  }
  return checked;
}

/** `host:port` of a candidate, as plans and errors show it. */
export function whereOf(c: Candidate): string {
  return c.port ? formatAddress({ host: c.host, port: c.port }) : c.host;
}
