/**
 * What the journal says of the site as a whole, for the handover report: the VPN cluster(s)
 * (spec 4.12), event-log migrations with their counts (D17), firmware-era transfers with their
 * counts per part and their verification, and the list of changes (docs/decisions.md,
 * "Handover report").
 */
import type { JournalEntry, JsonValue } from '../../shared/ipc/journal.schema';
import type { HandoverReport, ReportChange } from '../../shared/report/handover-report.schema';
import { optional } from './report-controller-facts';
import { maskRecord } from './report-secrets';
import { changedWords, transferPartsWords, type ValueContext } from './report-values';

type Cluster = HandoverReport['cluster'][number];
type Transfer = HandoverReport['transfers'][number];

/** Entries that record the tool's own bookkeeping rather than a change to the site. */
const NOT_CHANGES = new Set(['session.login', 'job.started', 'job.ended']);

const label = (e: JournalEntry): string => e.controllerLabel ?? e.controllerId ?? '—';
const str = (v: JsonValue | undefined): string | undefined =>
  typeof v === 'string' ? v : undefined;
const num = (v: JsonValue | undefined): number | undefined =>
  typeof v === 'number' ? v : undefined;

export function reportChanges(entries: readonly JournalEntry[], ctx: ValueContext): ReportChange[] {
  return entries
    .filter((e) => !NOT_CHANGES.has(e.action))
    .map((e) => {
      const before = maskRecord(e.before);
      const after = maskRecord(e.after);
      const words = changedWords(before, after, ctx);
      return {
        at: e.at,
        actor: e.actor,
        action: e.action,
        ...optional('controllerId', e.controllerId),
        ...optional('controllerLabel', e.controllerLabel),
        outcome: e.outcome,
        ...optional('summary', e.summary),
        ...optional('before', before),
        ...optional('after', after),
        ...optional('beforeText', words.before),
        ...optional('afterText', words.after),
        ...(e.error ? { error: { code: e.error.code, message: e.error.message } } : {}),
      };
    });
}

/** Masters (VPN sharing on) and the members they synced, the newest word on each member. */
export function reportClusters(entries: readonly JournalEntry[]): Cluster[] {
  const clusters = new Map<string, Cluster>();
  const cluster = (masterLabel: string, controllerId?: string): Cluster => {
    let found = clusters.get(masterLabel);
    if (!found) {
      found = { master: { label: masterLabel }, members: [] };
      clusters.set(masterLabel, found);
    }
    if (controllerId) found.master.controllerId = controllerId;
    return found;
  };
  for (const e of entries) {
    const after = e.after ?? {};
    if (e.action === 'vpn.shared' && e.outcome === 'succeeded') {
      if (after['enabled'] === true) {
        const c = cluster(label(e), e.controllerId);
        const comment = str(after['comment']);
        if (comment) c.comment = comment;
      } else clusters.delete(label(e));
    }
    if ((e.action === 'vpn.synced' || e.action === 'vpn.verified') && str(after['master'])) {
      const c = cluster(str(after['master']) ?? '');
      const member = {
        ...optional('controllerId', e.controllerId),
        label: label(e),
        outcome: e.outcome,
        ...optional('equal', typeof after['equal'] === 'boolean' ? after['equal'] : undefined),
        ...optional('differences', num(after['differences'])),
        at: e.at,
      };
      c.members = [...c.members.filter((m) => m.label !== member.label), member];
    }
    // A member removed from its cluster is no longer in it, whatever it was before.
    if (e.action === 'vpn.memberRemoved' && e.outcome === 'succeeded')
      for (const c of clusters.values()) c.members = c.members.filter((m) => m.label !== label(e));
  }
  return [...clusters.values()].map((c) => ({
    ...c,
    members: c.members.sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true })),
  }));
}

export function reportMigrations(entries: readonly JournalEntry[]): HandoverReport['migrations'] {
  return entries
    .filter((e) => e.action.startsWith('migration.') && e.action !== 'migration.started')
    .map((e) => {
      const after = e.after ?? {};
      return {
        ...optional('controllerId', e.controllerId),
        label: label(e),
        at: e.at,
        outcome: e.outcome,
        ...optional('processedRecords', num(after['processedRecords'])),
        ...optional('totalRecords', num(after['totalRecords'])),
        ...optional('message', str(after['message']) ?? e.error?.message.en),
      };
    });
}

/** Each transfer written to a controller, joined with its read-back verification. */
export function reportTransfers(entries: readonly JournalEntry[]): Transfer[] {
  const transfers = new Map<string, Transfer>();
  for (const e of entries) {
    const after = e.after ?? {};
    const id = str(after['transfer']);
    const key = `${id ?? e.id}|${e.controllerId ?? label(e)}`;
    if (e.action === 'transfer.written') {
      transfers.set(key, {
        ...optional('transferId', id),
        ...optional('controllerId', e.controllerId),
        label: label(e),
        ...optional('source', str(after['source'])),
        at: e.at,
        outcome: e.outcome,
        parts: partCounts(after['parts']),
      });
    }
    if (e.action === 'transfer.verified') {
      const known = transfers.get(key);
      const verified = after['equal'] === true;
      if (known) transfers.set(key, { ...known, verified, outcome: e.outcome });
    }
  }
  return [...transfers.values()].map((x) => ({ ...x, partsText: transferPartsWords(x.parts) }));
}

function partCounts(value: JsonValue | undefined): Transfer['parts'] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const parts: Transfer['parts'] = {};
  for (const [part, counts] of Object.entries(value)) {
    if (counts === null || typeof counts !== 'object' || Array.isArray(counts)) continue;
    parts[part] = {
      created: num(counts['created']) ?? 0,
      updated: num(counts['updated']) ?? 0,
      kept: num(counts['kept']) ?? 0,
      refused: num(counts['refused']) ?? 0,
    };
  }
  return parts;
}
