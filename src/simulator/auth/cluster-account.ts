/**
 * The administrator account a VPN master signs in to its members with (spec 4.12;
 * docs/decisions.md, "Simulator part 2": a cluster shares its admin account). The master has to
 * send that password to each member, and a scrypt hash cannot be sent. So, as a real controller
 * holds the credentials of its cluster, the simulator keeps the plaintext of each admin's current
 * password in its data folder (collection `admin_secrets`), written in the same commit as the
 * hash so the two never disagree, and kept across restarts so a reboot does not fall back to the
 * factory password. Only admins: every other user's password stays a hash only.
 */
import type { Role } from '../../shared/api';
import type { Collections, SimStore } from '../records/collections';
import type { StoreOp } from '../store/store';

export interface AccountCredentials {
  login: string;
  password: string;
}

type Op = StoreOp<Collections>;

/** The ops that keep the secret of `login` in step with a new password and role. */
export function secretOps(store: SimStore, login: string, role: Role, password: string): Op[] {
  if (role !== 'admin') return forgetSecret(login);
  const order = Math.max(0, ...store.values('admin_secrets').map((s) => s.order)) + 1;
  return [['put', 'admin_secrets', login, { login, password, order }]];
}

/** The op that forgets the secret of `login` (deleted, or no longer an admin). */
export function forgetSecret(login: string): Op[] {
  return [['delete', 'admin_secrets', login]];
}

/**
 * The admin account to sign in to members with now: `preferred` (the start-up admin) while it is
 * an admin whose password is known, else the admin whose password changed last. Undefined when
 * no admin's password is known (a data folder from before secrets were kept).
 */
export function clusterAccount(store: SimStore, preferred: string): AccountCredentials | undefined {
  const isAdmin = (login: string) => store.get('auth_users', login)?.role === 'admin';
  const own = store.get('admin_secrets', preferred);
  const secret =
    own && isAdmin(preferred)
      ? own
      : store
          .values('admin_secrets')
          .filter((s) => isAdmin(s.login))
          .sort((a, b) => b.order - a.order)[0];
  return secret && { login: secret.login, password: secret.password };
}
