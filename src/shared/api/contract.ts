/**
 * The whole controller API as one table: all 180 method+path pairs of spec section 4. The single
 * source of truth for the client, the simulator, the CLI, the OpenAPI document and the renderer.
 */
import type { z } from 'zod';
import type { Endpoint, PathParams } from './endpoint';
import { accessPointEndpoints } from './endpoints/access-points.endpoints';
import { alertEndpoints } from './endpoints/alerts.endpoints';
import { authEndpoints } from './endpoints/auth.endpoints';
import { deviceEndpoints } from './endpoints/devices.endpoints';
import { eventEndpoints } from './endpoints/events.endpoints';
import { identifierEndpoints, tmpAccessEndpoints } from './endpoints/identifiers.endpoints';
import { biometryEndpoints, maintenanceEndpoints } from './endpoints/integration.endpoints';
import { profileEndpoints } from './endpoints/profiles.endpoints';
import { staffEndpoints } from './endpoints/staff.endpoints';
import { systemEndpoints } from './endpoints/system.endpoints';
import { timeTrackingEndpoints } from './endpoints/time-tracking.endpoints';
import { visitorEndpoints } from './endpoints/visitors.endpoints';

/** Every endpoint, in the order of spec section 4. */
export const ENDPOINTS = [
  ...authEndpoints,
  ...accessPointEndpoints,
  ...staffEndpoints,
  ...visitorEndpoints,
  ...identifierEndpoints,
  ...tmpAccessEndpoints,
  ...eventEndpoints,
  ...alertEndpoints,
  ...profileEndpoints,
  ...deviceEndpoints,
  ...timeTrackingEndpoints,
  ...systemEndpoints,
  ...biometryEndpoints,
  ...maintenanceEndpoints,
] as const;

export type AnyEndpoint = (typeof ENDPOINTS)[number];
export type EndpointId = AnyEndpoint['id'];
export type EndpointOf<Id extends EndpointId> = Extract<AnyEndpoint, { id: Id }>;

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller passes for endpoint `Id`: path parameters, query and body as its schemas take them. */
export type RequestOf<Id extends EndpointId> = (keyof PathParams<
  EndpointOf<Id>['path']
> extends never
  ? { params?: undefined }
  : { params: PathParams<EndpointOf<Id>['path']> }) &
  (EndpointOf<Id>['query'] extends z.ZodType
    ? { query?: SchemaInput<EndpointOf<Id>['query']> }
    : { query?: undefined }) &
  (EndpointOf<Id>['body'] extends z.ZodType
    ? { body?: SchemaInput<EndpointOf<Id>['body']> }
    : { body?: undefined });

/** The body of a successful answer of endpoint `Id`. */
export type ResponseOf<Id extends EndpointId> = SchemaOutput<EndpointOf<Id>['response']>;

const byId = new Map<string, Endpoint>(ENDPOINTS.map((e) => [e.id, e]));

/** The endpoint with this id; throws on an unknown id (a programming error). */
export function endpointById<Id extends EndpointId>(id: Id): EndpointOf<Id> {
  const found = byId.get(id);
  if (!found) throw new Error(`unknown endpoint id ${id}`);
  return found as EndpointOf<Id>;
}

/** The unique key of a row of spec 4: method and path template. */
export function endpointKey(e: Pick<Endpoint, 'method' | 'path'>): string {
  return `${e.method} ${e.path}`;
}
