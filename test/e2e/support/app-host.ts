/**
 * The browser host exactly as `npm run web` wires it (host/container.ts), serving the built
 * renderer on 127.0.0.1 with a fresh token, for one test file. Its app data folder is a temporary
 * one, its keychain entries go under a service name of their own, the laptop it sees has only
 * loopback (so no test sweeps or asks mDNS beyond it), and its demo site listens on a port of its
 * own, clear of other tests.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LaptopInterfaces } from '../../../src/core/discovery/interfaces';
import type { CredentialVault } from '../../../src/core/vault/credential-vault';
import { openVault } from '../../../src/core/vault/keychain-vault';
import {
  createHostContainer,
  type HostContainer,
  type HostContainerInput,
} from '../../../src/host/container';
import { hostToken } from '../../../src/host/host-token';
import { startHost, type RunningHost } from '../../../src/host/server';

export const ROOT = join(import.meta.dirname, '..', '..', '..');
export const RENDERER_DIR = join(ROOT, 'out', 'renderer');
export const PACKAGE_VERSION = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

/** This computer as the tests see it: loopback only, whatever the machine has. */
export const LOOPBACK_ONLY: LaptopInterfaces = {
  interfaces: [
    {
      name: 'lo',
      address: '127.0.0.1',
      network: '127.0.0.0/8',
      internal: true,
      hosts: 16_777_214,
      skipped: 'loopback',
    },
  ],
  inactive: [],
};

/** The demo fleet's first controller: 127.0.0.11 as in the app, on a port of this run's own. */
export function demoFirst(): { host: string; port: number } {
  return { host: '127.0.0.11', port: 20_000 + Math.floor(Math.random() * 10_000) };
}

export interface AppHost {
  host: RunningHost;
  container: HostContainer;
  dataDir: string;
  /** The vault the host uses, for tests that check what it kept. */
  vault: () => Promise<CredentialVault>;
  /** Problems the host logged; a test fails on any it did not expect. */
  logged: string[];
  close(): Promise<void>;
}

export interface AppHostOptions {
  /** Where the demo fleet starts (default: demoFirst()). */
  demoFirst?: { host: string; port: number };
}

export async function startAppHost(options: AppHostOptions = {}): Promise<AppHost> {
  const dataDir = mkdtempSync(join(tmpdir(), 'turnkey-e2e-data-'));
  const service = `Turnkey-e2e-${process.pid}-${Date.now()}`;
  const started = await startHostOver(dataDir, service, {
    demo: { first: options.demoFirst ?? demoFirst() },
  });
  return {
    ...started,
    async close() {
      await started.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface HostOverOptions {
  /** The port to listen on (default 0: any free one). */
  port?: number;
  interfaces?: LaptopInterfaces;
  demo?: { first: { host: string; port: number }; mdns?: boolean };
  discoverySettings?: HostContainerInput['discoverySettings'];
}

/**
 * The browser host over an app data folder and a keychain service the test keeps, so it can be
 * stopped and started again over them (a restart): its token from the data folder
 * (host/host-token.ts), on the port given. The folder stays when it closes.
 */
export async function startHostOver(
  dataDir: string,
  keychainService: string,
  options: HostOverOptions = {},
): Promise<AppHost> {
  const logged: string[] = [];
  let vault: Promise<CredentialVault> | undefined;
  const vaultOnce = () => (vault ??= openVault(keychainService));
  const container = createHostContainer({
    version: PACKAGE_VERSION,
    platform: process.platform,
    log: (message) => logged.push(message),
    dataDir,
    openVault: vaultOnce,
    demo: options.demo ?? { first: demoFirst(), mdns: false },
    interfaces: () => Promise.resolve(options.interfaces ?? LOOPBACK_ONLY),
    ...(options.discoverySettings ? { discoverySettings: options.discoverySettings } : {}),
  });
  const { token } = await hostToken(dataDir);
  const host = await startHost({
    rendererDir: RENDERER_DIR,
    dispatch: container.dispatch,
    clients: container.clients,
    port: options.port ?? 0,
    token,
  });
  return {
    host,
    container,
    dataDir,
    vault: vaultOnce,
    logged,
    async close() {
      await container.dispose();
      await host.close();
    },
  };
}
