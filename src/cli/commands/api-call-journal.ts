/**
 * A change sent by `turnkey api call` to a controller of the open site goes the way the app's API
 * console sends it (docs/decisions.md, "Data screens: the resource channels"): under the
 * controller's lock, the record read before and after, and one entry in the site's journal. A
 * controller on no site is called as before: there is no journal to write to.
 */
import { join } from 'node:path';
import type { ControllerServices } from '../../core/controller-services';
import type { ControllerConnection } from '../../core/connection/controller-connection';
import { osUser } from '../../core/engine/os-user';
import { controllerLabel } from '../../core/engine/site-controller';
import { ControllerLocks } from '../../core/jobs/controller-locks';
import { writeResource, type ResourceWriteResult } from '../../core/resources/resource-write';
import { SiteStore } from '../../core/site/site-store';

export interface JournalledWrite {
  endpointId: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** The write done and journalled, or undefined when the controller is on no open site. */
export async function writeOnSite(
  services: ControllerServices,
  connection: ControllerConnection,
  fingerprint256: string,
  request: JournalledWrite,
): Promise<{ result: ResourceWriteResult; site: string } | undefined> {
  const sites = new SiteStore(services.dataDir, { shell: 'cli', user: osUser() });
  const site = await sites.current();
  const stored = await site?.controller(fingerprint256);
  if (!site || !stored) return undefined;
  const result = await writeResource(
    {
      controller: () => Promise.resolve({ stored, connection, label: controllerLabel(stored) }),
      locks: new ControllerLocks(join(services.dataDir, 'locks')),
      journal: (entry) => site.journal.append(entry),
    },
    fingerprint256,
    request,
  );
  return { result, site: (await site.info()).name };
}
