/**
 * The changes of `turnkey access-points`, each the answers of one wizard's flow
 * (core/access-points, spec 4.2): create (the kind and name, then the kind's extra parameters),
 * update (the form as the wizard fills it from the record, with what the options change), state
 * (D8), delete, and copy a layout from one controller to others. `--automation` turns create,
 * update and delete to automations. The command line is checked whole before anything is
 * reached; what needs the controller (a name to a uuid, a parameter's key and type) is checked
 * once it is reached, before the flow starts.
 */
import {
  readAccessPoints,
  readAutomations,
  type AccessPointView,
} from '../../core/access-points/access-point-reading';
import type { ControllerClient } from '../../core/client/controller-client';
import type { ReachedController } from '../controller/controller-access';
import { addressArgument } from '../controller/cli-context';
import { findByNames, findRecord } from './access-points-find';
import {
  AccessPointsUsageError,
  checkCreate,
  oneController,
  refuseRepeatedParams,
  selectorOf,
  thing,
  updateTarget,
  type AccessPointsChangeOptions,
  type AccessPointsCommonOptions,
} from './access-points-options';
import { currentValues, paramAnswer, parameterForm } from './access-points-params';
import { runChange } from './access-points-run';

/** `copy`'s options: the source is `--controller`, the targets `--to`, the points `--name`s. */
export interface AccessPointsCopyOptions extends AccessPointsCommonOptions {
  to: string[];
  name?: string[];
  yes?: boolean;
}

/** How a refusal of a `--param` names what it was for. */
function paramSubject(automation: boolean, kind: string | undefined) {
  if (automation) return { en: 'an automation', ru: 'автоматизация' };
  if (!kind) return { en: 'this access point', ru: 'точка доступа' };
  return { en: `a ${kind} access point`, ru: `точка доступа вида ${kind}` };
}

/** The access points, or the automations, a reached controller holds. */
async function recordsOf(
  reached: ReachedController,
  automation: boolean,
): Promise<{ client: ControllerClient; records: AccessPointView[] }> {
  const client = await reached.connection.ready();
  const records = automation ? await readAutomations(client) : await readAccessPoints(client);
  return { client, records };
}

export async function createAccessPoint(options: AccessPointsChangeOptions): Promise<void> {
  checkCreate(options);
  refuseRepeatedParams(options.param);
  const automation = options.automation === true;
  await runChange([oneController(options)], options, async ([reached]) => {
    const client = await reached!.connection.ready();
    const form = await parameterForm(client, automation ? undefined : options.kind);
    const params = paramAnswer(options.param, form, paramSubject(automation, options.kind));
    const named = {
      name: options.name!,
      ...(options.type !== undefined ? { type: options.type } : {}),
    };
    return automation
      ? { flowType: 'automation', answers: [{ ...named, ...params }] }
      : {
          flowType: 'access-point',
          answers: [
            {
              kind: options.kind!,
              ...named,
              ...(options.controllerUuid ? { controller_uuid: options.controllerUuid } : {}),
            },
            params,
          ],
        };
  });
}

export async function updateAccessPoint(options: AccessPointsChangeOptions): Promise<void> {
  const { selector, newName } = updateTarget(options);
  refuseRepeatedParams(options.param);
  const automation = options.automation === true;
  await runChange([oneController(options)], options, async ([reached]) => {
    const { client, records } = await recordsOf(reached!, automation);
    const record = findRecord(records, selector, reached!.label, thing(options));
    const form = await parameterForm(client, automation ? undefined : record.kind);
    // The wizard's form starts from the record; an automation is replaced whole (spec 4.2 PUT),
    // so the parameters it holds go back with it.
    const answer = {
      name: newName ?? record.name,
      type: options.type ?? record.type,
      ...currentValues(form, record, automation),
      ...paramAnswer(options.param, form, paramSubject(automation, record.kind)),
    };
    return {
      flowType: automation ? 'automation' : 'access-point',
      subject: record.uuid,
      answers: [answer],
    };
  });
}

export async function deleteAccessPoint(options: AccessPointsChangeOptions): Promise<void> {
  const selector = selectorOf(options);
  const automation = options.automation === true;
  await runChange([oneController(options)], options, async ([reached]) => {
    const { records } = await recordsOf(reached!, automation);
    const record = findRecord(records, selector, reached!.label, thing(options));
    return {
      flowType: automation ? 'automation-delete' : 'access-point-delete',
      subject: record.uuid,
      answers: [],
    };
  });
}

export async function setAccessPointState(
  options: AccessPointsChangeOptions & { state: string },
): Promise<void> {
  const selector = selectorOf(options);
  await runChange([oneController(options)], options, async ([reached]) => {
    const { records } = await recordsOf(reached!, false);
    const record = findRecord(records, selector, reached!.label, thing(options));
    return {
      flowType: 'access-point-state',
      subject: record.uuid,
      answers: [{ state: options.state }],
    };
  });
}

export async function copyAccessPoints(options: AccessPointsCopyOptions): Promise<void> {
  const source = oneController(options);
  const targets = options.to.map(addressArgument);
  await runChange([source, ...targets], options, async ([from]) => {
    // The copy wizard offers the access points whose kind the source says.
    const held = (await recordsOf(from!, false)).records.filter((p) => p.kind);
    const chosen = findByNames(held, options.name ?? [], from!.label, thing({}));
    if (chosen.length === 0) {
      throw new AccessPointsUsageError('nothing_to_copy', {
        en: `${from!.label} holds no access point to copy.`,
        ru: `На ${from!.label} нет точек доступа для копирования.`,
      });
    }
    return { flowType: 'access-points-copy', answers: [{ points: chosen.map((p) => p.uuid) }] };
  });
}
