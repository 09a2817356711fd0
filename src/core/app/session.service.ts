/**
 * Sessions with controllers for the screens (spec 5, D1, D3), over the shell's one connection per
 * controller (core/connection): the password arrives once from the login dialog, goes to the
 * controller client, and, when the user asks, to the OS keychain (core/vault); a saved password
 * is read there when the page asks to log in with it; it never goes to the page, which knows controllers by id only (architecture,
 * conventions 3). Login is refused before anything is sent to a controller whose certificate is
 * not the pinned one (D14). After login, core detects what the controller offers (D11, D12).
 */
import type { ChannelInput, ChannelOutput } from '../../shared/ipc/channels';
import type { Capabilities as IpcCapabilities } from '../../shared/ipc/session.schema';
import type { SessionUser as IpcSessionUser } from '../../shared/ipc/session.schema';
import { appFailureData } from '../../shared/errors/app-failures';
import type { ErrorData } from '../../shared/errors/error-data';
import { AppFailure } from '../../shared/errors/error-data';
import type { Capabilities } from '../client/capabilities';
import { ClientError } from '../client/client-error';
import { formatAddress, sameAddress, type ControllerAddress } from '../client/controller-address';
import type { ControllerClient } from '../client/controller-client';
import type { Credentials } from '../client/session';
import type { Connections } from '../connection/connections';
import {
  forgetController,
  forgetPassword,
  rememberCredentials,
  rememberedCredentials,
  type ControllerServices,
} from '../controller-services';
import type { KnownController } from '../trust/known-controller.schema';
import { unknownCertificate } from '../trust/controller-trust';
import { normalizeFingerprint } from '../trust/fingerprint';
import type { ControllerRegistry } from './controller-registry';

type LoginInput = ChannelInput<'session:login'>;
type LoginOutput = ChannelOutput<'session:login'>;

/** The part of core's capabilities the page sees (the session schema is strict). */
export function capabilitiesForPage(found: Capabilities): IpcCapabilities {
  return { apiVersion: found.apiVersion, areas: found.areas, staffFieldSet: found.staffFieldSet };
}

function userOf(client: ControllerClient): IpcSessionUser {
  const user = client.session.user;
  if (!user) throw new ClientError('unauthorized', { reason: 'not logged in' });
  return {
    user: { login: user.login, role: user.role as IpcSessionUser['user']['role'] },
    ...(user.expiresAt === undefined ? {} : { expiresAt: new Date(user.expiresAt).toISOString() }),
  };
}

/** The page names controllers by fingerprint (D14): anything else is no controller of ours. */
function fingerprintOf(controllerId: string): string {
  const fingerprint = normalizeFingerprint(controllerId);
  if (!fingerprint) throw new AppFailure(appFailureData('unknown_controller', { controllerId }));
  return fingerprint;
}

export class AppSessions {
  constructor(
    private readonly services: () => Promise<ControllerServices>,
    private readonly registry: ControllerRegistry,
    private readonly connections: Connections,
  ) {}

  /**
   * Logs in with the password typed, or with the keychain's (`useSaved`: the page never sees
   * it). A session already open goes on until the new login has succeeded.
   */
  async login(input: LoginInput): Promise<LoginOutput> {
    const services = await this.services();
    const { known, address } = await this.target(services, input.controllerId);
    const useSaved = input.useSaved === true;
    const password = useSaved
      ? (await rememberedCredentials(services, known, input.login))?.password
      : input.password;
    if (password === undefined) {
      throw new AppFailure(
        appFailureData('no_saved_password', {
          controllerId: input.controllerId,
          login: input.login,
        }),
      );
    }
    const connection = this.connections.open(known.fingerprint256, address);
    let capabilities: Capabilities;
    try {
      await connection.login({ login: input.login, password });
      capabilities = await connection.client.capabilities();
    } catch (error) {
      if (ClientError.is(error, 'unauthorized')) {
        const said = error.details.reason;
        throw new AppFailure(
          appFailureData('login_refused', { login: input.login, ...(said ? { said } : {}) }),
        );
      }
      throw error;
    }
    if (!known.address || !sameAddress(known.address, address)) {
      // Logged in to where it was seen last: a verified move, which the trust store (and the
      // open site) follow through the connection (connection/address-follower.ts).
      await connection.moved(address);
    }
    const kept =
      input.remember && !useSaved
        ? await this.remember(services, known, { login: input.login, password })
        : { remembered: useSaved };
    return {
      controllerId: input.controllerId,
      ...userOf(connection.client),
      capabilities: capabilitiesForPage(capabilities),
      ...kept,
    };
  }

  logout(controllerId: string): { controllerId: string; loggedOut: boolean } {
    const connection = this.connections.get(controllerId);
    const loggedIn = connection?.loggedIn ?? false;
    connection?.logout();
    return { controllerId, loggedOut: loggedIn };
  }

  /** Whether the keychain keeps a password for this controller's remembered login. */
  async saved(controllerId: string): Promise<{ login?: string; saved: boolean }> {
    const services = await this.services();
    const known = await services.store.get(fingerprintOf(controllerId));
    if (!known?.login) return { saved: false };
    const credentials = await rememberedCredentials(services, known);
    return { login: known.login, saved: credentials !== undefined };
  }

  /** Forgets the saved password, or the whole controller (its pin too; it is logged out). */
  async forget(
    controllerId: string,
    what: 'password' | 'controller',
  ): Promise<{ controllerId: string; keychain: boolean; pin: boolean }> {
    const services = await this.services();
    const known = await services.store.get(fingerprintOf(controllerId));
    if (!known) return { controllerId, keychain: false, pin: false };
    if (what === 'password') {
      return { controllerId, keychain: await forgetPassword(services, known), pin: false };
    }
    this.connections.close(known.fingerprint256);
    return { controllerId, ...(await forgetController(services, known)) };
  }

  /** The logged-in client of a controller (controller searches, the controller view). */
  clientFor(controllerId: string): ControllerClient {
    const connection = this.connections.get(controllerId);
    if (!connection?.client.session.loggedIn) {
      throw new AppFailure(appFailureData('not_logged_in', { controllerId }));
    }
    return connection.client;
  }

  /** The session as the controller view shows it, or undefined when not logged in. */
  async sessionView(
    controllerId: string,
  ): Promise<(IpcSessionUser & { capabilities: IpcCapabilities }) | undefined> {
    const connection = this.connections.get(controllerId);
    if (!connection?.client.session.loggedIn) return undefined;
    const client = connection.client;
    return { ...userOf(client), capabilities: capabilitiesForPage(await client.capabilities()) };
  }

  /** Logs out of everything (the window or the host is closing). */
  closeAll(): void {
    this.connections.closeAll();
  }

  /**
   * The pinned identity and the address to log in at. A certificate never trusted is
   * `unknown_certificate`; one seen where another is pinned is `tls_pin_mismatch` (D14): in
   * both cases nothing is sent, least of all the password.
   */
  private async target(
    services: ControllerServices,
    controllerId: string,
  ): Promise<{ known: KnownController; address: ControllerAddress }> {
    const seen = this.registry.get(controllerId);
    if (!seen && !normalizeFingerprint(controllerId)) {
      throw new AppFailure(appFailureData('unknown_controller', { controllerId }));
    }
    const known = await services.store.get(controllerId);
    if (!known) {
      if (!seen) throw new AppFailure(appFailureData('unknown_controller', { controllerId }));
      const pinnedHere = await services.store.findByAddress(seen.address);
      if (pinnedHere) {
        throw new ClientError('tls_pin_mismatch', {
          address: formatAddress(seen.address),
          expected: pinnedHere.fingerprint256,
          actual: controllerId,
        });
      }
      throw unknownCertificate({ ...seen.certificate, address: seen.address });
    }
    const address = seen?.address ?? known.address;
    if (!address) throw new AppFailure(appFailureData('unknown_controller', { controllerId }));
    return { known, address };
  }

  /** Keeps the password in the OS keychain only: with none, says why and keeps nothing. */
  private async remember(
    services: ControllerServices,
    known: KnownController,
    credentials: Credentials,
  ): Promise<{ remembered: boolean; keychainProblem?: ErrorData }> {
    const { vault } = services;
    if (!vault.status.persistent) {
      return {
        remembered: false,
        ...(vault.status.problem ? { keychainProblem: vault.status.problem } : {}),
      };
    }
    try {
      await rememberCredentials(services, known, credentials);
      return { remembered: true };
    } catch (error) {
      if (ClientError.is(error, 'keychain_unavailable')) {
        return { remembered: false, keychainProblem: error.toData() };
      }
      throw error;
    }
  }
}
