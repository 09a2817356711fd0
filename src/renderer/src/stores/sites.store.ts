/**
 * The site the engineer works on, as the shell keeps it (site:list, site:current, site:create,
 * site:open, site:addControllers): its name, its controllers with their live state, and the
 * other sites of this computer. Read again after a reload, and whenever the shell says the site
 * changed, so the page holds nothing only it knows (architecture, "The commissioning engine").
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { ErrorData } from '../../../shared/errors/error-data';
import type { SiteSummary, SiteView } from '../../../shared/ipc/site.schema';
import { call, errorData, subscribe } from '../api/call';
import { takeFirstSiteRead } from '../api/first-read';
import { coalescedRead } from './coalesced-read';
import { latestAnswer } from './latest-answer';

export const useSitesStore = defineStore('sites', () => {
  // Replaced whole at every read, never changed inside: a big site's thousand controllers are not
  // made deeply reactive at each read, and rows read them without Vue's proxies.
  const view = shallowRef<SiteView | null>(null);
  const sites = ref<SiteSummary[]>([]);
  const loaded = ref(false);
  const busy = ref(false);
  const error = ref<ErrorData | null>(null);
  let stop: (() => void) | undefined;

  const controllers = computed(() => view.value?.controllers ?? []);

  /** Asks for the site; its answer is shown unless a later question's answer is already. */
  const ask = latestAnswer<SiteView | null>((next) => (view.value = next));

  async function run(channel: string, work: () => Promise<void>): Promise<boolean> {
    busy.value = true;
    error.value = null;
    try {
      await work();
      return true;
    } catch (thrown) {
      error.value = errorData(thrown, channel);
      return false;
    } finally {
      busy.value = false;
    }
  }

  /** The first read of `load`, while it runs: a change said meanwhile is read after it. */
  let loading: Promise<unknown> | undefined;

  /** The open site and the list of sites, and what changes them afterwards. */
  async function load(): Promise<void> {
    // Any change of the open site, by this page, another tab, a job or the CLI, is read again.
    stop ??= subscribe('site:changed', () => void refresh());
    // The page's entry asked for the site already (api/first-read.ts); a change said since then
    // and before the line above is read again.
    const first = takeFirstSiteRead();
    loading = run('site:current', async () => {
      const [, list] = await Promise.all([
        ask(async () => (await (first?.answer ?? call('site:current', {}))).view ?? null),
        call('site:list', {}),
      ]);
      sites.value = list.sites;
    });
    await loading;
    loaded.value = true;
    if (first?.changedSince()) void refresh();
  }

  /**
   * Reads the open site and the sites' counts again (a job ended, controllers were added), one
   * read at a time however many changes are said meanwhile (coalesced-read.ts), and not beside
   * the first read: a big site's answer is built once at a time, so the first comes sooner.
   */
  const refresh = coalescedRead(async () => {
    await loading;
    await readAgain();
  });

  async function readAgain(): Promise<void> {
    const [, list] = await Promise.all([
      ask(async () => {
        const current = await call('site:current', {}).catch(() => undefined);
        return current ? (current.view ?? null) : undefined;
      }),
      call('site:list', {}).catch(() => undefined),
    ]);
    if (list) sites.value = list.sites;
    // A call cut off by a lost link is old news once the site could be read again.
    if (list && error.value?.code === 'disconnected') error.value = null;
  }

  function create(name: string): Promise<boolean> {
    return run('site:create', async () => {
      await ask(() => call('site:create', { name }));
      sites.value = (await call('site:list', {})).sites;
    });
  }

  function open(siteId: string): Promise<boolean> {
    return run('site:open', async () => {
      await ask(() => call('site:open', { siteId }));
    });
  }

  function rename(name: string): Promise<boolean> {
    const current = view.value;
    if (!current) return Promise.resolve(false);
    return run('site:rename', async () => {
      await call('site:rename', { siteId: current.site.id, name });
      await refresh();
    });
  }

  /** Deletes the open site (its folder and journal); the name must be typed again. */
  function remove(confirmName: string): Promise<boolean> {
    const current = view.value;
    if (!current) return Promise.resolve(false);
    return run('site:delete', async () => {
      await call('site:delete', { siteId: current.site.id, confirmName });
      await ask(() => Promise.resolve(null));
      sites.value = (await call('site:list', {})).sites;
    });
  }

  function add(controllerIds: string[]): Promise<boolean> {
    return run('site:addControllers', async () => {
      await ask(() => call('site:addControllers', { controllerIds }));
      sites.value = (await call('site:list', {})).sites;
    });
  }

  return {
    view,
    sites,
    controllers,
    loaded,
    busy,
    error,
    load,
    refresh,
    create,
    open,
    rename,
    remove,
    add,
  };
});
