/**
 * Who may call what (decision D2, role table in docs/decisions.md). `admin` may do everything.
 * `operator` may do everything except manage authentication users and change the system settings
 * (network, VPN and share VPN, migration, date and time); it may read those settings. `viewer` may
 * only read, and neither reads the list of authentication users. Every role may read its own
 * account, so a client can show who is logged in.
 */
import type { AreaId, Endpoint, Role } from '../../shared/api';

/** Areas whose writes are reserved to admins (D2). */
export const ADMIN_WRITE_AREAS: ReadonlySet<AreaId> = new Set<AreaId>([
  'network',
  'vpn',
  'share_vpn',
  'migration',
  'date_time',
]);

/** What the permission check needs to know about a call. */
export interface CallSubject {
  endpoint: Pick<Endpoint, 'id' | 'method' | 'area'>;
  params: Readonly<Record<string, string>>;
  /** The login of the caller. */
  login: string;
}

/** D2: true when `role` may make this call; a false answer becomes 403 E. */
export function mayCall(role: Role, call: CallSubject): boolean {
  if (role === 'admin') return true;
  const { endpoint } = call;
  if (endpoint.area === 'auth_users')
    return endpoint.id === 'authUsers.get' && call.params.login === call.login;
  if (role === 'viewer') return endpoint.method === 'GET';
  return endpoint.method === 'GET' || !ADMIN_WRITE_AREAS.has(endpoint.area);
}
