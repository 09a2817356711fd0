/**
 * Builds what every handler of one controller receives (context.ts): its parts, its firmware era
 * (D11) and staff field set (D12), the address it listens on now, and its error log.
 */
import { randomUUID } from 'node:crypto';
import type { ApiVersion, StaffFieldSet } from '../shared/api';
import type { SimContext } from './context';

/** The error log keeps this many lines (GET /error_logger, spec 4.14). */
const ERROR_LOG_LINES = 1000;

export type ContextParts = Omit<SimContext, 'host' | 'era' | 'staffFields' | 'recordError'>;

export function createContext(
  parts: ContextParts,
  era: ApiVersion,
  staffFields: StaffFieldSet,
): SimContext {
  const { store, now, network } = parts;
  return {
    ...parts,
    get host() {
      return network.host;
    },
    era,
    staffFields,
    async recordError(line: string) {
      const overflow = store.size('error_log') - ERROR_LOG_LINES + 1;
      const stale = store
        .slice('error_log', 0, overflow)
        .map((e) => ['delete', 'error_log', e.uuid] as const);
      const entry = { uuid: randomUUID(), line: `${new Date(now()).toISOString()} ${line}` };
      await store
        .commit([...stale, ['put', 'error_log', entry.uuid, entry]])
        .catch(() => undefined);
    },
  };
}
