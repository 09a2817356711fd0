/**
 * Creates, changes or deletes one automation (spec 4.2 `/access_points_automations`; its payload
 * has the access point's shape), read back by uuid and journalled with before and after.
 */
import { AppFailure, type ErrorData } from '../../shared/errors/error-data';
import { ClientError } from '../client/client-error';
import type { ControllerClient } from '../client/controller-client';
import { accessPointView, type AccessPointView } from './access-point-reading';
import type { ExtValue } from './ext-parameter-form';
import { recordedPoint, type AccessPointSteps } from './save-access-point';
import { ACCESS_POINTS_WORDS } from './access-points.words';

export interface AutomationWrite {
  name: string;
  type: string;
  controllerUuid: string;
  extParameters: Record<string, ExtValue>;
}

async function readAutomation(
  client: ControllerClient,
  uuid: string,
): Promise<AccessPointView | undefined> {
  try {
    const row = (await client.api.automations.get({ params: { uuid } })).data[0];
    return row ? accessPointView(row) : undefined;
  } catch (error) {
    if (ClientError.is(error, 'not_found')) return undefined;
    throw error;
  }
}

async function attempt<T>(run: () => Promise<T>, fail: (e: ErrorData) => Promise<never>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ClientError) return fail(error.toData());
    throw error;
  }
}

/** Creates (no `existing`) or changes an automation; answers it as read back. */
export async function saveAutomation(
  client: ControllerClient,
  write: AutomationWrite,
  steps: AccessPointSteps,
  existing?: AccessPointView,
): Promise<AccessPointView> {
  const action = existing ? 'automation.updated' : 'automation.created';
  const before = existing ? { before: recordedPoint(existing) } : {};
  const sent = recordedPoint(write);
  const fail = async (error: ErrorData): Promise<never> => {
    await steps.journal({ action, ...before, after: sent, outcome: 'failed', error });
    throw new AppFailure(error);
  };
  const body = {
    name: write.name,
    type: write.type,
    controller_uuid: write.controllerUuid,
    ...(Object.keys(write.extParameters).length > 0 ? { ext_parameters: write.extParameters } : {}),
  };
  steps.step(ACCESS_POINTS_WORDS.saving(write.name));
  const uuid = existing
    ? (await attempt(
        () => client.api.automations.update({ params: { uuid: existing.uuid }, body }),
        fail,
      ),
      existing.uuid)
    : (await attempt(() => client.api.automations.create({ body }), fail)).data.uuid;
  const read = await readAutomation(client, uuid);
  if (!read || read.name !== write.name || read.type !== write.type) {
    return fail({
      code: 'automation_not_verified',
      message: ACCESS_POINTS_WORDS.automationReadBackDiffers,
      details: { uuid },
    });
  }
  await steps.journal({
    action,
    ...before,
    after: { uuid, ...recordedPoint(read) },
    outcome: 'succeeded',
    summary: ACCESS_POINTS_WORDS.automationSavedVerified(read.name),
  });
  return read;
}

/** Deletes an automation; verified by its read answering 404 (D4). */
export async function deleteAutomation(
  client: ControllerClient,
  existing: AccessPointView,
  steps: AccessPointSteps,
): Promise<void> {
  const before = recordedPoint(existing);
  const fail = async (error: ErrorData): Promise<never> => {
    await steps.journal({ action: 'automation.deleted', before, outcome: 'failed', error });
    throw new AppFailure(error);
  };
  steps.step(ACCESS_POINTS_WORDS.deleting(existing.name));
  await attempt(() => client.api.automations.delete({ params: { uuid: existing.uuid } }), fail);
  if (await readAutomation(client, existing.uuid)) {
    return fail({
      code: 'automation_not_verified',
      message: ACCESS_POINTS_WORDS.stillReadsBackAfter(existing.name),
    });
  }
  await steps.journal({
    action: 'automation.deleted',
    before,
    outcome: 'succeeded',
    summary: ACCESS_POINTS_WORDS.automationDeleted(existing.name),
  });
}

export { readAutomation };
