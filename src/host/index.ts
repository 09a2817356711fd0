/**
 * `npm run web` (and `npm start` without the Electron binary): starts the browser host on
 * 127.0.0.1, prints the URL with its token and opens a browser where one is available. Runs until
 * Ctrl+C. Usage: `host.js [--port N] [--no-open] [--new-token]`. The token is kept in the app data
 * folder (host-token.ts), so the URL, and a tab left open, work again after a restart;
 * `--new-token` makes a new one. Built into out/main/host.js with the rest of the app;
 * scripts/web.mjs rebuilds first when the build is missing or older than the sources.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { appDataDir } from '../core/app-paths';
import { createHostContainer } from './container';
import { hostToken } from './host-token';
import { openInBrowser } from './open-browser';
import { startHost, type RunningHost } from './server';

/**
 * A fixed default port keeps the page's origin, and with it the saved language and theme, the
 * same from one launch to the next; when it is taken the host takes any free port.
 */
export const DEFAULT_PORT = 47631;

/** The repository root, whether this runs as src/host/index.ts or as the built out/main/host.js. */
const root = join(import.meta.dirname, '..', '..');
const rendererDir = join(root, 'out', 'renderer');

function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    version?: unknown;
  };
  return typeof manifest.version === 'string' ? manifest.version : '0.0.0';
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'no-open': { type: 'boolean', default: false },
      'new-token': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Turnkey: --port must be 0 to 65535, not "${values.port}".`);
    return 2;
  }
  if (!existsSync(join(rendererDir, 'index.html'))) {
    console.error('Turnkey: the app is not built yet. Run `npm run web`, which builds it first.');
    return 1;
  }

  const log = (message: string, error?: unknown) =>
    console.error(`Turnkey: ${message}`, ...(error === undefined ? [] : [error]));
  const dataDir = appDataDir();
  const { token } = await hostToken(dataDir, { rotate: values['new-token'] });
  const container = createHostContainer({
    version: packageVersion(),
    platform: process.platform,
    log,
    dataDir,
  });
  const options = { rendererDir, dispatch: container.dispatch, clients: container.clients, token };
  let host: RunningHost;
  try {
    host = await startHost({ ...options, port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || values.port !== undefined)
      throw error;
    host = await startHost({ ...options, port: 0 });
  }

  // While the browser starts: the site's answer is then ready when the page asks.
  void container.services
    .prepare()
    .catch((error: unknown) => log('reading the site failed', error));
  console.log('Turnkey is running in your browser at:\n');
  console.log(`  ${host.url}\n`);
  const opened = !values['no-open'] && openInBrowser(host.url);
  console.log(
    opened ? 'Opening it in your browser.' : 'Open that address in a browser on this computer.',
  );
  console.log('Keep this terminal open while you work; press Ctrl+C to stop Turnkey.');

  // Listeners stay installed while closing: one Ctrl+C can arrive twice (from the terminal and
  // passed on by scripts/web.mjs), and the second must not kill the host half-way through.
  await new Promise<void>((resolve) => {
    process.on('SIGINT', () => resolve());
    process.on('SIGTERM', () => resolve());
  });
  await container.dispose().catch((error: unknown) => log('shutting down failed', error));
  await host.close();
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(
      'Turnkey: the browser host could not start:',
      error instanceof Error ? error.message : error,
    );
    process.exitCode = 1;
  },
);
