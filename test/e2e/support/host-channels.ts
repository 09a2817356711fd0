/**
 * The host's channels called straight from a test, through the same dispatcher (schemas checked
 * both ways) the page's WebSocket reaches. For setting a scene the screens are not under test in;
 * the screens' own journeys (commissioning.test.ts, network.test.ts) go through the page.
 */
import type { ChannelInput, ChannelName, ChannelOutput } from '../../../src/shared/ipc/channels';
import type { ControllerAddress } from '../../../src/shared/ipc/controller.schema';
import type { AppHost } from './app-host';

/** Calls `channel` on the host; its error's English words when it refuses. */
export async function callHost<C extends ChannelName>(
  app: AppHost,
  channel: C,
  input: ChannelInput<C>,
): Promise<ChannelOutput<C>> {
  const answer = await app.container.dispatch(channel, input);
  if (!answer.ok) throw new Error(`${channel}: ${answer.error.message.en}`);
  // The dispatcher checked the answer against the channel's output schema.
  return answer.value as ChannelOutput<C>;
}

/**
 * A site named `name` made current, holding the controllers at `addresses`: each certificate
 * pinned as read (trust on first use, D14) and each logged into as admin:admin, not remembered.
 * Answers the controllers' ids in the order given.
 */
export async function commissionThroughChannels(
  app: AppHost,
  name: string,
  addresses: readonly ControllerAddress[],
): Promise<string[]> {
  await callHost(app, 'site:create', { name });
  const ids: string[] = [];
  for (const address of addresses) {
    const probe = await callHost(app, 'trust:probe', { address });
    await callHost(app, 'trust:accept', {
      controllerId: probe.controllerId,
      fingerprint256: probe.certificate.fingerprint256,
    });
    ids.push(probe.controllerId);
  }
  await callHost(app, 'site:addControllers', { controllerIds: ids });
  await Promise.all(
    ids.map((controllerId) =>
      callHost(app, 'session:login', {
        controllerId,
        login: 'admin',
        password: 'admin',
        remember: false,
      }),
    ),
  );
  return ids;
}
