/**
 * The master's VPN commands (spec 4.12, D9) sent so that a lost answer does no harm: starting a
 * sync that runs already, stopping one that stopped and removing a member that is gone change
 * nothing on the controller, so a reset, a time-out or a 500 is followed by another attempt
 * (the client retries only idempotent methods by itself, and these are POSTs).
 */
import { ClientError } from '../client/client-error';
import type { ControllerClient } from '../client/controller-client';
import { sleep } from '../client/retry';

const ATTEMPTS = 4;
const PAUSE_MS = 400;

function worthRetrying(error: unknown): boolean {
  return (
    ClientError.is(error, 'unreachable') ||
    ClientError.is(error, 'timeout') ||
    ClientError.is(error, 'server_fault')
  );
}

async function again<T>(send: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= ATTEMPTS || !worthRetrying(error) || signal?.aborted) throw error;
      await sleep(PAUSE_MS * attempt, signal);
    }
  }
}

export type SyncAction = 'start' | 'stop';

/** `POST /vpn/master/sync/{serial}/{action}`. */
export function syncCommand(
  client: ControllerClient,
  serial: string,
  action: SyncAction,
  signal?: AbortSignal,
): Promise<unknown> {
  return again(
    () => client.api.vpn.masterSync({ params: { serial, action }, body: { action } }, { signal }),
    signal,
  );
}

/** `POST /vpn/master/sync/stop`: every sync of this master. */
export function stopAllSyncs(client: ControllerClient, signal?: AbortSignal): Promise<unknown> {
  return again(
    () => client.api.vpn.masterSyncStop({ body: { action: 'stop' } }, { signal }),
    signal,
  );
}

/** `DELETE /vpn/{serial}`; a member already gone (404 on a later attempt) counts as removed. */
export async function removeMember(
  client: ControllerClient,
  serial: string,
  signal?: AbortSignal,
): Promise<void> {
  let tried = false;
  await again(async () => {
    try {
      await client.api.vpn.removeMember({ params: { serial } }, { signal });
    } catch (error) {
      if (tried && ClientError.is(error, 'not_found')) return;
      tried = true;
      throw error;
    }
  }, signal);
}

/** `POST /share_vpn`. Setting the same values twice is harmless. */
export function setSharing(
  client: ControllerClient,
  settings: { enabled: boolean; comment: string },
  signal?: AbortSignal,
): Promise<unknown> {
  return again(() => client.api.shareVpn.set({ body: settings }, { signal }), signal);
}
