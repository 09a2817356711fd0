/**
 * One controller as a site plan compares it (docs/decisions.md, "Site plans"): each section the
 * plan names, read with the wizards' own readers (network, time, access points) and the
 * contract's list reads for schedules, access profiles and authentication users (spec 4.1, 4.2,
 * 4.12). A section the controller's firmware does not serve (D11) reads as absent.
 */
import { allOf } from '../client/read-all';
import { sectionNotServed } from '../client/capabilities';
import type { ControllerClient } from '../client/controller-client';
import { accessPointView, type AccessPointView } from '../access-points/access-point-reading';
import type { NetworkSettingsRead } from '../network/move-controller';
import { readTime, type TimeReading } from '../time/time-reading';
import type { PlannedController } from '../../shared/plans/site-plan.schema';

export interface ScheduleRead {
  uuid: string;
  name: string;
  intervals: Array<{ days: string[]; from: string; to: string }>;
}

export interface ProfileRead {
  uuid: string;
  name: string;
  accessPoints: string[];
  scheduleUuid: string;
}

export interface AuthUserRead {
  login: string;
  role: string;
}

export interface ControllerState {
  network?: NetworkSettingsRead;
  time?: TimeReading;
  accessPoints?: AccessPointView[];
  /** The uuid new access points name (spec 2.2), from those it holds. */
  controllerUuid?: string;
  schedules?: ScheduleRead[];
  accessProfiles?: ProfileRead[];
  authUsers?: AuthUserRead[];
}

export type PlanSection = Exclude<keyof PlannedController, 'fingerprint256' | 'controllerUuid'>;

/** Every section, in the order a plan applies them (network last: spec 4.12, D16). */
export const SECTIONS: readonly PlanSection[] = [
  'time',
  'schedules',
  'accessPoints',
  'accessProfiles',
  'authUsers',
  'network',
];

async function served<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (sectionNotServed(error)) return undefined;
    throw error;
  }
}

async function list<T>(
  items: AsyncIterable<unknown>,
  map: (row: Record<string, unknown>) => T | undefined,
) {
  const out: T[] = [];
  for await (const row of items) {
    const mapped = map(row as Record<string, unknown>);
    if (mapped !== undefined) out.push(mapped);
  }
  return out;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * A plan's lists are a page or two: read a page at a time, on the connection the other reads
 * use. Pages asked ahead would each open a connection of their own (a TLS handshake on both
 * sides) for pages that come back empty.
 */
const ONE_PAGE_AT_A_TIME = { concurrency: 1 };

/** A list of access points (or automations) as the access points wizard reads them. */
function views(rows: AsyncIterable<AccessPointRow>): Promise<AccessPointView[]> {
  return list(rows, (row) => accessPointView(row as AccessPointRow));
}

type AccessPointRow = Parameters<typeof accessPointView>[0];

/** Reads the sections asked for (all of them by default), each on its own request. */
export async function readControllerState(
  client: ControllerClient,
  sections: readonly PlanSection[] = SECTIONS,
): Promise<ControllerState> {
  const want = new Set(sections);
  const state: ControllerState = {};
  // One read after another: on one kept-alive connection, so a site of many controllers costs
  // one TLS handshake each, not one per read (docs/benchmarks.md, "Site plans").
  const reads: Array<() => Promise<unknown>> = [];
  if (want.has('network'))
    reads.push(() =>
      served(() => client.api.network.get()).then((answer) => {
        if (!answer) return;
        const row = answer.data[0] ?? {};
        state.network = {
          ...(row.dhcp !== undefined ? { dhcp: row.dhcp } : {}),
          ...(row.ip !== undefined ? { ip: row.ip } : {}),
          ...(row.mask !== undefined ? { mask: row.mask } : {}),
          ...(row.gateway !== undefined ? { gateway: row.gateway } : {}),
        };
      }),
    );
  if (want.has('time'))
    reads.push(() => served(() => readTime(client)).then((t) => t && (state.time = t)));
  if (want.has('accessPoints') || want.has('accessProfiles'))
    reads.push(() =>
      served(async () => {
        const points = await views(allOf(client, 'accessPoints.list', {}, ONE_PAGE_AT_A_TIME));
        state.accessPoints = points;
        // The automations are read only for the controller's uuid, when no access point has it.
        const automations = () => views(allOf(client, 'automations.list', {}, ONE_PAGE_AT_A_TIME));
        const uuid =
          points.find((p) => p.controllerUuid)?.controllerUuid ??
          (await served(automations))?.find((p) => p.controllerUuid)?.controllerUuid;
        if (uuid) state.controllerUuid = uuid;
      }),
    );
  if (want.has('schedules') || want.has('accessProfiles'))
    reads.push(() =>
      served(() =>
        list(allOf(client, 'schedules.list', {}, ONE_PAGE_AT_A_TIME), (row) => {
          const uuid = str(row['uuid']);
          const name = str(row['name']);
          if (!uuid || !name) return undefined;
          const intervals = Array.isArray(row['intervals'])
            ? (row['intervals'] as ScheduleRead['intervals'])
            : [];
          return { uuid, name, intervals };
        }),
      ).then((s) => s && (state.schedules = s)),
    );
  if (want.has('accessProfiles'))
    reads.push(() =>
      served(() =>
        list(allOf(client, 'accessProfiles.list', {}, ONE_PAGE_AT_A_TIME), (row) => {
          const uuid = str(row['uuid']);
          const name = str(row['name']);
          if (!uuid || !name) return undefined;
          const points = Array.isArray(row['access_points'])
            ? row['access_points'].filter((p): p is string => typeof p === 'string')
            : [];
          return {
            uuid,
            name,
            accessPoints: points,
            scheduleUuid: str(row['schedule_uuid']) ?? '',
          };
        }),
      ).then((p) => p && (state.accessProfiles = p)),
    );
  if (want.has('authUsers'))
    reads.push(() =>
      served(() =>
        list(allOf(client, 'authUsers.list', {}, ONE_PAGE_AT_A_TIME), (row) => {
          const login = str(row['login']);
          return login ? { login, role: str(row['role']) ?? '' } : undefined;
        }),
      ).then((u) => u && (state.authUsers = u)),
    );
  for (const read of reads) await read();
  return state;
}

/** The sections a planned controller names. */
export function plannedSections(planned: PlannedController): PlanSection[] {
  return SECTIONS.filter((s) => planned[s] !== undefined);
}

/** Whether the controller served a section when it was read (D11: older firmware lacks some). */
export function servedSection(section: PlanSection, state: ControllerState): boolean {
  return state[section] !== undefined;
}
