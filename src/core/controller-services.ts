/**
 * Wires the controller services for one shell (the CLI here; main and the browser host do the
 * same in their containers): the known-controllers store in the app data folder, trust on first
 * use over it, the keychain vault, and clients for trusted controllers. No globals: every piece
 * takes what it needs as arguments, so tests pass their own folder and keychain service name.
 */
import { appDataDir } from './app-paths';
import type { ControllerClientOptions } from './client/controller-client';
import { Connections } from './connection/connections';
import { ControllerConnection } from './connection/controller-connection';
import type { ControllerAddress } from './client/controller-address';
import type { Credentials } from './client/session';
import { ControllerTrust } from './trust/controller-trust';
import { pinMarks, type PinMarks } from './state/pin-marks';
import type { KnownController } from './trust/known-controller.schema';
import { KnownControllersStore } from './trust/known-controllers.store';
import type { CredentialVault } from './vault/credential-vault';
import { KEYCHAIN_SERVICE, openVault } from './vault/keychain-vault';

export interface ControllerServices {
  dataDir: string;
  store: KnownControllersStore;
  trust: ControllerTrust;
  vault: CredentialVault;
}

export interface ServicesOptions {
  /** Defaults to the app data folder (TURNKEY_DATA_DIR or the platform's). */
  dataDir?: string;
  /** Keychain service name (default "Turnkey"). */
  keychainService?: string;
}

export async function createControllerServices(
  options: ServicesOptions = {},
): Promise<ControllerServices> {
  const dataDir = options.dataDir ?? appDataDir();
  const store = new KnownControllersStore(dataDir);
  return {
    dataDir,
    store,
    trust: new ControllerTrust(store),
    vault: await openVault(options.keychainService ?? KEYCHAIN_SERVICE),
  };
}

export type ClientOptions = Omit<ControllerClientOptions, 'address' | 'fingerprint256'>;

/**
 * The connection to the trusted controller at `address` (unknown_certificate when it is not),
 * the same kind the app and the wizards use (core/connection); its client changes when it logs
 * in, so read `connection.client` after logging in.
 */
export async function connectController(
  services: ControllerServices,
  address: ControllerAddress,
  options: ClientOptions = {},
): Promise<{ connection: ControllerConnection; controller: KnownController; marks: PinMarks }> {
  const controller = await services.trust.resolve(address);
  // Its logins and account changes mark the factory password on its pin (core/state).
  const marks = pinMarks(services.store, controller.fingerprint256, address);
  const connection = new ControllerConnection(controller.fingerprint256, address, {
    client: options,
    observe: marks.observe,
  });
  return { connection, controller, marks };
}

/**
 * The shell's connections, one per controller, logging in again by themselves with the
 * keychain's password for the controller's remembered login (both shells and the CLI use it).
 */
export function controllerConnections(services: () => Promise<ControllerServices>): Connections {
  return new Connections({
    savedCredentials: async (fingerprint) => {
      const all = await services();
      const known = await all.store.get(fingerprint);
      return known ? rememberedCredentials(all, known) : undefined;
    },
  });
}

/** The remembered login of a controller and its password from the vault, if both exist. */
export async function rememberedCredentials(
  services: ControllerServices,
  controller: KnownController,
  login: string | undefined = controller.login,
): Promise<Credentials | undefined> {
  if (!login) return undefined;
  const password = await services.vault.read(controller.fingerprint256, login);
  return password === undefined ? undefined : { login, password };
}

/**
 * Saves a password in the vault and, when the vault outlives this process, the login name beside
 * the pin (never the password) so later sessions know whose password to read.
 */
export async function rememberCredentials(
  services: ControllerServices,
  controller: KnownController,
  credentials: Credentials,
): Promise<void> {
  await services.vault.save(controller.fingerprint256, credentials.login, credentials.password);
  if (services.vault.status.persistent) {
    await services.store.update(controller.fingerprint256, { login: credentials.login });
  }
}

/**
 * Forgets a controller's saved password: the keychain item of its remembered login and the login
 * beside its pin. True when the keychain held one.
 */
export async function forgetPassword(
  services: ControllerServices,
  controller: KnownController,
): Promise<boolean> {
  if (!controller.login) return false;
  const removed = await services.vault.remove(controller.fingerprint256, controller.login);
  if (await services.store.get(controller.fingerprint256)) {
    await services.store.update(controller.fingerprint256, { login: undefined });
  }
  return removed;
}

/** Forgets a controller altogether: its saved password, then its certificate pin. */
export async function forgetController(
  services: ControllerServices,
  controller: KnownController,
): Promise<{ keychain: boolean; pin: boolean }> {
  const keychain = await forgetPassword(services, controller);
  const pin = await services.store.forget(controller.fingerprint256);
  return { keychain, pin };
}

/**
 * Pins the certificate the user compared (ControllerTrust.accept). When it replaces another
 * controller's pin at that address, the replaced controller's saved password goes too: it was
 * kept for a certificate this address no longer presents (D14).
 */
export async function acceptCertificate(
  services: ControllerServices,
  address: ControllerAddress,
  fingerprint: string,
): Promise<KnownController> {
  const pinnedHere = await services.store.findByAddress(address);
  const record = await services.trust.accept(address, fingerprint);
  if (pinnedHere && pinnedHere.fingerprint256 !== record.fingerprint256) {
    await forgetPassword(services, pinnedHere);
  }
  return record;
}
