/**
 * The one derivation of a site controller's state (docs/decisions.md, "The state of a site
 * controller"): the site list, the controller's header and overview, the wizards' pickers,
 * `turnkey site show` and the handover report all call this with what was last read or
 * verified, so none of them can say something the others do not.
 */
import { AREAS, compareVersions, type ApiVersion } from '../api/areas';
import type { Role } from '../api/schemas/people.schema';
import type { ControllerAddress } from '../ipc/controller.schema';
import type { AreaCheck, ControllerState, VerifiedArea } from '../ipc/controller-state.schema';

/** What this process saw of a controller itself (handshakes, calls, logins, discovery). */
export interface ControllerObservation {
  /** When it last answered with its pinned certificate. */
  answeredAt?: string;
  /** Since when it has not answered (cleared by the next answer). */
  silentSince?: string;
  /** The login a controller refused the last time one was tried (cleared by a success). */
  refusedLogin?: string;
  /** Where discovery saw its certificate answer, when that is not its address. */
  movedTo?: ControllerAddress;
}

/** Everything the state is derived from; each part says where it was read. */
export interface ControllerFacts {
  /** The trust store holds its certificate's pin. */
  pinned: boolean;
  /** The description version it serves (its firmware era), when known. */
  firmware?: ApiVersion | undefined;
  /** Kept on the site: a certificate seen at its address instead of the pin, and when. */
  certificateChanged?: { presented: string; seenAt: string } | undefined;
  /** Kept on the site and the pin: whether the factory account let someone in, and when. */
  factoryPassword?: boolean | undefined;
  factoryPasswordAt?: string | undefined;
  /** Kept on the site: the last verified or failed change of each area. */
  verified?: Partial<Record<VerifiedArea, AreaCheck>> | undefined;
  observed?: ControllerObservation | undefined;
  /** This shell's live session, if any. */
  session?: { login: string; role: Role } | undefined;
}

/** Whether a firmware era has the accounts section the factory password is changed through. */
export function canChangePassword(firmware: ApiVersion | undefined): boolean {
  return firmware === undefined || compareVersions(firmware, AREAS.auth_users.version) >= 0;
}

export function deriveControllerState(facts: ControllerFacts): ControllerState {
  const changed = facts.pinned ? facts.certificateChanged : undefined;
  return {
    identity: !facts.pinned
      ? { state: 'new' }
      : changed
        ? { state: 'changed', presented: changed.presented, since: changed.seenAt }
        : { state: 'trusted' },
    reach: reachOf(facts.observed),
    session: sessionOf(facts, changed !== undefined),
    factoryPassword: factoryOf(facts),
    areas: { ...facts.verified },
    ...(changed ? { refusal: 'certificate_changed' as const } : {}),
  };
}

function reachOf(observed: ControllerObservation | undefined): ControllerState['reach'] {
  const movedTo = observed?.movedTo ? { movedTo: observed.movedTo } : {};
  if (observed?.silentSince) return { state: 'silent', since: observed.silentSince, ...movedTo };
  if (observed?.answeredAt) return { state: 'answers', since: observed.answeredAt, ...movedTo };
  return { state: 'unknown', ...movedTo };
}

/** A changed certificate ends the session: nothing is sent to it until it is trusted again. */
function sessionOf(
  facts: ControllerFacts,
  certificateChanged: boolean,
): ControllerState['session'] {
  const login = facts.session?.login ?? facts.observed?.refusedLogin;
  if (certificateChanged) return { state: 'ended', ...(login ? { login } : {}) };
  if (facts.session) {
    return { state: 'logged_in', login: facts.session.login, role: facts.session.role };
  }
  if (facts.observed?.refusedLogin) return { state: 'refused', login: facts.observed.refusedLogin };
  return { state: 'none' };
}

function factoryOf(facts: ControllerFacts): ControllerState['factoryPassword'] {
  const at = facts.factoryPasswordAt ? { at: facts.factoryPasswordAt } : {};
  if (!canChangePassword(facts.firmware)) {
    const works = facts.factoryPassword;
    return { state: 'cannot_change', ...at, ...(works === undefined ? {} : { works }) };
  }
  if (facts.factoryPassword === true) return { state: 'in_use', ...at };
  if (facts.factoryPassword === false) return { state: 'changed', ...at };
  return { state: 'not_checked' };
}

/** The area a journal action belongs to (its first word), if it is one the state keeps. */
export function areaOfAction(action: string): VerifiedArea | undefined {
  const head = action.split('.')[0] ?? '';
  if (head === 'accessPoint' || head === 'automation') return 'accessPoints';
  return (AREA_HEADS as readonly string[]).includes(head) ? (head as VerifiedArea) : undefined;
}

const AREA_HEADS = [
  'password',
  'network',
  'time',
  'vpn',
  'migration',
  'transfer',
  'backup',
] as const;
