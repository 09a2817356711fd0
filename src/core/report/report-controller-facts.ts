/**
 * What the journal says of one controller, for the handover report (docs/decisions.md,
 * "Handover report"): its time settings, network and access points as last verified, its VPN
 * role, whether the factory password still works, and the latest outcome of each area of work.
 * Every change is read back before it is journalled as succeeded, so a succeeded entry is a
 * verification; an area with a failure nothing has closed since is failed, whatever came after
 * in it (docs/decisions.md, "Handover report: what is true now").
 */
import type { JournalEntry, JsonValue } from '../../shared/ipc/journal.schema';
import type { ReportController } from '../../shared/report/handover-report.schema';
import { areaOf } from './report-change-keys';
import type { OpenFailure } from './report-open-failures';
import { maskRecord } from './report-secrets';
import { pointKindWords } from './report-values';

export type ControllerFacts = Pick<
  ReportController,
  | 'network'
  | 'time'
  | 'vpnRole'
  | 'vpnMaster'
  | 'factoryPassword'
  | 'passwordChangedAt'
  | 'accessPoints'
  | 'verification'
>;

const text = (value: JsonValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;
const flag = (value: JsonValue | undefined): boolean | undefined =>
  typeof value === 'boolean' ? value : undefined;
const num = (value: JsonValue | undefined): number | undefined =>
  typeof value === 'number' ? value : undefined;

/**
 * The facts of one controller from its journal entries, oldest first, and the failures on it
 * nothing has closed since (report-open-failures.ts), which fail their areas.
 */
export function controllerFacts(
  entries: readonly JournalEntry[],
  storedFactory: boolean | undefined,
  open: readonly OpenFailure[] = [],
): ControllerFacts {
  const facts: ControllerFacts = {
    vpnRole: 'none',
    accessPoints: [],
    verification: { state: 'not_verified', checks: [] },
  };
  let factory = storedFactory;
  const checks = new Map<string, Check>();
  const points = new Map<string, ControllerFacts['accessPoints'][number]>();
  for (const e of entries) {
    const area = areaOf(e.action);
    if (area && (e.outcome === 'succeeded' || e.outcome === 'failed'))
      checks.set(area, checkOf(area, e));
    if (e.action === 'session.login' && e.after && flag(e.after['factoryPassword']) === true)
      factory = true;
    if (e.outcome !== 'succeeded') continue;
    const after = e.after ?? {};
    switch (e.action) {
      case 'time.changed':
        facts.time = {
          ...optional('timezone', text(after['timezone'])),
          ...optional('ntp', flag(after['ntp'])),
          ...optional('ntpServer', text(after['ntp_server'])),
          ...optional('driftSeconds', num(after['driftSeconds'])),
          verifiedAt: e.at,
        };
        break;
      case 'network.changed':
        facts.network = maskRecord(after);
        break;
      case 'password.changed':
        facts.passwordChangedAt = e.at;
        factory = flag(after['factoryPassword']) ?? false;
        break;
      case 'vpn.shared':
        if (flag(after['enabled']) === true) facts.vpnRole = 'master';
        else if (facts.vpnRole === 'master') facts.vpnRole = 'none';
        break;
      case 'vpn.memberRemoved':
        facts.vpnRole = 'none';
        delete facts.vpnMaster;
        break;
      case 'vpn.synced':
      case 'vpn.verified': {
        facts.vpnRole = 'member';
        const master = text(after['master']);
        if (master) facts.vpnMaster = master;
        break;
      }
      case 'accessPoint.created':
      case 'accessPoint.updated': {
        const name = text(after['name']);
        const old = text(e.before?.['name']);
        if (old && old !== name) points.delete(old);
        if (name)
          points.set(name, {
            name,
            ...optional('type', text(after['type'])),
            ...optional('kind', text(after['kind'])),
            ...optional('kindText', pointKindWords(text(after['kind']), text(after['type']))),
            changedAt: e.at,
            outcome: e.outcome,
          });
        break;
      }
      case 'accessPoint.deleted': {
        const name = text(e.before?.['name']);
        if (name) points.delete(name);
        break;
      }
    }
  }
  if (factory !== undefined) facts.factoryPassword = factory;
  facts.accessPoints = [...points.values()].sort((a, b) => a.name.localeCompare(b.name));
  for (const f of open) {
    if (f.area && checks.get(f.area)?.outcome !== 'failed')
      checks.set(f.area, openCheck(f.area, f));
  }
  const list = [...checks.values()].sort((a, b) => a.area.localeCompare(b.area));
  facts.verification = {
    state:
      list.length === 0
        ? 'not_verified'
        : list.some((c) => c.outcome === 'failed')
          ? 'failed'
          : 'verified',
    checks: list,
  };
  return facts;
}

type Check = ControllerFacts['verification']['checks'][number];

function checkOf(area: string, e: JournalEntry): Check {
  return {
    area,
    outcome: e.outcome === 'failed' ? 'failed' : 'succeeded',
    at: e.at,
    ...(e.summary ? { summary: e.summary } : e.error ? { summary: e.error.message } : {}),
  };
}

/** An open failure as its area's check: the entry that failed, or the job that did. */
function openCheck(area: string, f: OpenFailure): Check {
  if (f.entry) return checkOf(area, f.entry);
  const said = f.sub?.error?.message ?? f.job?.title;
  return { area, outcome: 'failed', at: f.at, ...(said ? { summary: said } : {}) };
}

/** `{ key: value }` when there is a value, `{}` otherwise (strict optional properties). */
export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
