/**
 * What one controller lacks of its plan, section by section (docs/decisions.md, "Site plans"):
 * the pure comparisons the diff shows and the apply acts on, so both see the same thing. Records
 * are matched by name (access points, schedules, profiles) or login (authentication users);
 * what the controller holds beyond the plan is kept (a plan adds and changes, never deletes).
 * Only the extra parameters a plan names are compared, as the wizard's read back does.
 */
import { canonicalJson } from '../../shared/canonical-json';
import type {
  PlannedAccessPoint,
  PlannedAccessProfile,
  PlannedAuthUser,
  PlannedController,
  PlannedTime,
} from '../../shared/plans/site-plan.schema';
import type { AccessPointView } from '../access-points/access-point-reading';
import type { NetworkChange, NetworkSettingsRead } from '../network/move-controller';
import type { TimeTarget } from '../time/time-change';
import { timeChanges } from '../time/time-change';
import type { TimeReading } from '../time/time-reading';
import type { AuthUserRead, ControllerState, ProfileRead, ScheduleRead } from './controller-state';

type Schedule = NonNullable<PlannedController['schedules']>[number];

/** The time wizard's target for a planned zone and NTP; the clock itself is left to NTP or kept. */
export function timeTargetOf(planned: PlannedTime, now: TimeReading): TimeTarget {
  return {
    timezone: planned.zone,
    ntp: planned.ntp !== false,
    ntpServer: planned.ntp === false ? now.ntpServer : planned.ntp,
    setClock: false,
  };
}

export function timeFieldsToChange(planned: PlannedTime, now: TimeReading) {
  return timeChanges(now, timeTargetOf(planned, now));
}

/** The network wizard's change for planned settings (DHCP, or a static address). */
export function networkChangeOf(planned: NonNullable<PlannedController['network']>): NetworkChange {
  if (planned.dhcp) return { dhcp: true };
  return { ip: planned.ip!, mask: planned.mask!, gateway: planned.gateway! };
}

export function networkDiffers(
  planned: NonNullable<PlannedController['network']>,
  now: NetworkSettingsRead,
): boolean {
  if (planned.dhcp) return now.dhcp !== true;
  return (
    now.dhcp === true ||
    now.ip !== planned.ip ||
    now.mask !== planned.mask ||
    now.gateway !== planned.gateway
  );
}

export interface RecordChange<P, R> {
  planned: P;
  existing?: R;
}

function byName<P, R>(
  planned: readonly P[] | undefined,
  existing: readonly R[] | undefined,
  key: (p: P) => string,
  keyOf: (r: R) => string,
  same: (p: P, r: R) => boolean,
): RecordChange<P, R>[] {
  return (planned ?? []).flatMap((p) => {
    const found = existing?.find((r) => keyOf(r) === key(p));
    if (found && same(p, found)) return [];
    return [{ planned: p, ...(found ? { existing: found } : {}) }];
  });
}

export function scheduleChanges(planned: readonly Schedule[] | undefined, state: ControllerState) {
  return byName(
    planned,
    state.schedules,
    (p) => p.name,
    (r: ScheduleRead) => r.name,
    (p, r) => canonicalJson(p.intervals) === canonicalJson(r.intervals),
  );
}

export function accessPointMatches(p: PlannedAccessPoint, r: AccessPointView): boolean {
  if (r.type !== p.type || (r.kind !== undefined && r.kind !== p.kind)) return false;
  return Object.entries(p.parameters ?? {}).every(([k, v]) => r.extParameters[k] === v);
}

export function accessPointChanges(
  planned: readonly PlannedAccessPoint[] | undefined,
  state: ControllerState,
) {
  return byName(
    planned,
    state.accessPoints,
    (p) => p.name,
    (r) => r.name,
    accessPointMatches,
  );
}

/** A profile's schedule and access points by name, as the controller holds them now. */
export function profileNames(
  profile: ProfileRead,
  state: ControllerState,
): { schedule: string; accessPoints: string[] } {
  const schedule = state.schedules?.find((s) => s.uuid === profile.scheduleUuid)?.name;
  return {
    schedule: schedule ?? profile.scheduleUuid,
    accessPoints: profile.accessPoints.map(
      (uuid) => state.accessPoints?.find((p) => p.uuid === uuid)?.name ?? uuid,
    ),
  };
}

export function profileChanges(
  planned: readonly PlannedAccessProfile[] | undefined,
  state: ControllerState,
) {
  return byName(
    planned,
    state.accessProfiles,
    (p) => p.name,
    (r: ProfileRead) => r.name,
    (p, r) => {
      const now = profileNames(r, state);
      return (
        now.schedule === p.schedule &&
        canonicalJson([...now.accessPoints].sort()) === canonicalJson([...p.accessPoints].sort())
      );
    },
  );
}

export function authUserChanges(
  planned: readonly PlannedAuthUser[] | undefined,
  state: ControllerState,
) {
  return byName(
    planned,
    state.authUsers,
    (p) => p.login,
    (r: AuthUserRead) => r.login,
    (p, r) => p.role === r.role,
  );
}
