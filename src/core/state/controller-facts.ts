/**
 * Gathers what a site controller's state is derived from (shared/state/controller-state.ts):
 * its record on the site, its pin, what this process observed and its live session. The
 * factory-password mark is the newer of the site's and the pin's, since a login made before the
 * controller was on the site marks only the pin.
 */
import type { Role } from '../../shared/api/schemas/people.schema';
import type { ControllerState } from '../../shared/ipc/controller-state.schema';
import {
  deriveControllerState,
  type ControllerFacts,
  type ControllerObservation,
} from '../../shared/state/controller-state';
import type { Site } from '../site/site';
import type { StoredController } from '../site/site-controller';
import type { KnownController } from '../trust/known-controller.schema';

export interface LiveFacts {
  pin: KnownController | undefined;
  /** Whether it is pinned, where the pin record itself is not at hand (default: `pin` given). */
  pinned?: boolean | undefined;
  observed?: ControllerObservation | undefined;
  session?: { login: string; role: Role } | undefined;
}

export function controllerFacts(stored: StoredController, live: LiveFacts): ControllerFacts {
  const { pin } = live;
  const pinNewer =
    pin?.factoryPassword !== undefined &&
    (stored.factoryPassword === undefined ||
      (pin.factoryPasswordAt ?? '') > (stored.factoryPasswordAt ?? ''));
  const factory = pinNewer
    ? { factoryPassword: pin.factoryPassword, factoryPasswordAt: pin.factoryPasswordAt }
    : { factoryPassword: stored.factoryPassword, factoryPasswordAt: stored.factoryPasswordAt };
  return {
    pinned: live.pinned ?? pin !== undefined,
    firmware: stored.firmware,
    certificateChanged: stored.certificateChanged,
    ...factory,
    verified: stored.verified,
    observed: live.observed,
    session: live.session,
  };
}

export function controllerState(stored: StoredController, live: LiveFacts): ControllerState {
  return deriveControllerState(controllerFacts(stored, live));
}

/**
 * Copies the pin's factory-password mark onto the site when it is newer (a login made before
 * the controller was put on the site), so the site folder alone tells the report the truth.
 */
export async function adoptPinMarks(
  site: Pick<Site, 'controller' | 'updateController'>,
  id: string,
  pin: KnownController | undefined,
): Promise<void> {
  const stored = await site.controller(id);
  if (!stored || pin?.factoryPassword === undefined) return;
  const facts = controllerFacts(stored, { pin });
  if (facts.factoryPasswordAt === stored.factoryPasswordAt) return;
  await site.updateController(id, {
    factoryPassword: facts.factoryPassword,
    factoryPasswordAt: facts.factoryPasswordAt,
  });
}
