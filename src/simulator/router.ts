/**
 * The pure router: contract endpoint id to handler, for all 180 endpoints. The table's type lists
 * every endpoint id of the contract, so a missing handler is a compile error, and each handler is
 * typed by its endpoint: path parameters, parsed query and body in, the contract's answer out.
 */
import type { z } from 'zod';
import type { EndpointId, EndpointOf, PathParams, ResponseOf, Role } from '../shared/api';
import type { Session } from './auth/tokens';
import type { SimContext } from './context';
import { accessPointRoutes } from './routes/access-points.routes';
import { alertRoutes } from './routes/alerts.routes';
import { authRoutes } from './routes/auth.routes';
import { biometryRoutes } from './routes/biometry.routes';
import { deviceRoutes } from './routes/devices.routes';
import { eventRoutes } from './routes/events.routes';
import { identifierRoutes } from './routes/identifiers.routes';
import { maintenanceRoutes } from './routes/maintenance.routes';
import { profileRoutes } from './routes/profiles.routes';
import { staffRoutes } from './routes/staff.routes';
import { systemRoutes } from './routes/system.routes';
import { timeTrackingRoutes } from './routes/time-tracking.routes';
import { tmpAccessRoutes } from './routes/tmp-access.routes';
import { visitorRoutes } from './routes/visitors.routes';
import { vpnRoutes } from './routes/vpn.routes';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** Endpoints whose body may be left out: D8 state commands, ban/unban, VPN sync with the action in the path. */
export const OPTIONAL_BODY_IDS = [
  'accessPoints.setState',
  'staff.ban',
  'staff.unban',
  'vpn.masterSyncStop',
  'vpn.masterSync',
  'vpn.slaveSync',
] as const;
export type OptionalBodyId = (typeof OPTIONAL_BODY_IDS)[number];

/** One call as a handler receives it, after routing, auth and validation. */
export interface Call<Id extends EndpointId> {
  readonly endpoint: EndpointOf<Id>;
  readonly params: PathParams<EndpointOf<Id>['path']>;
  readonly query: Output<EndpointOf<Id>['query']>;
  readonly body: Id extends OptionalBodyId
    ? Output<EndpointOf<Id>['body']> | undefined
    : Output<EndpointOf<Id>['body']>;
  /** The request path relative to the API base: `meta.path` of L answers (spec 9). */
  readonly path: string;
  /** The caller and role; undefined only for POST /login. */
  readonly session: Session | undefined;
  readonly role: Role | undefined;
}

export type Handler<Id extends EndpointId> = (
  call: Call<Id>,
  sim: SimContext,
) => ResponseOf<Id> | Promise<ResponseOf<Id>>;

export type RouteTable = { readonly [Id in EndpointId]: Handler<Id> };

/** The handlers of one area file. */
export type AreaRoutes = Partial<RouteTable>;

/** Every handler, by endpoint id. */
export const ROUTES: RouteTable = {
  ...authRoutes,
  ...accessPointRoutes,
  ...staffRoutes,
  ...visitorRoutes,
  ...identifierRoutes,
  ...tmpAccessRoutes,
  ...eventRoutes,
  ...alertRoutes,
  ...profileRoutes,
  ...deviceRoutes,
  ...timeTrackingRoutes,
  ...systemRoutes,
  ...vpnRoutes,
  ...biometryRoutes,
  ...maintenanceRoutes,
};

/** A handler with its types erased, for the pipeline that has validated the call at run time. */
export type UntypedHandler = (
  call: {
    endpoint: unknown;
    params: Record<string, string>;
    query: unknown;
    body: unknown;
    path: string;
    session: Session | undefined;
    role: Role | undefined;
  },
  sim: SimContext,
) => unknown;

export function handlerFor(id: EndpointId): UntypedHandler {
  return ROUTES[id] as unknown as UntypedHandler;
}
