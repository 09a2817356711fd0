/**
 * What every route handler of one simulator instance sees: its store, its firmware era (D11), its
 * staff field set (D12), its identity, users and tokens. One object per instance, no globals, so
 * several simulators share a process (the fleet of part 2).
 */
import type { ApiVersion, StaffFieldSet } from '../shared/api';
import type { AuthUsers } from './auth/users';
import type { TokenStore } from './auth/tokens';
import type { IdentityRecord, SimStore } from './records/collections';

export interface SimContext {
  readonly store: SimStore;
  /** The description version this controller serves (D11). */
  readonly era: ApiVersion;
  /** The staff field set this controller accepts and answers in (D12). */
  readonly staffFields: StaffFieldSet;
  readonly identity: IdentityRecord;
  readonly users: AuthUsers;
  readonly tokens: TokenStore;
  /** The address the controller listens on. */
  readonly host: string;
  /** Milliseconds since the epoch. */
  now(): number;
  /** Appends a line to the controller's error log (GET /error_logger); never throws. */
  recordError(line: string): Promise<void>;
}
