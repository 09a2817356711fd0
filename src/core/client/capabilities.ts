/**
 * What a controller offers (D11, D12, spec 9): which areas answer, its description version (the
 * newest area that answers, and `meta.api_version` of its L answers) and the staff field set it
 * speaks. Detected once per session so screens offer only what the controller supports.
 */
import {
  API_VERSIONS,
  AREAS,
  ENDPOINTS,
  compareVersions,
  type ApiVersion,
  type AreaId,
  type Endpoint,
  type StaffFieldSet,
} from '../../shared/api';
import { ClientError, isControllerAnswer } from './client-error';

/** available: answers; forbidden: exists but this role may not read it (D2); missing: 404 (D11);
 * unknown: the probe failed otherwise; inferred: no read to probe, judged by the version. */
export type AreaState = 'available' | 'forbidden' | 'missing' | 'unknown' | 'inferred';

export interface Capabilities {
  apiVersion: ApiVersion;
  areas: Record<AreaId, AreaState>;
  /** `meta.api_version` of each area's L answer, where it sent one (spec 9). */
  reportedVersions: Partial<Record<AreaId, string>>;
  /** Areas of the contract this controller does not serve. */
  missing: AreaId[];
  staffFieldSet: StaffFieldSet;
  /** How the field set was found: from a record read, from a validation answer, or assumed. */
  staffFieldSetSource: 'record' | 'probe' | 'assumed';
}

/** Runs one endpoint raw (no capability checks) and returns the parsed body. */
export type RawCall = (endpoint: Endpoint, query?: Record<string, unknown>) => Promise<unknown>;

const AREA_IDS = Object.keys(AREAS) as AreaId[];

function probeRank(e: Endpoint): number {
  if (e.responseKind === 'L' && e.query) return 0;
  if (e.responseKind === 'L') return 1;
  if (e.responseKind === 'C' || e.responseKind === 'S') return 2;
  return 3;
}

/** The cheapest read of each area: an L list with limit 1 where there is one (its meta
 * carries the version), else any GET without path parameters. */
export const AREA_PROBES: Partial<Record<AreaId, Endpoint>> = Object.fromEntries(
  AREA_IDS.flatMap((area) => {
    const reads = ENDPOINTS.filter(
      (e) => e.area === area && e.method === 'GET' && e.pathParams.length === 0,
    ).sort((a, b) => probeRank(a) - probeRank(b));
    return reads[0] ? [[area, reads[0]]] : [];
  }),
);

function reportedVersion(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const meta = (body as { meta?: { api_version?: unknown } }).meta;
  return typeof meta?.api_version === 'string' ? meta.api_version : undefined;
}

const isApiVersion = (v: string | undefined): v is ApiVersion =>
  v !== undefined && (API_VERSIONS as readonly string[]).includes(v);

/**
 * True when a call failed because the controller's era does not serve its section (D11: a
 * newer section answers 404), as opposed to a failure: callers list such a part, not fail on it.
 */
export function sectionNotServed(error: unknown): boolean {
  return ClientError.is(error, 'not_found') || ClientError.is(error, 'not_supported');
}

/**
 * What a failed probe says about its area: 404 missing (D11), 403 forbidden (D2), another
 * answer from the controller unknown. Anything else (unreachable, timeout, cancelled, a pin
 * mismatch, a login refused) ends the detection.
 */
function probeFailure(error: unknown): AreaState {
  if (sectionNotServed(error)) return 'missing';
  if (ClientError.is(error, 'forbidden')) return 'forbidden';
  if (isControllerAnswer(error)) return 'unknown';
  throw error;
}

/** Probes every area with bounded parallelism and works out the description version. */
export async function detectAreas(
  call: RawCall,
  concurrency = 6,
): Promise<Pick<Capabilities, 'apiVersion' | 'areas' | 'reportedVersions' | 'missing'>> {
  const areas = {} as Record<AreaId, AreaState>;
  const reportedVersions: Partial<Record<AreaId, string>> = {};
  const queue = AREA_IDS.filter((area) => AREA_PROBES[area]);
  const worker = async (): Promise<void> => {
    for (let area = queue.shift(); area; area = queue.shift()) {
      const probe = AREA_PROBES[area] as Endpoint;
      try {
        const body = await call(
          probe,
          probe.responseKind === 'L' && probe.query ? { limit: 1 } : undefined,
        );
        areas[area] = 'available';
        const reported = reportedVersion(body);
        if (reported) reportedVersions[area] = reported;
      } catch (error) {
        areas[area] = probeFailure(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));

  const seen: ApiVersion[] = [API_VERSIONS[0]];
  for (const area of AREA_IDS) {
    const state = areas[area];
    if (state === 'available' || state === 'forbidden') seen.push(AREAS[area].version);
    const reported = reportedVersions[area];
    if (isApiVersion(reported)) seen.push(reported);
  }
  const apiVersion = seen.sort(compareVersions).at(-1) ?? API_VERSIONS[0];
  for (const area of AREA_IDS) {
    if (areas[area] === undefined) {
      areas[area] = compareVersions(AREAS[area].version, apiVersion) <= 0 ? 'inferred' : 'missing';
    }
  }
  // login answers in every era (D11) although its section is 1.6.0.
  areas.login = 'inferred';
  const missing = AREA_IDS.filter((area) => areas[area] === 'missing');
  return { apiVersion, areas, reportedVersions, missing };
}

/** True when the endpoint's area is not known to be missing on the controller. */
export function offers(capabilities: Capabilities, endpoint: Endpoint): boolean {
  return capabilities.areas[endpoint.area] !== 'missing';
}

/** The error for a call `endpoint` of a controller that does not offer it (D11). */
export function notSupported(endpoint: Endpoint, capabilities: Capabilities): ClientError {
  return new ClientError('not_supported', {
    endpoint: endpoint.id,
    since: endpoint.since,
    controllerVersion: capabilities.apiVersion,
  });
}
