/**
 * "Search for it again": a controller the site lost (it did not come back after a move, or a
 * DHCP server gave it a new address) is found by its certificate (D14) on this computer's
 * networks, around every address it was seen at and the address it was last sent to, and over
 * mDNS (D15). Found, its connection announces the move (the site and the trust store follow it,
 * connection/address-follower.ts) and the journal says where it was found; the session logs in
 * again there by itself (core/connection). Nothing is sent to the
 * controller, so there is no plan to confirm: the flow starts with its job.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { JournalEntry } from '../../shared/ipc/journal.schema';
import { ClientError } from '../client/client-error';
import { formatAddress, type ControllerAddress } from '../client/controller-address';
import type { FlowDefinition } from '../flows/flow-definition';
import { flowOfSteps, type StepFunction } from '../flows/step-table';
import type { SubJobContext, SubJobResult } from '../jobs/job-spec';
import type { JobRunner } from '../jobs/job-runner';
import { AppFailure } from '../../shared/errors/error-data';
import type { ControllerConnection } from '../connection/controller-connection';
import type { Locate } from './follow-controller';
import { NETWORK_WORDS } from './network.words';

export interface LocateFlowDeps {
  controller(controllerId: string): Promise<{
    connection: ControllerConnection;
    label: string;
    /** Every address the site saw it at, the current one first. */
    addresses: ControllerAddress[];
  }>;
  /** The controller's journal, newest first (its last move names where it was sent). */
  journal(controllerId: string): Promise<JournalEntry[]>;
  locate: Locate;
  jobs: () => Promise<Pick<JobRunner, 'start'>>;
  /** How long one controller is searched for (default 60 s). */
  timeoutMs?: number;
}

const TITLE: LocalizedText = NETWORK_WORDS.searchControllersAgain;

/** Where the last network change sent it, if the journal says. */
export function lastSentTo(entries: readonly JournalEntry[], port: number): ControllerAddress[] {
  const move = entries.find((e) => e.action === 'network.changed');
  const ip =
    move?.after && typeof move.after === 'object' && !Array.isArray(move.after)
      ? move.after['ip']
      : undefined;
  return typeof ip === 'string' ? [{ host: ip, port }] : [];
}

function notFound(label: string, seconds: number): AppFailure {
  return new AppFailure({
    code: 'controller_not_found',
    message: NETWORK_WORDS.notFoundByCertificate(label, seconds),
    details: { controller: label, timeoutMs: seconds * 1000 },
  });
}

/** One search: the controllers to find again by their certificates. */
interface LocateRun {
  deps: LocateFlowDeps;
  controllerIds: string[];
}

/** Finds one controller near where it was last sent and records where it answers now. */
async function searchOne(deps: LocateFlowDeps, ctx: SubJobContext): Promise<SubJobResult> {
  const timeoutMs = deps.timeoutMs ?? 60_000;
  const { connection, label, addresses } = await deps.controller(ctx.controllerId);
  const before = connection.address;
  const near = [...lastSentTo(await deps.journal(ctx.controllerId), before.port), ...addresses];
  ctx.step(NETWORK_WORDS.searchingByCertificate);
  const found = await deps.locate({
    fingerprint256: connection.fingerprint256,
    near,
    timeoutMs,
    signal: ctx.signal,
  });
  if (!found) {
    if (ctx.signal.aborted) throw new ClientError('cancelled', {});
    throw notFound(label, Math.round(timeoutMs / 1000));
  }
  // Found by its certificate: a verified move, recorded before the journal says so.
  await connection.moved(found);
  const at = formatAddress(found);
  await ctx.journal({
    action: 'controller.found',
    before: { address: formatAddress(before) },
    after: { address: at },
    outcome: 'succeeded',
    summary: NETWORK_WORDS.foundAgain(at),
  });
  return { result: { address: at } };
}

/** The search has no form: shown, it starts the job. */
const search: StepFunction<LocateRun> = async ({ deps, controllerIds }) => {
  const labels = await Promise.all(
    controllerIds.map(async (id) => (await deps.controller(id)).label),
  );
  const job = (await deps.jobs()).start({
    kind: 'locate',
    title: TITLE,
    // One search at a time: each sweeps the same networks.
    concurrency: 1,
    controllers: controllerIds.map((controllerId, i) => ({ controllerId, label: labels[i]! })),
    run: (ctx) => searchOne(deps, ctx),
  });
  return { kind: 'job', stepId: 'search', title: TITLE, jobId: job.id };
};

export function locateFlow(deps: LocateFlowDeps): FlowDefinition {
  return flowOfSteps({
    type: 'locate',
    title: TITLE,
    start: ({ controllerIds }: { controllerIds: string[] }): LocateRun => {
      if (controllerIds.length === 0) throw new Error('the locate flow needs a controller');
      return { deps, controllerIds };
    },
    first: 'search',
    steps: { search },
  });
}
