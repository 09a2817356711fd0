/**
 * A site plan against the open site (docs/decisions.md, "Site plans"): each planned controller
 * found among the site's by serial, or by its certificate's fingerprint (D14); read with its one
 * connection, a few at once; compared section by section. A controller the plan moved that no
 * longer answers where the site last saw it (an apply cut short after its move) is looked for at
 * its planned address with its pinned certificate, and the site follows it there.
 */
import type { PlannedController, SitePlan } from '../../shared/plans/site-plan.schema';
import type { ControllerDiff, SiteDiff } from '../../shared/plans/site-diff.schema';
import { toIpcError } from '../../shared/ipc/ipc-error';
import { formatAddress, type ControllerAddress } from '../client/controller-address';
import type { ControllerClient } from '../client/controller-client';
import type { ControllerConnection } from '../connection/controller-connection';
import type { Engine } from '../engine/engine';
import type { StoredController } from '../site/site-controller';
import { controllerLabel } from '../engine/site-controller';
import { controllerSections } from './controller-diff';
import { plannedSections, readControllerState, type ControllerState } from './controller-state';
import { vpnChanges } from './vpn-changes';
import { PLANS_WORDS } from './plans.words';
import { sameFingerprint } from '../trust/fingerprint';

export interface PlanReadDeps {
  engine: Engine;
  /** The connection ready to use: the keychain's password, else the shell's way of logging in. */
  reach(connection: ControllerConnection, stored: StoredController): Promise<ControllerClient>;
  /** Records on the site (and the shell's trust store) where a controller answers now. */
  moved(
    controllerId: string,
    address: ControllerAddress,
    addressing: 'dhcp' | 'static',
  ): Promise<void>;
  /** Controllers read at once (default 8). */
  concurrency?: number;
}

export interface PlanTarget {
  serial: string;
  planned: PlannedController;
  stored?: StoredController;
  connection?: ControllerConnection;
  label: string;
  state?: ControllerState;
  diff: ControllerDiff;
}

/** Runs `work` on every item, at most `limit` at once, answers in the items' order. */
export async function eachLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return out;
}

/** Ready at its site address, else (a move cut short) at its planned static address. */
async function follow(
  deps: PlanReadDeps,
  stored: StoredController,
  connection: ControllerConnection,
  planned: PlannedController,
): Promise<ControllerClient> {
  try {
    return await deps.reach(connection, stored);
  } catch (error) {
    const ip = planned.network && !planned.network.dhcp ? planned.network.ip : undefined;
    if (!ip || ip === connection.address.host) throw error;
    const there = { host: ip, port: connection.address.port };
    connection.moveTo(there);
    try {
      const client = await deps.reach(connection, stored);
      await deps.moved(stored.id, there, 'static');
      return client;
    } catch {
      connection.moveTo(stored.address);
      throw error;
    }
  }
}

/** A controller on the site compared with its plan, from what it holds now. */
export function comparedTarget(
  read: Pick<PlanTarget, 'serial' | 'planned'> & {
    stored: StoredController;
    connection: ControllerConnection;
  },
  state: ControllerState,
): PlanTarget {
  const { serial, planned, stored, connection } = read;
  const sections = controllerSections(planned, state);
  const changed = sections.some((s) => s.changes.length > 0);
  return {
    serial,
    planned,
    stored,
    connection,
    label: controllerLabel(stored),
    state,
    diff: {
      serial,
      controllerId: stored.id,
      address: formatAddress(connection.address),
      state: changed ? 'changes' : 'unchanged',
      sections,
    },
  };
}

/**
 * A controller read since its last change (read back by its job, under its lock, or found with
 * nothing to change): kept as it was read, with the site's record of it as it stands now.
 */
function keptTarget(kept: PlanTarget, site: readonly StoredController[]): PlanTarget {
  const stored = kept.stored && site.find((c) => c.id === kept.stored!.id);
  if (!stored || !kept.connection) return kept;
  return {
    ...kept,
    stored,
    diff: { ...kept.diff, address: formatAddress(kept.connection.address) },
  };
}

async function readTarget(
  deps: PlanReadDeps,
  serial: string,
  planned: PlannedController,
  site: readonly StoredController[],
): Promise<PlanTarget> {
  const stored =
    site.find((c) => c.serial === serial) ??
    (planned.fingerprint256
      ? site.find((c) => sameFingerprint(c.fingerprint256, planned.fingerprint256!))
      : undefined);
  const base = { serial, planned, label: serial };
  if (!stored) {
    return {
      ...base,
      diff: {
        serial,
        state: 'missing',
        sections: [],
        problem: PLANS_WORDS.notOnSiteTrust(serial),
      },
    };
  }
  const ids = { controllerId: stored.id, address: formatAddress(stored.address) };
  if (planned.fingerprint256 && !sameFingerprint(stored.fingerprint256, planned.fingerprint256)) {
    return {
      ...base,
      stored,
      label: controllerLabel(stored),
      diff: {
        serial,
        ...ids,
        state: 'unreadable',
        sections: [],
        problem: PLANS_WORDS.onSiteHasAnother(serial),
      },
    };
  }
  const connection = deps.engine.connections.open(stored.fingerprint256, stored.address);
  try {
    const client = await follow(deps, stored, connection, planned);
    const state = await readControllerState(client, plannedSections(planned));
    return comparedTarget({ serial, planned, stored, connection }, state);
  } catch (error) {
    return {
      ...base,
      stored,
      connection,
      label: controllerLabel(stored),
      diff: {
        serial,
        ...ids,
        state: 'unreadable',
        sections: [],
        problem: toIpcError(error, 'plan').data.message,
      },
    };
  }
}

/**
 * Reads every planned controller and the cluster, and compares them with the plan. Those in
 * `kept` (by serial) were read since their last change and are not read again (site-plan-run.ts).
 */
export async function readSitePlan(
  deps: PlanReadDeps,
  plan: SitePlan,
  kept: ReadonlyMap<string, PlanTarget> = new Map(),
): Promise<{ diff: SiteDiff; targets: PlanTarget[] }> {
  const site = await deps.engine.requireSite();
  const stored = await site.controllers();
  const targets = await eachLimited(
    Object.entries(plan.controllers),
    deps.concurrency ?? 8,
    async ([serial, planned]) => {
      const known = kept.get(serial);
      return known?.planned === planned
        ? keptTarget(known, stored)
        : readTarget(deps, serial, planned, stored);
    },
  );
  const vpn = plan.vpn ? await vpnChanges(plan.vpn, targets) : undefined;
  const changes =
    targets.reduce((n, t) => n + t.diff.sections.reduce((m, s) => m + s.changes.length, 0), 0) +
    (vpn?.changes.length ?? 0);
  return {
    diff: {
      controllers: targets.map((t) => t.diff),
      ...(vpn ? { vpn } : {}),
      changes,
      missing: targets.filter((t) => t.diff.state === 'missing').length,
    },
    targets,
  };
}
