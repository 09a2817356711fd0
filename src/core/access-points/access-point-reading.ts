/**
 * A controller's access points and automations as the wizards show them (spec 4.2): every one
 * read page by page (D13), with its kind, state (D8) and extra parameters where the controller
 * says them. Fields the description does not show are read loosely: a controller that leaves
 * one out shows it as unknown, never breaks the list.
 */
import { ACCESS_POINT_KINDS, ACCESS_POINT_STATES, type AccessPointKind } from '../../shared/api';
import { AppFailure } from '../../shared/errors/error-data';
import type { ControllerClient } from '../client/controller-client';
import { allOf, type ListItemOf } from '../client/read-all';
import type { ExtValue } from './ext-parameter-form';
import { ACCESS_POINTS_WORDS } from './access-points.words';

export type AccessPointState = (typeof ACCESS_POINT_STATES)[number];

export interface AccessPointView {
  uuid: string;
  name: string;
  type: string;
  controllerUuid?: string;
  kind?: AccessPointKind;
  state?: AccessPointState;
  extParameters: Record<string, ExtValue>;
}

type Row = ListItemOf<'accessPoints.list'> | ListItemOf<'automations.list'>;

function extOf(value: unknown): Record<string, ExtValue> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const ext: Record<string, ExtValue> = {};
  for (const [name, v] of Object.entries(value)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') ext[name] = v;
  }
  return ext;
}

export function accessPointView(row: Row): AccessPointView | undefined {
  if (typeof row.uuid !== 'string') return undefined;
  const kind = (row as { kind?: unknown }).kind;
  const state = (row as { state?: unknown }).state;
  return {
    uuid: row.uuid,
    name: typeof row.name === 'string' ? row.name : row.uuid,
    type: typeof row.type === 'string' ? row.type : '',
    ...(typeof row.controller_uuid === 'string' ? { controllerUuid: row.controller_uuid } : {}),
    ...(ACCESS_POINT_KINDS.includes(kind as AccessPointKind)
      ? { kind: kind as AccessPointKind }
      : {}),
    ...(ACCESS_POINT_STATES.includes(state as AccessPointState)
      ? { state: state as AccessPointState }
      : {}),
    extParameters: extOf(row.ext_parameters),
  };
}

async function collect(items: AsyncIterable<Row>): Promise<AccessPointView[]> {
  const views: AccessPointView[] = [];
  for await (const row of items) {
    const view = accessPointView(row);
    if (view) views.push(view);
  }
  return views;
}

export function readAccessPoints(client: ControllerClient): Promise<AccessPointView[]> {
  return collect(allOf(client, 'accessPoints.list'));
}

export function readAutomations(client: ControllerClient): Promise<AccessPointView[]> {
  return collect(allOf(client, 'automations.list'));
}

/** One access point by its uuid (`GET /access_points/{uuid}` answers a list of one). */
export async function readAccessPoint(
  client: ControllerClient,
  uuid: string,
): Promise<AccessPointView | undefined> {
  const answer = await client.api.accessPoints.get({ params: { uuid } });
  const row = answer.data[0];
  return row ? accessPointView(row) : undefined;
}

/**
 * The controller's own uuid, which a new access point names (spec 2.2 `controller_uuid`): the
 * description has no read of it, so it is taken from the access points and automations the
 * controller holds already (they all name it).
 */
export function controllerUuidOf(records: readonly AccessPointView[]): string | undefined {
  return records.find((r) => r.controllerUuid)?.controllerUuid;
}

/** The access point a flow was started on; `access_point_gone` when it is not there any more. */
export async function requireAccessPoint(
  client: ControllerClient,
  label: string,
  uuid: string,
): Promise<AccessPointView> {
  const point = await readAccessPoint(client, uuid);
  if (point) return point;
  throw new AppFailure({
    code: 'access_point_gone',
    message: ACCESS_POINTS_WORDS.hasNoAccessPoint(label, uuid),
  });
}
