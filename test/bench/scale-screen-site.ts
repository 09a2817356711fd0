/**
 * A synthetic site for test/bench/scale-screen.ts run alone: `count` controllers written through
 * the site's own API (core/site), named like the demo fleet (TKDEMO01, TKDEMO02, ...) at loopback
 * addresses where nothing listens, so the app sees every one of them not answering. Their records
 * vary as a worked site's do: three firmware eras, DHCP or static, a login remembered on some,
 * the factory password seen working on some, changed on others, and a last action on most.
 */
import { performance } from 'node:perf_hooks';
import { API_VERSIONS } from '../../src/shared/api/areas';
import type { ControllerSighting } from '../../src/core/site/site';
import { SiteStore } from '../../src/core/site/site-store';

/** A fingerprint of 32 upper-case hex pairs, different for each n. */
function fingerprint(n: number): string {
  const bytes = Array.from({ length: 32 }, (_, i) =>
    i < 4 ? (n >> (8 * i)) & 255 : (n * 31 + i * 7) % 256,
  );
  return bytes.map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');
}

function sighting(index: number, now: Date): ControllerSighting {
  const id = fingerprint(index + 1);
  const at = new Date(now.getTime() - index * 60_000).toISOString();
  return {
    id,
    fingerprint256: id,
    // 127.0.1.x: loopback, away from the demo fleet's 127.0.0.11 onwards; port 9 is never served.
    address: { host: `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`, port: 9 },
    serial: `TKDEMO${String(index + 1).padStart(2, '0')}`,
    model: index % 3 === 0 ? 'TK-200' : 'TK-100',
    firmware: API_VERSIONS[index % API_VERSIONS.length],
    addressing: index % 4 === 0 ? 'static' : 'dhcp',
    ...(index % 2 === 0 ? { login: 'admin' } : {}),
    ...(index % 5 === 0 ? { factoryPassword: true, factoryPasswordAt: at } : {}),
    ...(index % 5 === 1 ? { factoryPassword: false, factoryPasswordAt: at } : {}),
    ...(index % 7 === 6
      ? {}
      : {
          lastAction: {
            action: index % 3 === 0 ? 'network.changed' : 'password.changed',
            at,
            outcome: index % 11 === 0 ? ('failed' as const) : ('succeeded' as const),
          },
        }),
  };
}

/** Writes the site (made the current one) into the app data folder; answers the ms it took. */
export async function writeSyntheticSite(dataDir: string, count: number): Promise<number> {
  const started = performance.now();
  const sites = new SiteStore(dataDir, { shell: 'cli', user: 'bench' });
  const site = await sites.create('Scale site, 1000 controllers');
  const now = new Date();
  for (let index = 0; index < count; index++) await site.upsertController(sighting(index, now));
  return performance.now() - started;
}
