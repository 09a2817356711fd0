/**
 * One planned controller brought to its plan inside the plan's job, under its lock
 * (docs/decisions.md, "Site plans"): read afresh (so an apply cut short is finished from what is
 * there, not from an old diff), then in the safe order: time first, then schedules, access
 * points, access profiles and users, and the network move last, by the network wizard's
 * move-and-follow (D16). Every step is the wizards' own apply with its read back and journal;
 * "Stop now" ends it between two of them, never inside one (docs/decisions.md, "Stopping a job").
 */
import type { JsonValue } from '../../shared/ipc/journal.schema';
import { AppFailure } from '../../shared/errors/error-data';
import type { PlannedController } from '../../shared/plans/site-plan.schema';
import { saveAccessPoint } from '../access-points/save-access-point';
import type { ControllerAddress } from '../client/controller-address';
import type { ControllerConnection } from '../connection/controller-connection';
import type { SubJobContext } from '../jobs/job-spec';
import { stopPoint } from '../jobs/stop-point';
import type { Locate } from '../network/follow-controller';
import { isDhcp, moveController } from '../network/move-controller';
import { setControllerTime } from '../time/set-time';
import { plannedSections, readControllerState } from './controller-state';
import { applyAuthUser, applyProfile, applySchedule } from './record-apply';
import {
  accessPointChanges,
  authUserChanges,
  networkChangeOf,
  networkDiffers,
  profileChanges,
  scheduleChanges,
  timeFieldsToChange,
  timeTargetOf,
} from './section-changes';
import { PLANS_WORDS } from './plans.words';

export interface ControllerApplyDeps {
  /** Records where a moved controller answers now (the network wizard's record). */
  moved(
    controllerId: string,
    address: ControllerAddress,
    addressing: 'dhcp' | 'static',
  ): Promise<void>;
  locate: Locate;
  followTimeoutMs?: number;
  /** A user's password: the keychain's, or asked; undefined when there is none. */
  password(
    login: string,
    controller: { controllerId: string; label: string },
  ): Promise<string | undefined>;
}

export async function applyController(
  deps: ControllerApplyDeps,
  planned: PlannedController,
  connection: ControllerConnection,
  ctx: SubJobContext,
): Promise<Record<string, JsonValue>> {
  const done: string[] = [];
  ctx.step(PLANS_WORDS.readingWhatHolds);
  const client = await connection.ready(ctx.signal);
  let state = await readControllerState(client, plannedSections(planned));

  if (planned.time && state.time && timeFieldsToChange(planned.time, state.time).length > 0) {
    await setControllerTime(connection, timeTargetOf(planned.time, state.time), ctx, {
      signal: ctx.signal,
    });
    done.push('time');
  }
  // A section the firmware does not serve (state left undefined) is not sent: the read back
  // shows it as not served, and the apply ends non-zero (controller-diff.ts).
  const schedules = state.schedules ? scheduleChanges(planned.schedules, state) : [];
  for (const { planned: s, existing } of schedules) {
    stopPoint(ctx.signal);
    await applySchedule(client, s, existing, ctx);
    done.push(`schedule ${s.name}`);
  }
  const points = state.accessPoints ? accessPointChanges(planned.accessPoints, state) : [];
  if (points.length > 0) {
    const controllerUuid = state.controllerUuid ?? planned.controllerUuid;
    if (!controllerUuid) {
      throw new AppFailure({
        code: 'plan_not_verified',
        message: PLANS_WORDS.holdsNoAccessPoint,
      });
    }
    for (const { planned: p, existing } of points) {
      stopPoint(ctx.signal);
      const write = {
        kind: p.kind,
        name: p.name,
        type: p.type,
        controllerUuid,
        extParameters: p.parameters ?? {},
      };
      await saveAccessPoint(client, write, ctx, existing);
      done.push(`access point ${p.name}`);
    }
  }
  if (planned.accessProfiles && state.accessProfiles) {
    // Profiles name schedules and access points made just above: read them again, when any was.
    if (schedules.length > 0 || points.length > 0)
      state = { ...state, ...(await readControllerState(client, ['accessProfiles'])) };
    for (const { planned: p, existing } of profileChanges(planned.accessProfiles, state)) {
      stopPoint(ctx.signal);
      await applyProfile(client, p, existing, state, ctx);
      done.push(`access profile ${p.name}`);
    }
  }
  const users = state.authUsers ? authUserChanges(planned.authUsers, state) : [];
  for (const { planned: u, existing } of users) {
    stopPoint(ctx.signal);
    const password = await deps.password(u.login, {
      controllerId: ctx.controllerId,
      label: ctx.label,
    });
    await applyAuthUser(client, u, existing, password, ctx);
    done.push(`user ${u.login}`);
  }
  if (planned.network && state.network && networkDiffers(planned.network, state.network)) {
    stopPoint(ctx.signal);
    const change = networkChangeOf(planned.network);
    const moved = await moveController(connection, change, ctx, {
      timeoutMs: deps.followTimeoutMs ?? 30_000,
      signal: ctx.signal,
      locate: deps.locate,
      arrived: (address) =>
        deps.moved(ctx.controllerId, address, isDhcp(change) ? 'dhcp' : 'static'),
    });
    done.push(`network ${moved.address.host}`);
  }
  ctx.step(done.length > 0 ? PLANS_WORDS.verifiedParts(done) : PLANS_WORDS.nothingToChange);
  return { changed: done, address: `${connection.address.host}:${connection.address.port}` };
}
