/**
 * A test passage (spec 4.10 `POST /device_management/send_pass_event`): a person sent through an
 * access point in a direction, and the access event the controller recorded for it read back
 * (`GET /access_events/{uuid}`). Whether it was granted is read from the event's type (the
 * description shows no other field for it): `access_granted` and `free_pass` grant, an
 * `access_denied_*` type denies and its tail is the reason, titled from `GET /access_events/types`
 * when that reference gives titles.
 */
import type { ChannelInput, ChannelOutput } from '../../shared/ipc/channels';
import type { ControllerClient } from '../client/controller-client';

type TestPass = ChannelOutput<'accessPoints:testPass'>;

export function outcomeOf(type: string): TestPass['outcome'] {
  if (/denied|refused|rejected/i.test(type)) return 'denied';
  if (/granted|free_pass|allowed/i.test(type)) return 'granted';
  return 'unknown';
}

function titleOf(types: readonly unknown[], type: string): string | undefined {
  for (const entry of types) {
    if (!entry || typeof entry !== 'object') continue;
    const row = entry as Record<string, unknown>;
    const name = row['type'] ?? row['name'] ?? row['code'];
    const title = row['title'] ?? row['description'];
    if (name === type && typeof title === 'string') return title;
  }
  return undefined;
}

export async function testPassage(
  client: ControllerClient,
  input: Omit<ChannelInput<'accessPoints:testPass'>, 'controllerId'>,
): Promise<TestPass> {
  const sent = await client.api.deviceManagement.sendPassEvent({
    body: {
      access_point_uuid: input.accessPointUuid,
      user_uuid: input.userUuid,
      direction: input.direction,
    },
  });
  const uuid = sent.data.uuid;
  const event = (await client.api.accessEvents.get({ params: { uuid } })).data[0] as
    Record<string, unknown> | undefined;
  const type = typeof event?.['type'] === 'string' ? event['type'] : 'unknown';
  const outcome = outcomeOf(type);
  const types = await client.api.accessEvents.types().then(
    (answer) => answer.data,
    () => [],
  );
  const title = titleOf(types, type);
  const reason =
    title ??
    (outcome === 'denied' ? type.replace(/^access_denied_?/, '').replace(/_/g, ' ') : undefined);
  const at = event?.['timestamp'];
  return {
    eventUuid: uuid,
    outcome,
    type,
    ...(reason ? { reason } : {}),
    ...(typeof at === 'string' ? { at } : {}),
  };
}
