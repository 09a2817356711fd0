/**
 * What `turnkey api list` and `api openapi` print, imported when they run (api.command.ts
 * registers them): the contract and its schemas load only for these, not for every `api --help`.
 */
import { ENDPOINTS } from '../../shared/api/contract';
import { buildOpenApiDocument } from '../../shared/api/openapi';
import { packageVersion } from '../package-info';

/** One row of `api list --json`. */
export interface EndpointListing {
  id: string;
  method: string;
  path: string;
  section: string;
  version: string;
  since: string;
  responseKind: string;
  auth: boolean;
  summary: string;
}

export function listEndpoints(): EndpointListing[] {
  return ENDPOINTS.map((e) => ({
    id: e.id,
    method: e.method,
    path: e.path,
    section: e.section,
    version: e.version,
    since: e.since,
    responseKind: e.responseKind,
    auth: e.auth,
    summary: e.summary,
  }));
}

/** The OpenAPI document as the text stored in docs/openapi.json. */
export function openApiText(): string {
  return `${JSON.stringify(buildOpenApiDocument(packageVersion()), null, 2)}\n`;
}
