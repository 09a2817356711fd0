/**
 * The browser host as `npm run web` wires it, over an app data folder and a keychain service the
 * test keeps, so it can be stopped and started again over them (a restart): its token from the
 * data folder (host/host-token.ts), on the port given (0: any free one).
 */
import type { LaptopInterfaces } from '../../../src/core/discovery/interfaces';
import type { CredentialVault } from '../../../src/core/vault/credential-vault';
import { openVault } from '../../../src/core/vault/keychain-vault';
import { createHostContainer, type HostContainer } from '../../../src/host/container';
import { hostToken } from '../../../src/host/host-token';
import { startHost, type RunningHost } from '../../../src/host/server';
import { demoFirst, LOOPBACK_ONLY, PACKAGE_VERSION, RENDERER_DIR, type AppHost } from './app-host';

export interface HostOverData extends AppHost {
  host: RunningHost;
  container: HostContainer;
}

export async function startHostOver(
  dataDir: string,
  keychainService: string,
  port = 0,
  interfaces: LaptopInterfaces = LOOPBACK_ONLY,
): Promise<HostOverData> {
  const logged: string[] = [];
  let vault: Promise<CredentialVault> | undefined;
  const vaultOnce = () => (vault ??= openVault(keychainService));
  const container = createHostContainer({
    version: PACKAGE_VERSION,
    platform: process.platform,
    log: (message) => logged.push(message),
    dataDir,
    openVault: vaultOnce,
    demo: { first: demoFirst(), mdns: false },
    interfaces: () => Promise.resolve(interfaces),
  });
  const { token } = await hostToken(dataDir);
  const host = await startHost({
    rendererDir: RENDERER_DIR,
    dispatch: container.dispatch,
    clients: container.clients,
    port,
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
