/**
 * How every change of `turnkey access-points` runs: each controller reached (its pinned identity
 * from the trust store, the engine's one connection, logged in; controller-access.ts) and put on
 * the site the wizards work on, then the wizard's own flow (core/access-points) run without the
 * screens: the form answered from the options, the plan printed and confirmed (open and emergency
 * states, and a deletion that profiles or automations feel, are confirmed twice at a prompt), the
 * job followed until every change is read back. What the flow is given is made only once the
 * controllers are reached, since it depends on what they hold (an access point's uuid by its
 * name, the parameters of the controller's reference).
 */
import type { ControllerAddress } from '../../core/client/controller-address';
import { cliEngine } from '../controller/cli-engine';
import { reachForWizard, type ReachedController } from '../controller/controller-access';
import { refuseRepeated } from '../controller/controller-usage';
import { runFlowInCli } from '../flow/run-flow';
import type { AccessPointsCommonOptions } from './access-points-options';
import { endOfChange, endWith } from './access-points-outcome';

/** Which flow to run on the reached controllers, about what, with which answers. */
export interface AccessPointsFlow {
  flowType:
    | 'access-point'
    | 'access-point-state'
    | 'access-point-delete'
    | 'access-points-copy'
    | 'automation'
    | 'automation-delete';
  /** The access point's or automation's uuid, for a change of one. */
  subject?: string;
  /** The answers of the flow's forms, in order. */
  answers: Record<string, unknown>[];
}

/**
 * Reaches `addresses` (the first is the one changed, or the source of a copy), asks `prepare`
 * for the flow, runs it, and sets how the command ends: 0 only when every change was verified
 * (or there was nothing to change).
 */
export async function runChange(
  addresses: readonly ControllerAddress[],
  options: AccessPointsCommonOptions & { yes?: boolean },
  prepare: (reached: readonly ReachedController[]) => Promise<AccessPointsFlow>,
): Promise<void> {
  refuseRepeated(addresses);
  const cli = await cliEngine();
  try {
    const site = await cli.site(options.site);
    const reached = await reachForWizard(cli, site, addresses, options);
    const flow = await prepare(reached);
    const yes = options.yes === true;
    const outcome = await runFlowInCli({
      cli,
      flowType: flow.flowType,
      controllerIds: reached.map((r) => r.sighting.id),
      ...(flow.subject !== undefined ? { subject: flow.subject } : {}),
      answers: flow.answers,
      yes,
      json: options.json === true,
    });
    endWith(endOfChange(outcome, yes));
  } finally {
    await cli.close();
  }
}
