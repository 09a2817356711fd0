/**
 * Authentication users (spec 4.1, 5): stored with a scrypt hash instead of the password, keyed by
 * login; an admin's current password is also kept for the VPN cluster (cluster-account.ts). The
 * last admin can be neither deleted nor demoted, so the controller never locks out.
 */
import { randomBytes } from 'node:crypto';
import type { Role } from '../../shared/api';
import { badRequest, conflict, notFound } from '../api-error';
import type { AuthUserRecord, SimStore } from '../records/collections';
import {
  clusterAccount,
  forgetSecret,
  secretOps,
  type AccountCredentials,
} from './cluster-account';
import { hashPassword, verifyPassword } from './password';
import type { TokenStore } from './tokens';
import { VerifiedLogins } from './verified-logins';

/** A user as the API shows it: never the password or its hash. */
export type AuthUserView = { login: string; role: Role };

export interface AuthUserInput {
  login: string;
  password: string;
  role: Role;
}

/** What `ensureAdmin` did at start. */
export type AdminBootstrap = 'created' | 'reset' | 'kept';

export class AuthUsers {
  private decoyHash: Promise<string> | undefined;
  /** Passwords proven at a login, so the next login with them skips scrypt (verified-logins.ts). */
  readonly verified = new VerifiedLogins();

  constructor(
    private readonly store: SimStore,
    private readonly tokens: TokenStore,
  ) {}

  static view(user: AuthUserRecord): AuthUserView {
    return { login: user.login, role: user.role };
  }

  list(): AuthUserView[] {
    return this.store.values('auth_users').map((u) => AuthUsers.view(u));
  }

  get(login: string): AuthUserRecord | undefined {
    return this.store.get('auth_users', login);
  }

  private admins(): number {
    return this.store.values('auth_users').filter((u) => u.role === 'admin').length;
  }

  async create(input: AuthUserInput): Promise<void> {
    if (this.store.has('auth_users', input.login)) {
      throw conflict(
        'login',
        `login: an authentication user ${JSON.stringify(input.login)} exists`,
      );
    }
    const record = {
      login: input.login,
      role: input.role,
      password_hash: await hashPassword(input.password),
    };
    // Checked again after the hash: another request may have taken the login meanwhile.
    if (this.store.has('auth_users', input.login)) {
      throw conflict(
        'login',
        `login: an authentication user ${JSON.stringify(input.login)} exists`,
      );
    }
    await this.store.commit([
      ['put', 'auth_users', input.login, record],
      ...secretOps(this.store, input.login, input.role, input.password),
    ]);
    // The hash was made from this very password: proven without deriving it again.
    this.verified.remember(input.login, input.password, record.password_hash);
  }

  async update(login: string, input: AuthUserInput): Promise<void> {
    const existing = this.get(login);
    if (!existing) throw notFound('authentication user', login);
    if (input.login !== login)
      throw badRequest('login', 'path', 'login: must equal the login in the path');
    if (existing.role === 'admin' && input.role !== 'admin' && this.admins() === 1) {
      throw conflict('role', 'role: the last admin cannot lose the admin role');
    }
    const record = { login, role: input.role, password_hash: await hashPassword(input.password) };
    this.verified.forget(login);
    await this.store.commit([
      ['put', 'auth_users', login, record],
      ...secretOps(this.store, login, input.role, input.password),
    ]);
    this.verified.remember(login, input.password, record.password_hash);
  }

  async remove(login: string): Promise<void> {
    const existing = this.get(login);
    if (!existing) throw notFound('authentication user', login);
    if (existing.role === 'admin' && this.admins() === 1)
      throw conflict('login', 'login: the last admin cannot be deleted');
    this.verified.forget(login);
    await this.store.commit([['delete', 'auth_users', login], ...forgetSecret(login)]);
    this.tokens.revokeUser(login);
  }

  /**
   * The user when `password` is right; spends the same time on an unknown login. A password
   * proven before against the same stored hash is not derived again (verified-logins.ts).
   */
  async authenticate(login: string, password: string): Promise<AuthUserRecord | undefined> {
    const user = this.get(login);
    if (!user) {
      this.decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
      await verifyPassword(password, await this.decoyHash);
      return undefined;
    }
    if (this.verified.knows(login, password, user.password_hash)) return user;
    if (!(await verifyPassword(password, user.password_hash))) return undefined;
    this.verified.remember(login, password, user.password_hash);
    return user;
  }

  /**
   * Makes sure an admin can log in at start: creates `admin` when there is no user at all, or,
   * with `reset`, sets that login's password and the admin role whatever exists.
   */
  async ensureAdmin(
    admin: { login: string; password: string },
    reset: boolean,
  ): Promise<AdminBootstrap> {
    const bootstrap = await this.bootstrapAdmin(admin, reset);
    this.rememberAdminSecrets();
    return bootstrap;
  }

  /**
   * An admin's current password is kept beside its hash, written in the same commits
   * (cluster-account.ts), so each such pair is proven already: the first login after a start
   * skips scrypt too (verified-logins.ts).
   */
  private rememberAdminSecrets(): void {
    for (const secret of this.store.values('admin_secrets')) {
      const user = this.get(secret.login);
      if (user?.role === 'admin')
        this.verified.remember(secret.login, secret.password, user.password_hash);
    }
  }

  private async bootstrapAdmin(
    admin: { login: string; password: string },
    reset: boolean,
  ): Promise<AdminBootstrap> {
    const existing = this.get(admin.login);
    if (this.store.size('auth_users') > 0 && !reset) return 'kept';
    if (
      existing &&
      existing.role === 'admin' &&
      (await verifyPassword(admin.password, existing.password_hash))
    ) {
      // Proven right just now: the cluster may use it (a folder from before secrets were kept).
      if (!this.store.has('admin_secrets', admin.login))
        await this.store.commit(secretOps(this.store, admin.login, 'admin', admin.password));
      return 'kept';
    }
    const record = {
      login: admin.login,
      role: 'admin' as const,
      password_hash: await hashPassword(admin.password),
    };
    await this.store.commit([
      ['put', 'auth_users', admin.login, record],
      ...secretOps(this.store, admin.login, 'admin', admin.password),
    ]);
    return existing ? 'reset' : 'created';
  }

  /**
   * The admin account a VPN master signs in to its members with at this moment: `preferred`
   * (the start-up admin) with the password it holds now, else another admin (cluster-account.ts).
   */
  clusterCredentials(preferred: string): AccountCredentials | undefined {
    return clusterAccount(this.store, preferred);
  }
}
