/**
 * Cancel between records (docs/decisions.md, "Firmware-era transfer"): a cancelled transfer
 * ends as `cancelled`, the job's word for work stopped where stopping leaves nothing half done.
 */
import { ClientError } from '../client/client-error';

export function stopIfCancelled(signal: AbortSignal): void {
  if (signal.aborted) throw new ClientError('cancelled', {});
}
