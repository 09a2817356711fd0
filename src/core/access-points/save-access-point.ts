/**
 * Creates or changes one access point the engine's way (spec 4.2): sent on its kind's path
 * (`POST /access_points/{kind}`, `PUT /access_points/{kind}/{uuid}`), read back by uuid and
 * compared (name, type, kind and every extra parameter sent, when the controller shows them),
 * journalled with before and after whatever the outcome. A refusal (400 E, 403 E) is journalled
 * with the controller's message and the field it names.
 */
import type { AccessPointKind } from '../../shared/api';
import { AppFailure, type ErrorData } from '../../shared/errors/error-data';
import { type LocalizedText } from '../../shared/words/localized-text';
import type { JsonValue, NewJournalEntry } from '../../shared/ipc/journal.schema';
import { ClientError, isControllerAnswer } from '../client/client-error';
import type { ControllerClient } from '../client/controller-client';
import { readAccessPoint, readAccessPoints, type AccessPointView } from './access-point-reading';
import type { ExtValue } from './ext-parameter-form';
import { ACCESS_POINTS_WORDS } from './access-points.words';

export interface AccessPointSteps {
  step(text: LocalizedText): void;
  journal(
    entry: Omit<NewJournalEntry, 'controllerId' | 'controllerLabel' | 'jobId'>,
  ): Promise<void>;
}

export interface AccessPointWrite {
  kind: AccessPointKind;
  name: string;
  type: string;
  controllerUuid: string;
  extParameters: Record<string, ExtValue>;
}

const CREATE = {
  barrier: 'accessPoints.create.barrier',
  double: 'accessPoints.create.double',
  mantrap: 'accessPoints.create.mantrap',
  single: 'accessPoints.create.single',
  turnstile: 'accessPoints.create.turnstile',
  turnstile_with_card_box: 'accessPoints.create.turnstile_with_card_box',
} as const;

const UPDATE = {
  barrier: 'accessPoints.update.barrier',
  double: 'accessPoints.update.double',
  mantrap: 'accessPoints.update.mantrap',
  single: 'accessPoints.update.single',
  turnstile: 'accessPoints.update.turnstile',
  turnstile_with_card_box: 'accessPoints.update.turnstile_with_card_box',
} as const;

/** What the journal keeps of an access point. */
export function recordedPoint(
  view: Pick<AccessPointView, 'name' | 'type' | 'kind' | 'extParameters'>,
) {
  const record: Record<string, JsonValue> = { name: view.name, type: view.type };
  if (view.kind) record['kind'] = view.kind;
  if (Object.keys(view.extParameters).length > 0)
    record['ext_parameters'] = { ...view.extParameters };
  return record;
}

/** What the read back shows differently from what was sent, in words. */
export function pointMismatches(read: AccessPointView, sent: AccessPointWrite): string[] {
  const wrong: string[] = [];
  if (read.name !== sent.name) wrong.push(`name "${read.name}"`);
  if (read.type !== sent.type) wrong.push(`type "${read.type}"`);
  if (read.kind && read.kind !== sent.kind) wrong.push(`kind ${read.kind}`);
  const shown = Object.keys(read.extParameters).length > 0;
  for (const [name, value] of Object.entries(sent.extParameters)) {
    if (shown && read.extParameters[name] !== value) {
      wrong.push(`${name} = ${String(read.extParameters[name])}`);
    }
  }
  return wrong;
}

function body(write: AccessPointWrite) {
  return {
    name: write.name,
    type: write.type,
    controller_uuid: write.controllerUuid,
    ...(Object.keys(write.extParameters).length > 0 ? { ext_parameters: write.extParameters } : {}),
  };
}

function same(
  a: Pick<AccessPointView, 'name' | 'kind'>,
  b: Pick<AccessPointWrite, 'name' | 'kind'>,
) {
  return a.name === b.name && a.kind === b.kind;
}

/** Creates (no `uuid`) or changes (`uuid`) an access point; answers it as read back. */
export async function saveAccessPoint(
  client: ControllerClient,
  write: AccessPointWrite,
  steps: AccessPointSteps,
  existing?: AccessPointView,
): Promise<AccessPointView> {
  const action = existing ? 'accessPoint.updated' : 'accessPoint.created';
  const before = existing ? { before: recordedPoint(existing) } : {};
  const sent = recordedPoint({ ...write, kind: write.kind });
  const fail = async (error: ErrorData): Promise<never> => {
    await steps.journal({ action, ...before, after: sent, outcome: 'failed', error });
    throw new AppFailure(error);
  };
  steps.step(
    existing
      ? ACCESS_POINTS_WORDS.changing(existing.name)
      : ACCESS_POINTS_WORDS.creating(write.name),
  );
  let uuid = existing?.uuid;
  // Those of this kind and name before creating: a create whose answer is lost is found by them.
  const earlier = existing ? [] : (await readAccessPoints(client)).filter((p) => same(p, write));
  try {
    if (existing) {
      await client.call(UPDATE[write.kind], { params: { uuid: existing.uuid }, body: body(write) });
    } else {
      uuid = (await client.call(CREATE[write.kind], { body: body(write) })).data.uuid;
    }
  } catch (error) {
    if (!ClientError.isAny(error)) throw error;
    // Refused, or cancelled before sending: nothing was made. A lost answer may have made it.
    const made =
      isControllerAnswer(error) || existing
        ? undefined
        : await madeMeanwhile().catch(() => unsettled(error));
    if (!made) {
      // A change (PUT) whose answer was lost is settled by the read back below.
      if (!existing || isControllerAnswer(error)) return fail(error.toData());
    } else {
      uuid = made.uuid;
    }
  }
  async function madeMeanwhile(): Promise<AccessPointView | undefined> {
    const now = (await readAccessPoints(client)).filter((p) => same(p, write));
    return now.find((p) => !earlier.some((b) => b.uuid === p.uuid));
  }
  /** The answer was lost and looking for what it made failed too: the journal says so. */
  function unsettled(cause: ClientError): Promise<never> {
    return fail({
      code: 'access_point_unknown',
      message: ACCESS_POINTS_WORDS.answerLostControllerCould(cause.toData().message, write.name),
    });
  }
  steps.step(ACCESS_POINTS_WORDS.readingBack);
  let read: AccessPointView | undefined;
  try {
    read = await readAccessPoint(client, uuid!);
  } catch (error) {
    if (!(error instanceof ClientError)) throw error;
    return fail({
      code: 'access_point_not_verified',
      message: ACCESS_POINTS_WORDS.sentButCouldNot(write.name, error.toData().message),
      details: { uuid: uuid! },
    });
  }
  const wrong = read ? pointMismatches(read, write) : ['nothing at its uuid'];
  if (!read || wrong.length > 0) {
    return fail({
      code: 'access_point_not_verified',
      message: ACCESS_POINTS_WORDS.accessPointReadBack(wrong),
      details: { uuid: uuid! },
    });
  }
  await steps.journal({
    action,
    ...before,
    after: { uuid: read.uuid, ...recordedPoint(read) },
    outcome: 'succeeded',
    summary: existing
      ? ACCESS_POINTS_WORDS.changedVerified(read.name)
      : ACCESS_POINTS_WORDS.createdVerified(read.name, write.kind),
  });
  return read;
}
