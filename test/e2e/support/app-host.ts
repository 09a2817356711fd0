/**
 * The browser host exactly as `npm run web` wires it (host/container.ts), serving the built
 * renderer on 127.0.0.1 with a fresh token, for one test file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHostContainer, type HostContainer } from '../../../src/host/container';
import { startHost, type RunningHost } from '../../../src/host/server';

export const ROOT = join(import.meta.dirname, '..', '..', '..');
export const RENDERER_DIR = join(ROOT, 'out', 'renderer');
export const PACKAGE_VERSION = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

export interface AppHost {
  host: RunningHost;
  container: HostContainer;
  /** Problems the host logged; a test fails on any it did not expect. */
  logged: string[];
  close(): Promise<void>;
}

export async function startAppHost(): Promise<AppHost> {
  const logged: string[] = [];
  const container = createHostContainer({
    version: PACKAGE_VERSION,
    platform: process.platform,
    log: (message) => logged.push(message),
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
    logged,
    async close() {
      container.dispose();
      await host.close();
    },
  };
}
