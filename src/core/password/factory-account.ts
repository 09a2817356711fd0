/**
 * The factory account: the login a controller leaves the factory with (`admin`/`admin` on the
 * controllers Turnkey knows, as the simulator's default admin). A controller that still accepts
 * it is open to anyone on its network, so the site marks it in red until its password is changed
 * (docs/decisions.md, "The factory password"). Checking sends the factory password, and only
 * ever to the pinned certificate (D14): never anything the engineer typed.
 */
import { ClientError } from '../client/client-error';
import type { ControllerAddress } from '../client/controller-address';
import { ControllerClient } from '../client/controller-client';
import { FACTORY_ACCOUNT } from './factory-credentials';

/**
 * Whether the controller accepts the factory account: true, false (refused, D1), or undefined
 * when it could not be told (unreachable, another failure).
 */
export async function acceptsFactoryAccount(
  fingerprint256: string,
  address: ControllerAddress,
  signal?: AbortSignal,
): Promise<boolean | undefined> {
  const client = new ControllerClient({ address, fingerprint256, retry: { maxAttempts: 1 } });
  try {
    await client.login({ ...FACTORY_ACCOUNT }, signal);
    return true;
  } catch (error) {
    return ClientError.is(error, 'unauthorized') ? false : undefined;
  } finally {
    client.logout();
    client.close();
  }
}
