/**
 * The cluster wizard (spec 4.12): the master is the flow's first controller; the form picks the
 * members (the site's others, or what the master's own controller search finds); every check
 * runs before anything is sent (member-checks.ts) and a refused member is named at the form
 * with its reason; the plan shows each member now -> after; the job shares the master's VPN,
 * syncs and verifies every member (cluster-sync-job.ts).
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { PlanRow } from '../../shared/ipc/flow.schema';
import type { FlowDefinition, FlowResult } from '../flows/flow-definition';
import { searchThrough } from '../discovery/controller-search';
import { startClusterJob } from './cluster-sync-job';
import { joinForm, type JoinFormValues } from './join-form';
import { checkCandidates, whereOf, type Candidate, type CheckedCandidate } from './member-checks';
import type { VpnFlowDeps } from './vpn-flow-deps';
import { VPN_WORDS } from './vpn.words';
import type { SiteCluster } from './site-cluster';
import { flowOfSteps, formStep, planStep } from '../flows/step-table';

const TITLE: LocalizedText = VPN_WORDS.buildVpnCluster;
const FOUND = 'serial:';

type Chosen = Candidate & { serial: string; key: string; isNew: boolean };

/** One run: the master, the members it was started with or found, and what the plan chose. */
interface JoinRun {
  deps: VpnFlowDeps;
  masterId: string;
  preselected: string[];
  /** Controllers the master's own search found, by `serial:<serial>`. */
  found: Map<string, Candidate>;
  planned: Chosen[];
  comment: string;
}

type ClusterMaster = SiteCluster['masters'][number];

/** The site's other controllers, and those the master found that the site does not hold. */
async function candidatesOf(run: JoinRun): Promise<Map<string, Candidate>> {
  const all = new Map<string, Candidate>();
  for (const c of await run.deps.siteControllers()) {
    if (c.id === run.masterId) continue;
    all.set(c.id, {
      controllerId: c.id,
      label: c.label,
      host: c.address.host,
      port: c.address.port,
      fingerprint: c.fingerprint256,
      connection: c.connection,
      ...(c.serial ? { serial: c.serial } : {}),
    });
  }
  const onSite = new Set([...all.values()].map((c) => c.serial));
  for (const [key, c] of run.found) if (!onSite.has(c.serial)) all.set(key, c);
  return all;
}

/** The members form: what was chosen before (or started with), the note the site's name. */
async function showMembersForm(
  run: JoinRun,
  values?: Partial<JoinFormValues>,
  errors?: Record<string, LocalizedText>,
): Promise<FlowResult> {
  const all = await candidatesOf(run);
  const options = Object.fromEntries(
    [...all].map(([key, c]) => {
      const where = `${c.label}${c.serial && c.serial !== c.label ? ` (${c.serial})` : ''}, ${whereOf(c)}`;
      return [
        key,
        key.startsWith(FOUND) ? VPN_WORDS.foundByMaster(where) : { en: where, ru: where },
      ];
    }),
  );
  const chosen = (values?.members ?? run.preselected).filter((k) => k in options);
  const note = values?.comment ?? (await run.deps.siteName());
  return {
    kind: 'form',
    stepId: 'members',
    title: TITLE,
    schema: joinForm(options, chosen, note),
    values: { members: chosen, comment: note },
    ...(errors ? { errors } : {}),
  };
}

/** Asks the master's controller search for more candidates, then shows the form again. */
async function searchMore(run: JoinRun, values: JoinFormValues): Promise<FlowResult> {
  const master = await run.deps.controller(run.masterId);
  const records = await searchThrough(await master.connection.ready(), values.search!, {
    pollMs: 250,
    timeoutMs: 60_000,
  });
  for (const r of records) {
    if (!r.serial || r.serial === master.serial) continue;
    run.found.set(`${FOUND}${r.serial}`, {
      serial: r.serial,
      label: r.serial,
      host: r.host,
      ...(r.port ? { port: r.port } : {}),
      ...(r.fingerprint256 ? { fingerprint: r.fingerprint256 } : {}),
    });
  }
  const { search: _search, ...rest } = values;
  return showMembersForm(run, rest, {
    search: VPN_WORDS.masterFoundControllerThere(records.length),
  });
}

/** Each refused member with its reasons, one a line: nothing is sent. */
function refusedError(refused: CheckedCandidate[]): LocalizedText {
  const line = (lang: 'en' | 'ru') =>
    refused.map((c) => `${c.label}: ${c.problems.map((p) => p[lang]).join('; ')}`).join('\n');
  return VPN_WORDS.nothingSent({ en: line('en'), ru: line('ru') });
}

/** Every member checked before anything is sent (member-checks.ts); a refusal is the form's. */
async function planJoin(run: JoinRun, values: JoinFormValues): Promise<FlowResult> {
  if (values.search) return searchMore(run, values);
  if (values.members.length === 0)
    return showMembersForm(run, values, {
      members: VPN_WORDS.chooseLeastOneMember,
    });
  const { deps, masterId } = run;
  const master = await deps.controller(masterId);
  const all = await candidatesOf(run);
  const cluster = await deps.cluster();
  const current = cluster.masters.find((m) => m.controllerId === masterId);
  const picked = values.members.flatMap((k) => {
    const c = all.get(k);
    return c ? [{ key: k, c }] : [];
  });
  const checked = await checkCandidates(
    { controllerId: master.id, label: master.label, connection: master.connection },
    picked.map((p) => p.c),
    cluster.masters,
  );
  const refused = checked.filter((c) => c.problems.length > 0);
  if (refused.length > 0) {
    return showMembersForm(run, values, { members: refusedError(refused) });
  }
  run.comment = values.comment;
  run.planned = checked.map((c, i) => ({
    ...c,
    serial: c.serial!,
    key: picked[i]!.key,
    isNew: !current?.members.some((m) => m.serial === c.serial),
  }));
  return joinPlan(run, master.label, current, checked);
}

/** Each member now -> after; sharing turned on first when the master does not share yet. */
function joinPlan(
  run: JoinRun,
  masterLabel: string,
  current: ClusterMaster | undefined,
  checked: CheckedCandidate[],
): FlowResult {
  const rows: PlanRow[] = run.planned.map((m) => {
    const already = current?.members.find((x) => x.serial === m.serial);
    return {
      controllerId: m.key,
      controllerLabel: m.label,
      field: 'vpn',
      fieldLabel: VPN_WORDS.vpnCluster,
      now: already ? `member (${already.stateText})` : 'not a member',
      after: `member of ${masterLabel}, synced and verified`,
    };
  });
  const notes = checked.flatMap((c) => c.notes);
  if (current?.sharing?.enabled !== true)
    notes.unshift(VPN_WORDS.sharingWillTurnOn(masterLabel, run.comment));
  return {
    kind: 'plan',
    stepId: 'plan',
    title: TITLE,
    rows,
    notes,
    confirmLabel: VPN_WORDS.syncMembersFrom(run.planned.length, masterLabel),
  };
}

/** Shares the master's VPN, syncs and verifies every member (cluster-sync-job.ts). */
async function applyJoin({ deps, masterId, planned, comment }: JoinRun): Promise<FlowResult> {
  const master = await deps.controller(masterId);
  const job = await startClusterJob(deps, {
    kind: 'vpn-join',
    title: TITLE,
    master: { controllerId: master.id, label: master.label },
    members: planned,
    share: { comment },
  });
  return { kind: 'job', stepId: 'apply', title: TITLE, jobId: job.id };
}

export function vpnJoinFlow(deps: VpnFlowDeps): FlowDefinition {
  return flowOfSteps({
    type: 'vpn-join',
    title: TITLE,
    start: ({ controllerIds }): JoinRun => {
      const [masterId, ...preselected] = controllerIds;
      if (!masterId) throw new Error('the cluster wizard needs its master');
      return { deps, masterId, preselected, found: new Map(), planned: [], comment: '' };
    },
    first: 'members',
    steps: {
      members: formStep((run: JoinRun) => showMembersForm(run), planJoin),
      plan: planStep(applyJoin),
    },
  });
}
