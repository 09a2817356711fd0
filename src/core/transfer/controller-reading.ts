/**
 * A whole controller read page by page, of any era and staff field set (spec 4, D11, D12, D13):
 * every part a backup or a transfer carries, in dependency order (what others refer to first:
 * schedules and access points before profiles, profiles before staff, staff before identifiers
 * and temporary access), then the event logs as history. Pages are handed out as they arrive,
 * so memory stays bounded by a page and the pages in flight, whatever the controller holds. A
 * part the controller's era does not serve (a newer section answers 404, D11) is reported as
 * missing, not as an error, so the caller can list it.
 */
import type { ControllerClient } from '../client/controller-client';
import { listPages, staffPages, type ListEndpointId } from '../client/read-all';
import { sectionNotServed } from '../client/capabilities';

/** The parts of a controller, in the order a transfer writes them. */
export const CONTROLLER_PARTS = [
  { part: 'schedules', id: 'schedules.list' },
  { part: 'access_points', id: 'accessPoints.list' },
  { part: 'automations', id: 'automations.list' },
  { part: 'directories', id: 'directories.list' },
  { part: 'access_profiles', id: 'accessProfiles.list' },
  { part: 'staff_properties', id: 'staffProperties.list' },
  { part: 'visitor_properties', id: 'visitorProperties.list' },
  { part: 'staff', id: 'staff.page' },
  { part: 'visitors', id: 'visitors.list' },
  { part: 'identifiers', id: 'identifiers.list' },
  { part: 'tmp_access', id: 'tmpAccess.list' },
  { part: 'auth_users', id: 'authUsers.list' },
  { part: 'biometry_providers', id: 'biometry.providers' },
  { part: 'biometry_links', id: 'biometry.links' },
  { part: 'tt_export_configs', id: 'ttExport.listConfigs' },
  { part: 'tt_report_configs', id: 'ttReport.listConfigs' },
  { part: 'access_events', id: 'accessEvents.list' },
  { part: 'audit_events', id: 'auditEvents.list' },
  { part: 'notifications', id: 'notifications.list' },
] as const satisfies ReadonlyArray<{ part: string; id: ListEndpointId | 'staff.page' }>;

export type ControllerPart = (typeof CONTROLLER_PARTS)[number]['part'];

/** One page of a part, or the news that the controller has no such part. */
export type PartPage =
  | { part: ControllerPart; records: readonly Record<string, unknown>[] }
  | { part: ControllerPart; missing: true };

export interface ReadControllerOptions {
  signal?: AbortSignal;
  /** Only these parts (default: all, in CONTROLLER_PARTS order). */
  parts?: readonly ControllerPart[];
  /** Records per request (staff at most 150, spec 8). */
  pageSize?: number;
}

/**
 * Every page of every part, in order; an empty part yields one empty page, a part not served one
 * `missing` page.
 */
export async function* readController(
  client: ControllerClient,
  options: ReadControllerOptions = {},
): AsyncGenerator<PartPage> {
  const wanted = options.parts ? new Set(options.parts) : undefined;
  const paging = {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.pageSize ? { pageSize: options.pageSize } : {}),
  };
  for (const { part, id } of CONTROLLER_PARTS) {
    if (wanted && !wanted.has(part)) continue;
    const pages =
      id === 'staff.page' ? staffPages(client, paging) : listPages(client, id, {}, paging);
    try {
      let empty = true;
      for await (const records of pages) {
        empty = false;
        yield { part, records: records as readonly Record<string, unknown>[] };
      }
      // An empty part is said too: the caller tells "none" from "not read".
      if (empty) yield { part, records: [] };
    } catch (error) {
      if (!sectionNotServed(error)) throw error;
      yield { part, missing: true };
    }
  }
}

/** How many records of each part, and which parts the controller does not have. */
export async function countController(
  client: ControllerClient,
  options: ReadControllerOptions = {},
): Promise<{ counts: Partial<Record<ControllerPart, number>>; missing: ControllerPart[] }> {
  const counts: Partial<Record<ControllerPart, number>> = {};
  const missing: ControllerPart[] = [];
  for await (const page of readController(client, options)) {
    if ('missing' in page) missing.push(page.part);
    else counts[page.part] = (counts[page.part] ?? 0) + page.records.length;
  }
  return { counts, missing };
}
