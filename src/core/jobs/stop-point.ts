/**
 * A place in a controller's work where stopping leaves nothing half done (between two writes,
 * each verified and journalled): "Stop now" ends the work there, as `cancelled`, rather than
 * abandoning a write in flight (docs/decisions.md, "Stopping a job").
 */
import { ClientError } from '../client/client-error';

export function stopPoint(signal: AbortSignal): void {
  if (signal.aborted) throw new ClientError('cancelled', {});
}
