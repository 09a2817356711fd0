/**
 * Who may call what (decision D2, role table in docs/decisions.md). `admin` may do everything.
 * `operator` may do everything except manage authentication users and change the system settings
 * (network, VPN and share VPN, migration, date and time); it may read those settings. `viewer` may
 * only read, and neither reads the list of authentication users. Every role may read its own
 * account, so a client can show who is logged in. The simulator refuses by it (403 E) and the app
 * shows by it which actions a login may take, so both read this one table.
 */
import type { AreaId } from './areas';
import type { Endpoint } from './endpoint';
import type { Role } from './schemas/people.schema';

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
  return refusalOf(role, call) === undefined;
}

/** Why D2 refuses a role this call, or undefined when it may make it. */
export type RoleRefusal = 'viewer_reads_only' | 'admin_only';

export function refusalOf(role: Role, call: CallSubject): RoleRefusal | undefined {
  if (role === 'admin') return undefined;
  const { endpoint } = call;
  if (endpoint.area === 'auth_users') {
    return endpoint.id === 'authUsers.get' && call.params.login === call.login
      ? undefined
      : 'admin_only';
  }
  if (endpoint.method === 'GET') return undefined;
  if (role === 'viewer') return 'viewer_reads_only';
  return ADMIN_WRITE_AREAS.has(endpoint.area) ? 'admin_only' : undefined;
}

/** The refusal in words, for a disabled action's reason (screens guide: say why). */
export const ROLE_REFUSAL_TEXT: Record<RoleRefusal, { en: string; ru: string }> = {
  viewer_reads_only: {
    en: 'This login is a viewer: it may only read.',
    ru: 'Эта учётная запись — наблюдатель: ей можно только читать.',
  },
  admin_only: {
    en: 'Only an administrator may do this.',
    ru: 'Это может только администратор.',
  },
};
