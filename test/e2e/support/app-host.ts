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
import { createHostContainer, type HostContainer } from '../../../src/host/container';
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
  const logged: string[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'turnkey-e2e-data-'));
  const service = `Turnkey-e2e-${process.pid}-${Date.now()}`;
  let vault: Promise<CredentialVault> | undefined;
  const vaultOnce = () => (vault ??= openVault(service));
  const container = createHostContainer({
    version: PACKAGE_VERSION,
    platform: process.platform,
    log: (message) => logged.push(message),
    dataDir,
    openVault: vaultOnce,
    demo: { first: options.demoFirst ?? demoFirst() },
    interfaces: () => Promise.resolve(LOOPBACK_ONLY),
  });
  const host = await startHost({
    rendererDir: RENDERER_DIR,
    dispatch: container.dispatch,
    clients: container.clients,
    port: 0,
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
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
