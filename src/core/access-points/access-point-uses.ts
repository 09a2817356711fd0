/**
 * What uses an access point, said before it is deleted: the access profiles that list it (spec
 * 2.2 `access_points`), and the automations that name it. An automation has the access point's
 * shape (spec 2.2) and no field the description gives for the link, so any field of it holding
 * the access point's uuid counts.
 */
import type { ControllerClient } from '../client/controller-client';
import { allOf } from '../client/read-all';

export interface AccessPointUses {
  profiles: string[];
  automations: string[];
}

function mentions(value: unknown, uuid: string): boolean {
  if (value === uuid) return true;
  if (Array.isArray(value)) return value.some((v) => mentions(v, uuid));
  if (value && typeof value === 'object')
    return Object.values(value).some((v) => mentions(v, uuid));
  return false;
}

function nameOf(row: { name?: unknown; uuid?: unknown }): string {
  if (typeof row.name === 'string') return row.name;
  return typeof row.uuid === 'string' ? row.uuid : '?';
}

export async function accessPointUses(
  client: ControllerClient,
  uuid: string,
): Promise<AccessPointUses> {
  const uses: AccessPointUses = { profiles: [], automations: [] };
  for await (const profile of allOf(client, 'accessProfiles.list')) {
    if (Array.isArray(profile.access_points) && profile.access_points.includes(uuid)) {
      uses.profiles.push(nameOf(profile));
    }
  }
  for await (const automation of allOf(client, 'automations.list')) {
    const { uuid: own, ...fields } = automation;
    if (own !== uuid && mentions(fields, uuid)) uses.automations.push(nameOf(automation));
  }
  return uses;
}
