/**
 * The app's `reach:*` channels (shared/ipc/reach.schema.ts) over the shell's ReachService: the
 * plan shown before anything changes, the confirmed address added, checked by a connection to
 * the controller and journalled on the open site, the record listed, and addresses removed as
 * the engineer asks (docs/decisions.md, "Reaching a controller on another network"). A refusal,
 * a missing tool or a failure is the service's error data, with the command to type by hand.
 */
import { AppFailure } from '../../shared/errors/error-data';
import type { Handlers } from '../../shared/ipc/handlers';
import type {
  ReachPlan,
  ReachPlanAnswer,
  ReachTarget,
  TemporaryAddressView,
} from '../../shared/ipc/reach.schema';
import { parseCidr } from '../discovery/cidr-range';
import { answeringHosts } from '../network/address-probe';
import { fromRange, inNetwork } from '../network/ipv4-network';
import { sameAddress, type RecordedAddress } from './address-record';
import type { ReachAnswer } from './reach-plan';
import type { ReachService } from './reach.service';
import { REACH_WORDS } from './reach.words';

export interface ReachHandlersDeps {
  /** The shell's service (its record in the app data folder, journalling on the open site). */
  service: () => Promise<ReachService>;
  /** Whether `host` accepts a connection on `port` (default: a TCP connection within 3 s). */
  answers?: (host: string, port: number) => Promise<boolean>;
  /** This process, whose addresses go when it closes (default: process.pid). */
  pid?: number;
}

type ReachChannels = 'reach:plan' | 'reach:add' | 'reach:list' | 'reach:remove';

/** How long the controller may take to accept once the address is there. */
const VERIFY_TIMEOUT_MS = 3000;

const connects = async (host: string, port: number): Promise<boolean> =>
  (await answeringHosts([host], port, VERIFY_TIMEOUT_MS)).has(host);

function planView(answer: ReachAnswer, elevated: boolean): ReachPlanAnswer {
  if (answer.reachable) {
    return { reachable: true, host: answer.controller.host, interface: answer.interface };
  }
  const { controller } = answer;
  const plan: ReachPlan = {
    host: controller.host,
    port: controller.port,
    label: answer.label,
    interface: answer.interface,
    address: answer.address,
    prefix: answer.prefix,
    ...(controller.serial !== undefined ? { serial: controller.serial } : {}),
    ...(controller.model !== undefined ? { model: controller.model } : {}),
    heardBy: controller.heardBy,
    mask: answer.mask,
    network: answer.network,
    checks: answer.checks,
    affects: answer.affects,
    elevation: elevated ? 'none' : 'prompt',
    manual: answer.manual,
  };
  return { reachable: false, plan };
}

function addressView(entry: RecordedAddress, pid: number): TemporaryAddressView {
  return {
    interface: entry.interface,
    address: entry.address,
    prefix: entry.prefix,
    addedAt: entry.addedAt,
    thisRun: entry.pid === pid,
    ...(entry.controller !== undefined ? { controller: entry.controller } : {}),
    ...(entry.siteId !== undefined ? { siteId: entry.siteId } : {}),
  };
}

/** A confirmed plan must put its controller on-link: nothing else is added. */
function checkTarget(target: ReachTarget): void {
  const where = `${target.address}/${target.prefix}`;
  const range = parseCidr(where);
  if (range && inNetwork(fromRange(range), target.host) && target.host !== target.address) return;
  throw new AppFailure({
    code: 'reach_plan_mismatch',
    message: REACH_WORDS.planNotReaching(target.host, where),
    details: { host: target.host, address: target.address, prefix: target.prefix },
  });
}

export function reachHandlers(deps: ReachHandlersDeps): Pick<Handlers, ReachChannels> {
  const pid = deps.pid ?? process.pid;
  const answers = deps.answers ?? connects;
  return {
    'reach:plan': async (request) => {
      const service = await deps.service();
      const answer = await service.plan(request);
      return planView(answer, service.addresses.elevation.elevated);
    },
    'reach:add': async ({ plan }) => {
      checkTarget(plan);
      const service = await deps.service();
      const entry = await service.addresses.add(plan);
      const verified = await answers(plan.host, plan.port);
      const where = `${entry.address}/${entry.prefix}`;
      return {
        address: addressView(entry, pid),
        verified,
        journalled: entry.siteId !== undefined,
        summary: verified
          ? REACH_WORDS.addedAnswers(where, entry.interface, plan.host)
          : REACH_WORDS.addedSilent(where, entry.interface, plan.host, plan.port),
      };
    },
    'reach:list': async () => {
      const service = await deps.service();
      return { addresses: (await service.addresses.list()).map((e) => addressView(e, pid)) };
    },
    'reach:remove': async ({ which }) => {
      const service = await deps.service();
      const removals = await service.addresses.removeAsked(
        which === 'all' ? () => true : (entry) => sameAddress(entry, which),
      );
      return {
        removed: removals.map((r) => ({ address: addressView(r.entry, pid), outcome: r.outcome })),
      };
    },
  };
}
