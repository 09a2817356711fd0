/**
 * What "the same change on the same controller" is, for what the handover report leaves open
 * (docs/decisions.md, "Handover report: what is true now"). A journal entry's change is its
 * action's family (a member synced or compared with its master is one membership; a record
 * created or updated is one record saved) and its subject (the record's name, login or key);
 * a job's change, where the job journalled nothing for a controller, is its area of work.
 */
import type { JournalEntry, JsonValue } from '../../shared/ipc/journal.schema';

const AREAS: Record<string, string> = {
  time: 'time',
  network: 'network',
  accessPoint: 'accessPoint',
  automation: 'accessPoint',
  password: 'password',
  vpn: 'vpn',
  migration: 'migration',
  backup: 'backup',
};

/** The area of work an action verifies, or undefined for one that changes nothing checked. */
export function areaOf(action: string): string | undefined {
  if (action === 'transfer.verified') return 'transfer';
  if (action.startsWith('transfer.')) return undefined;
  const [prefix] = action.split('.');
  return prefix === undefined ? undefined : AREAS[prefix];
}

/** The area a job of this kind works in (the flows' `kind`s); undefined for a mixed one. */
const JOB_AREAS: Record<string, string> = {
  time: 'time',
  network: 'network',
  password: 'password',
  'vpn-join': 'vpn',
  'vpn-share': 'vpn',
  'vpn-verify': 'vpn',
  'vpn-stop': 'vpn',
  'vpn-remove': 'vpn',
  'plan-vpn': 'vpn',
  'access-point': 'accessPoint',
  'access-point-delete': 'accessPoint',
  'access-point-state': 'accessPoint',
  'access-points-copy': 'accessPoint',
  automation: 'accessPoint',
  'automation-delete': 'accessPoint',
  migration: 'migration',
  'migration-watch': 'migration',
  transfer: 'transfer',
  backup: 'backup',
};

export const jobArea = (kind: string): string | undefined => JOB_AREAS[kind];

/** The key a job's change has: its area, or the kind itself (a site plan, a search). */
export function jobChangeKey(kind: string): string {
  const area = JOB_AREAS[kind];
  return area ? areaKey(area) : `job:${kind}`;
}

export const areaKey = (area: string): string => `area:${area}`;

/** Entries that are no change to a controller: who logged in, a job's own bookkeeping. */
const NOT_CHANGES =
  /^(session|job|site|trust|certificate|factoryPassword)\.|^controller\.(added|removed)$/;

/** Actions that are one change under two names. */
const FAMILIES: Record<string, string> = {
  'vpn.synced': 'vpn.member',
  'vpn.verified': 'vpn.member',
  'migration.completed': 'migration',
  'migration.failed': 'migration',
  'migration.stopped': 'migration',
  'transfer.written': 'transfer',
  'transfer.verified': 'transfer',
  'backup.written': 'backup',
  'backup.failed': 'backup',
};

function family(action: string): string {
  const known = FAMILIES[action];
  if (known) return known;
  const dot = action.lastIndexOf('.');
  const verb = action.slice(dot + 1);
  return verb === 'created' || verb === 'updated' ? `${action.slice(0, dot)}.saved` : action;
}

const text = (value: JsonValue | undefined): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The record a change was made to. An existing record is named by its key where it has one
 * (two people may share a first name); a new one by its name, since a create that failed has
 * no key yet. Empty when the entry names none (time, network: the controller is the subject).
 */
export function subjectOf(e: Pick<JournalEntry, 'before' | 'after'>): string {
  const { before, after } = e;
  if (before) return text(before['uuid']) ?? text(before['login']) ?? text(before['name']) ?? '';
  if (after) return text(after['name']) ?? text(after['login']) ?? text(after['uuid']) ?? '';
  return '';
}

/** The keys a journal entry's outcome speaks for; none for an entry that changes nothing. */
export function entryChangeKeys(e: JournalEntry): { own: string; closes: string[] } | undefined {
  if (NOT_CHANGES.test(e.action)) return undefined;
  const base = family(e.action);
  const subject = subjectOf(e);
  const any = `${base}|*`;
  const area = areaOf(e.action);
  // A failure with no subject is closed by any success of its family on the controller; a
  // success closes its own subject's failures, the subjectless ones and a job's in its area.
  return {
    own: subject ? `${base}|${subject}` : any,
    closes: [
      ...new Set([subject ? `${base}|${subject}` : any, any, ...(area ? [areaKey(area)] : [])]),
    ],
  };
}
