/**
 * The channels of the commissioning engine: sites and their journal, jobs and flows
 * (shared/ipc/site.schema.ts, job.schema.ts, flow.schema.ts), over one Engine. The page names
 * controllers by id; which ones may join the site comes from what this shell has seen itself.
 */
import { appFailureData } from '../../shared/errors/app-failures';
import type { Handlers } from '../../shared/ipc/handlers';
import { AppFailure } from '../../shared/errors/error-data';
import type { SiteController } from '../../shared/ipc/site.schema';
import { refuseChangedCertificate } from './site-controller';
import { joinSite } from './site-joining';
import { flowHandlers } from '../flows/flow.handlers';
import type { Engine } from './engine';
import { siteView, type SiteViewDeps } from './site-view';
import type { SiteWatch } from '../state/site-watch';
import { ENGINE_WORDS } from './engine.words';

export interface EngineHandlersDeps extends SiteViewDeps {
  engine: Engine;
  /** Tells the pages that the open site's controllers (and journal) changed. */
  changed: (change: { siteId: string; reason: 'controllers' | 'journal' }) => void;
  /** What this shell saw of a controller (discovery, a trust probe), by id. */
  seen: (
    id: string,
  ) =>
    | Pick<SiteController, 'fingerprint256' | 'address' | 'serial' | 'model' | 'firmware'>
    | undefined;
  /** Asked to look at the site's controllers when a page reads the site (absent in tests). */
  watch?: Pick<SiteWatch, 'soon' | 'pageWaiting'>;
}

export function engineHandlers(deps: EngineHandlersDeps): Handlers {
  const { engine } = deps;
  const view = async () => siteView(await engine.requireSite(), deps);
  const flows = flowHandlers(engine.flows);
  const flowStart = flows['flow:start'] as NonNullable<Handlers['flow:start']>;
  const looked = <T>(answer: T): T => {
    deps.watch?.soon();
    return answer;
  };
  return {
    'site:list': async () => {
      const site = await engine.site();
      return { sites: await engine.sites.list(), ...(site ? { currentId: site.id } : {}) };
    },
    'site:create': async ({ name }) => siteView(await engine.create(name), deps),
    'site:open': async ({ siteId }) => {
      deps.watch?.pageWaiting();
      return looked(await siteView(await engine.open(siteId), deps));
    },
    'site:current': async () => {
      deps.watch?.pageWaiting();
      const site = await engine.site();
      return looked(site ? { view: await siteView(site, deps) } : {});
    },
    'site:rename': ({ siteId, name }) => engine.sites.rename(siteId, name),
    'site:delete': async ({ siteId, confirmName }) => {
      const deleted = await engine.sites.delete(siteId, confirmName);
      engine.closed(siteId);
      return { deleted };
    },
    'site:addControllers': async ({ controllerIds }) => {
      const site = await engine.requireSite();
      for (const id of controllerIds) {
        const seen = deps.seen(id);
        if (!seen) throw new AppFailure(appFailureData('unknown_controller', { controllerId: id }));
        const pin = (await deps.store.list()).find((p) => p.fingerprint256 === id);
        await joinSite(site, { sighting: { id, ...seen }, trusted: false }, pin);
      }
      deps.changed({ siteId: site.id, reason: 'controllers' });
      return view();
    },
    'site:removeController': async ({ controllerId }) => {
      const site = await engine.requireSite();
      const known = await site.controller(controllerId);
      if (await site.removeController(controllerId)) {
        await site.journal.append({
          action: 'controller.removed',
          controllerId,
          ...(known?.serial ? { controllerLabel: known.serial } : {}),
          outcome: 'info',
          summary: ENGINE_WORDS.removedSite,
        });
        deps.changed({ siteId: site.id, reason: 'controllers' });
      }
      return view();
    },
    'journal:list': async (query) => (await engine.requireSite()).journal.read(query),
    'job:list': async () => ({ jobs: await (await engine.jobs()).list() }),
    'job:attach': async ({ jobId }) => {
      const job = await (await engine.jobs()).get(jobId);
      if (!job) throw new AppFailure(appFailureData('job_not_found', { jobId }));
      return job;
    },
    'job:cancel': async ({ jobId, mode }) => ({
      cancelled: await (await engine.jobs()).stop(jobId, mode ?? 'now'),
    }),
    ...flows,
    // A wizard on a controller whose certificate changed is refused before its first step.
    'flow:start': async (input) => {
      const site = await engine.site();
      for (const id of input.controllerIds) {
        const stored = await site?.controller(id);
        if (stored) refuseChangedCertificate(stored);
      }
      return flowStart(input);
    },
  };
}
