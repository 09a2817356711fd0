/**
 * The controller's decision on a pass (spec 4.10 `send_pass_event`). The access point's state
 * comes first (D8: closed denies everyone, open and emergency let everyone pass). Then the
 * person: a banned person is denied everywhere (spec 2.1 `banned`); staff pass on an access
 * profile of theirs that is valid now, lists that access point and whose schedule covers the
 * controller's local time, or on a temporary grant for that access point and local day (spec
 * 4.6); visitors only on a temporary grant; anyone else is unknown. Every decision is an access
 * event (spec 4.7); a denial also raises an alert (spec 4.8).
 */
import { randomUUID } from 'node:crypto';
import { missingReference } from '../api-error';
import type { AccessEventRecord, AlertRecord, StaffStored } from '../records/collections';
import type { AccessData } from './access-data';
import { alertFor } from './alerts';
import type { ControllerClock } from './controller-clock';
import { localTime, type LocalTime } from './local-time';
import { scheduleCovers } from './schedule';

export interface PassRequest {
  access_point_uuid: string;
  user_uuid: string;
  direction: 'in' | 'out';
}

/** The event type of a decision and, for a grant, the profile or temporary grant behind it. */
export interface Decision {
  type: string;
  grantedBy?: string;
}

/** spec 2.1 `access_profiles` entries (with validity in Unix seconds) and the deprecated `access_profile`. */
function profileRefs(person: StaffStored): Array<{ uuid: string; from: number; to: number }> {
  const refs = [...(person.access_profiles ?? [])];
  if (person.access_profile !== undefined && !refs.some((r) => r.uuid === person.access_profile))
    refs.push({ uuid: person.access_profile, from: 0, to: 0 });
  return refs;
}

/** Validity bounds include both ends; `to` 0 means no end. */
function validAt(ref: { from: number; to: number }, seconds: number): boolean {
  return ref.from <= seconds && (ref.to === 0 || seconds <= ref.to);
}

function grantFor(data: AccessData, user: string, accessPoint: string, at: LocalTime) {
  return data.grantsOf(user).find((g) => g.access_point_uuid === accessPoint && g.date === at.date);
}

function staffDecision(
  data: AccessData,
  person: StaffStored,
  accessPoint: string,
  clock: ControllerClock,
  at: LocalTime,
): Decision {
  if (person.banned) return { type: 'access_denied_banned' };
  const seconds = Math.floor(clock.ms / 1000);
  let holdsProfile = false;
  for (const ref of profileRefs(person)) {
    const profile = data.profile(ref.uuid);
    if (!profile?.access_points.includes(accessPoint) || !validAt(ref, seconds)) continue;
    holdsProfile = true;
    const schedule = data.schedule(profile.schedule_uuid);
    if (schedule && scheduleCovers(schedule, at))
      return { type: 'access_granted', grantedBy: profile.uuid };
  }
  const grant = grantFor(data, person.uuid, accessPoint, at);
  if (grant) return { type: 'access_granted', grantedBy: grant.uuid };
  return { type: holdsProfile ? 'access_denied_schedule' : 'access_denied_no_access' };
}

/** The decision on `pass` at `clock`; the access point must exist. */
export function decideAccess(
  data: AccessData,
  pass: PassRequest,
  state: string,
  clock: ControllerClock,
): Decision {
  if (state === 'closed') return { type: 'access_denied_closed' };
  if (state === 'open' || state === 'emergency') return { type: 'free_pass' };
  const at = localTime(clock.ms, clock.timeZone);
  const person = data.staff(pass.user_uuid);
  if (person) return staffDecision(data, person, pass.access_point_uuid, clock, at);
  if (data.isVisitor(pass.user_uuid)) {
    const grant = grantFor(data, pass.user_uuid, pass.access_point_uuid, at);
    return grant
      ? { type: 'access_granted', grantedBy: grant.uuid }
      : { type: 'access_denied_no_grant' };
  }
  return { type: 'access_denied_unknown_user' };
}

export function isDenial(type: string): boolean {
  return type.startsWith('access_denied');
}

/** The access event of a pass at `clock` and, when it is denied, the alert it raises. */
export function passEvent(
  data: AccessData,
  pass: PassRequest,
  clock: ControllerClock,
): { event: AccessEventRecord; alert?: AlertRecord } {
  const accessPoint = data.accessPoint(pass.access_point_uuid);
  if (!accessPoint) throw missingReference('access_point_uuid', pass.access_point_uuid);
  const decision = decideAccess(data, pass, accessPoint.state, clock);
  const event: AccessEventRecord = {
    uuid: randomUUID(),
    type: decision.type,
    timestamp: new Date(clock.ms).toISOString(),
    user_defined: false,
    ...pass,
    ...(decision.grantedBy === undefined ? {} : { granted_by: decision.grantedBy }),
  };
  return isDenial(event.type) ? { event, alert: alertFor(accessPoint, event) } : { event };
}
