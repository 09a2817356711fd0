/**
 * The network wizard: a static address for one controller, consecutive addresses for several,
 * an address per serial from a table, or DHCP for any number (`POST /network`, spec 4.12); checked before anything is sent (the
 * addresses tried first), planned per controller from what it reads now, confirmed twice when
 * this computer would not reach the controllers afterwards, and applied one controller at a
 * time (or a few at once) under each one's lock: sent, followed to where it answers (D16),
 * read back there, recorded on the site and journalled (docs/decisions.md, "Network wizard").
 * Cancel stops before the next controller, never inside a move.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { PlanRow } from '../../shared/ipc/flow.schema';
import type { ControllerAddress } from '../client/controller-address';
import type { ControllerConnection } from '../connection/controller-connection';
import type { LaptopInterfaces } from '../discovery/interfaces';
import type { FlowDefinition, FlowResult } from '../flows/flow-definition';
import type { JobRunner } from '../jobs/job-runner';
import type { Locate } from './follow-controller';
import { moveController } from './move-controller';
import { networkForm, type NetworkFormValues } from './network-form';
import { planNetwork, planRow, type PlannedMove } from './network-plan';
import { tableSerials } from './table-settings';
import { notYet, temporaryNotes, temporaryPlans, throughTemporary } from './network-temporary';
import {
  HeldAddresses,
  planHolds,
  type NetworkReach,
  type TemporaryAddressPlan,
} from './temporary-reach';
import { NETWORK_WORDS } from './network.words';
import { flowOfSteps, formStep, planStep } from '../flows/step-table';

export interface NetworkFlowDeps {
  /** The site's controller: its connection (logged in or able to) and label. */
  controller(controllerId: string): Promise<{ connection: ControllerConnection; label: string }>;
  /** Where the site's controllers answer now (to keep their addresses free), and their serials. */
  siteAddresses(): Promise<SiteAddress[]>;
  /** This computer's interfaces: its own addresses, and whether it reaches the new network. */
  laptop(): Promise<LaptopInterfaces>;
  /** The hosts among these where something answers now (address-probe.ts). */
  probe: (hosts: readonly { host: string; port: number }[]) => Promise<Set<string>>;
  /** Finds a controller by its certificate (after DHCP). */
  locate: Locate;
  /** The open site's job runner. */
  jobs: () => Promise<Pick<JobRunner, 'start'>>;
  /** Records on the site that the controller now answers here, and how it got the address. */
  moved(
    controllerId: string,
    address: ControllerAddress,
    addressing: 'dhcp' | 'static',
  ): Promise<void>;
  /** How long a moved controller has to answer at its new address (default 30 s). */
  followTimeoutMs?: number;
  /**
   * Temporary addresses of this computer (temporary-reach.ts): without it, a controller or a
   * new network this computer is not on is only a note in the plan.
   */
  reach?: NetworkReach;
}

export interface SiteAddress {
  controllerId: string;
  host: string;
  serial?: string | undefined;
}

/**
 * The controllers that move: those chosen, or, for a table, the site's controllers its rows name
 * by serial, chosen or not (docs/decisions.md, "Network wizard: addresses by serial").
 * A serial the site does not hold is refused at its line by the table's checks.
 */
function movingIds(
  form: NetworkFormValues,
  chosen: readonly string[],
  site: readonly SiteAddress[],
): string[] {
  if (form.mode !== 'table') return [...chosen];
  // In the table's order: the engineer's, as a range moves the controllers in the order chosen.
  return [...new Set(tableSerials(form.table ?? ''))].flatMap((serial) => {
    const found = site.find((c) => c.serial === serial);
    return found ? [found.controllerId] : [];
  });
}

const TITLE: LocalizedText = NETWORK_WORDS.title;

/** One run of the network wizard: its controllers and the moves confirmed with the plan. */
interface NetworkRun {
  deps: NetworkFlowDeps;
  controllerIds: string[];
  planned: PlannedMove[];
  parallel: number;
  /** Per controller, the temporary addresses its move needs (confirmed with the plan). */
  temporaries: Map<string, TemporaryAddressPlan[]>;
}

function showNetworkForm(run: NetworkRun): Promise<FlowResult> {
  return Promise.resolve({
    kind: 'form',
    stepId: 'network',
    title: TITLE,
    schema: networkForm,
    values: { mode: run.controllerIds.length > 1 ? 'range' : 'static', parallel: 1 },
  });
}

async function targetsOf(
  deps: NetworkFlowDeps,
  ids: readonly string[],
  serials: Map<string, string | undefined>,
) {
  const targets = [];
  for (const controllerId of ids) {
    const { connection, label } = await deps.controller(controllerId);
    const { host, port } = connection.address;
    const serial = serials.get(controllerId);
    targets.push({ controllerId, label, currentHost: host, port, serial });
  }
  return targets;
}

/** The moves checked against the site and the laptop, each controller's settings now -> after. */
async function planMoves(run: NetworkRun, form: NetworkFormValues): Promise<FlowResult> {
  const { deps } = run;
  const site = await deps.siteAddresses();
  const ids = movingIds(form, run.controllerIds, site);
  const targets = await targetsOf(deps, ids, new Map(site.map((c) => [c.controllerId, c.serial])));
  const laptop = await deps.laptop();
  const outcome = await planNetwork({
    form,
    targets,
    laptop,
    others: site.filter((c) => !ids.includes(c.controllerId)).map((c) => c.host),
    probe: deps.probe,
    temporary: deps.reach !== undefined,
  });
  if (!outcome.ok) {
    return {
      kind: 'form',
      stepId: 'network',
      title: TITLE,
      schema: networkForm,
      errors: outcome.errors,
    };
  }
  run.planned = outcome.moves;
  run.parallel = form.parallel ?? 1;
  run.temporaries = await temporaryPlans(deps.reach, laptop, run.planned, outcome.after);
  const rows: PlanRow[] = [];
  for (const move of run.planned) {
    if (run.temporaries.get(move.controllerId)?.some((p) => planHolds(p, move.currentHost))) {
      // Not reachable before its temporary address: its settings are read by the job.
      rows.push({ ...planRow(move, {}, outcome.cutsOff), now: notYet(move.currentHost) });
      continue;
    }
    const client = await (await deps.controller(move.controllerId)).connection.ready();
    const now = (await client.api.network.get()).data[0] ?? {};
    rows.push(planRow(move, now, outcome.cutsOff));
  }
  const notes = [...temporaryNotes(run.temporaries, run.planned), ...outcome.notes];
  return {
    kind: 'plan',
    stepId: 'plan',
    title: TITLE,
    rows,
    notes,
    confirmLabel: NETWORK_WORDS.moveCount(run.planned.length),
    ...(outcome.cutsOff
      ? {
          danger: {
            en: notes.map((d) => d.en).join(' '),
            ru: notes.map((d) => d.ru).join(' '),
          },
        }
      : {}),
  };
}

/** Moves each controller (through a temporary address where needed), follows and verifies it. */
async function applyMoves(run: NetworkRun): Promise<FlowResult> {
  const { deps } = run;
  const moving = run.planned;
  const needs = run.temporaries;
  const held = deps.reach ? new HeldAddresses(deps.reach) : undefined;
  const job = (await deps.jobs()).start({
    kind: 'network',
    title: TITLE,
    // One at a time by default: a controller that does not come back is found before
    // the next one moves.
    concurrency: run.parallel,
    controllers: moving.map(({ controllerId, label }) => ({ controllerId, label })),
    run: (ctx) =>
      throughTemporary(held, needs.get(ctx.controllerId) ?? [], ctx, async () => {
        const target = moving.find((t) => t.controllerId === ctx.controllerId)!;
        const { connection } = await deps.controller(ctx.controllerId);
        const addressing = 'dhcp' in target.change ? 'dhcp' : 'static';
        const moved = await moveController(connection, target.change, ctx, {
          timeoutMs: deps.followTimeoutMs ?? 30_000,
          signal: ctx.signal,
          locate: deps.locate,
          arrived: (address) => deps.moved(ctx.controllerId, address, addressing),
        });
        const at = moved.address.host;
        ctx.step(NETWORK_WORDS.verifiedAt(at));
        return { result: { ...moved.after, verified: true } };
      }),
  });
  return { kind: 'job', stepId: 'apply', title: TITLE, jobId: job.id };
}

export function networkFlow(deps: NetworkFlowDeps): FlowDefinition {
  return flowOfSteps({
    type: 'network',
    title: TITLE,
    start: ({ controllerIds }): NetworkRun => {
      if (controllerIds.length === 0) throw new Error('the network flow needs a controller');
      return { deps, controllerIds, planned: [], parallel: 1, temporaries: new Map() };
    },
    first: 'network',
    steps: {
      network: formStep(showNetworkForm, planMoves),
      plan: planStep(applyMoves),
    },
  });
}
