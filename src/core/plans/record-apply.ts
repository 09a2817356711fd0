/**
 * Schedules, access profiles and authentication users of a plan, each the engine's way (spec
 * 4.1, 4.2): sent, read back by its key and compared, journalled with before and after whatever
 * the outcome. Passwords come from the shell (the keychain, or asked), never from the plan (D2);
 * the journal never holds one.
 */
import { canonicalJson } from '../../shared/canonical-json';
import { AppFailure, type ErrorData } from '../../shared/errors/error-data';
import { type LocalizedText } from '../../shared/words/localized-text';
import type { JsonValue } from '../../shared/ipc/journal.schema';
import type {
  PlannedAccessProfile,
  PlannedAuthUser,
  PlannedController,
} from '../../shared/plans/site-plan.schema';
import { ClientError } from '../client/client-error';
import type { ControllerClient } from '../client/controller-client';
import type { SubJobContext } from '../jobs/job-spec';
import type { AuthUserRead, ControllerState, ProfileRead, ScheduleRead } from './controller-state';
import { PLANS_WORDS } from './plans.words';

type Steps = Pick<SubJobContext, 'step' | 'journal'>;
type Schedule = NonNullable<PlannedController['schedules']>[number];

function notVerified(what: string, wrong: string): ErrorData {
  return {
    code: 'plan_not_verified',
    message: PLANS_WORDS.sentButReadsBack(what, wrong),
  };
}

/** Sends, reads back and journals one record; throws AppFailure when it does not verify. */
async function written(
  steps: Steps,
  entry: {
    action: string;
    before?: Record<string, JsonValue>;
    after: Record<string, JsonValue>;
    summary: LocalizedText;
  },
  send: () => Promise<unknown>,
  readBack: () => Promise<string | undefined>,
): Promise<void> {
  let wrong: string | undefined;
  try {
    await send();
    wrong = await readBack();
  } catch (error) {
    if (!(error instanceof ClientError)) throw error;
    await steps.journal({ ...entry, outcome: 'failed', error: error.toData() });
    throw error;
  }
  if (wrong !== undefined) {
    const error = notVerified(entry.summary.en, wrong);
    await steps.journal({ ...entry, outcome: 'failed', error });
    throw new AppFailure(error);
  }
  await steps.journal({ ...entry, outcome: 'succeeded' });
}

export async function applySchedule(
  client: ControllerClient,
  planned: Schedule,
  existing: ScheduleRead | undefined,
  steps: Steps,
): Promise<void> {
  steps.step(PLANS_WORDS.scheduleNamed(planned.name));
  const body = { name: planned.name, intervals: planned.intervals };
  let uuid = existing?.uuid;
  await written(
    steps,
    {
      action: existing ? 'schedule.updated' : 'schedule.created',
      ...(existing ? { before: { name: existing.name, intervals: existing.intervals } } : {}),
      after: body,
      summary: PLANS_WORDS.scheduleTitle(planned.name),
    },
    async () => {
      if (uuid) await client.api.schedules.update({ params: { uuid }, body });
      else uuid = (await client.api.schedules.create({ body })).data.uuid;
    },
    async () => {
      const read = (await client.api.schedules.get({ params: { uuid: uuid! } })).data[0];
      return canonicalJson(read?.intervals) === canonicalJson(planned.intervals)
        ? undefined
        : `intervals ${canonicalJson(read?.intervals)}`;
    },
  );
}

/** The uuids a profile names, from the schedules and access points the controller holds now. */
function profileBody(planned: PlannedAccessProfile, state: ControllerState) {
  const schedule = state.schedules?.find((s) => s.name === planned.schedule);
  const points = planned.accessPoints.map(
    (name) => state.accessPoints?.find((p) => p.name === name)?.uuid,
  );
  if (!schedule || points.some((p) => p === undefined)) {
    throw new AppFailure({
      code: 'plan_not_verified',
      message: PLANS_WORDS.accessProfileScheduleAccess(planned.name),
    });
  }
  return { name: planned.name, schedule_uuid: schedule.uuid, access_points: points as string[] };
}

export async function applyProfile(
  client: ControllerClient,
  planned: PlannedAccessProfile,
  existing: ProfileRead | undefined,
  state: ControllerState,
  steps: Steps,
): Promise<void> {
  steps.step(PLANS_WORDS.accessProfileNamed(planned.name));
  const body = profileBody(planned, state);
  let uuid = existing?.uuid;
  await written(
    steps,
    {
      action: existing ? 'accessProfile.updated' : 'accessProfile.created',
      ...(existing
        ? {
            before: {
              name: existing.name,
              schedule_uuid: existing.scheduleUuid,
              access_points: existing.accessPoints,
            },
          }
        : {}),
      after: body,
      summary: PLANS_WORDS.accessProfileTitle(planned.name),
    },
    async () => {
      if (uuid) await client.api.accessProfiles.update({ params: { uuid }, body });
      else uuid = (await client.api.accessProfiles.create({ body })).data.uuid;
    },
    async () => {
      const read = (await client.api.accessProfiles.get({ params: { uuid: uuid! } })).data[0];
      const same =
        read?.schedule_uuid === body.schedule_uuid &&
        canonicalJson([...((read.access_points as string[] | undefined) ?? [])].sort()) ===
          canonicalJson([...body.access_points].sort());
      return same ? undefined : `schedule ${String(read?.schedule_uuid)}`;
    },
  );
}

/** A user's password the plan does not hold and the shell could not give. */
export function passwordNeeded(login: string): ErrorData {
  return {
    code: 'plan_password_needed',
    message: PLANS_WORDS.userNoPasswordKeychain(login),
    details: { login },
  };
}

export async function applyAuthUser(
  client: ControllerClient,
  planned: PlannedAuthUser,
  existing: AuthUserRead | undefined,
  password: string | undefined,
  steps: Steps,
): Promise<void> {
  steps.step(PLANS_WORDS.userNamed(planned.login));
  if (password === undefined) {
    const error = passwordNeeded(planned.login);
    await steps.journal({
      action: existing ? 'authUser.updated' : 'authUser.created',
      after: { ...planned },
      outcome: 'failed',
      error,
    });
    throw new AppFailure(error);
  }
  const body = { login: planned.login, password, role: planned.role };
  await written(
    steps,
    {
      action: existing ? 'authUser.updated' : 'authUser.created',
      ...(existing ? { before: { ...existing } } : {}),
      after: { ...planned },
      summary: PLANS_WORDS.userTitle(planned.login),
    },
    async () => {
      if (existing) await client.api.authUsers.update({ params: { login: planned.login }, body });
      else await client.api.authUsers.create({ body });
    },
    async () => {
      const read = (await client.api.authUsers.get({ params: { login: planned.login } })).data[0];
      return read?.role === planned.role ? undefined : `role ${String(read?.role)}`;
    },
  );
}
