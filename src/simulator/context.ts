/**
 * What every route handler of one simulator instance sees: its store, its firmware era (D11), its
 * staff field set (D12), its identity, users and tokens. One object per instance, no globals, so
 * several simulators share a process (the fleet of part 2).
 */
import type { ApiVersion, StaffFieldSet } from '../shared/api';
import type { AuthUsers } from './auth/users';
import type { TokenStore } from './auth/tokens';
import type { FaultInjector } from './faults/faults';
import type { MigrationJob } from './migration/migration-job';
import type { NetworkControl } from './network/controller-network';
import type { IdentityRecord, SimStore } from './records/collections';
import type { ControllerSearch } from './search/controller-search';
import type { VpnCluster } from './vpn/vpn-cluster';

export interface SimContext {
  readonly store: SimStore;
  /** The description version this controller serves (D11). */
  readonly era: ApiVersion;
  /** The staff field set this controller accepts and answers in (D12). */
  readonly staffFields: StaffFieldSet;
  readonly identity: IdentityRecord;
  readonly users: AuthUsers;
  readonly tokens: TokenStore;
  /** The address the controller listens on now (it moves with POST /network, D16). */
  readonly host: string;
  /** Its network settings and address (spec 4.12, D16). */
  readonly network: NetworkControl;
  /** Its controller search (spec 4.12). */
  readonly search: ControllerSearch;
  /** Its VPN cluster, as master and as member (spec 4.12, D9). */
  readonly cluster: VpnCluster;
  /** Faults injected into its API. */
  readonly faults: FaultInjector;
  /** Its migration job (spec 4.14, D17). */
  readonly migration: MigrationJob;
  /** The host clock, milliseconds since the epoch; the controller's own clock is clock/clock.ts. */
  now(): number;
  /** Appends a line to the controller's error log (GET /error_logger); never throws. */
  recordError(line: string): Promise<void>;
}
