/**
 * Records of the member verification tests, written to a controller through its client as a user
 * (or a sync) would: a uuid by number, a list record's uuid by name, a person.
 */
import type { ControllerClient } from '../../../src/core/client/controller-client';
import { allOf } from '../../../src/core/client/read-all';

/** The n-th test uuid: a valid version 4 uuid with the number in its last group. */
export const U = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The uuid of the schedule or access profile named `name` on this controller. */
export async function uuidOf(
  client: ControllerClient,
  id: 'schedules.list' | 'accessProfiles.list',
  name: string,
): Promise<string> {
  for await (const row of allOf(client, id, {}))
    if ((row as { name?: string }).name === name) return (row as { uuid: string }).uuid;
  throw new Error(`no ${name}`);
}

/** Ivan Petrov, a guard, with `extra` fields. */
export async function person(
  client: ControllerClient,
  uuid: string,
  extra: Record<string, unknown> = {},
) {
  await client.call('staff.create', {
    body: { uuid, surname: 'Petrov', name: 'Ivan', dolzhnost: 'Guard', ...extra },
  });
}
