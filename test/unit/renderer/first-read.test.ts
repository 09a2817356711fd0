import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The bridge's calls as the test sees them: every call asked, and the site:changed listeners. */
const bridge = vi.hoisted(() => ({
  asked: [] as string[],
  listeners: new Set<(payload: unknown) => void>(),
  /** What site:current answers: a view named by the number of the read. */
  answer: (n: number) => ({ view: { site: { id: 's1', name: `read ${n}` }, controllers: [] } }),
}));

vi.mock('../../../src/renderer/src/api/call', () => ({
  call: (channel: string) => {
    bridge.asked.push(channel);
    const n = bridge.asked.filter((c) => c === 'site:current').length;
    return Promise.resolve(channel === 'site:list' ? { sites: [] } : bridge.answer(n));
  },
  subscribe: (_event: string, listener: (payload: unknown) => void) => {
    bridge.listeners.add(listener);
    return () => bridge.listeners.delete(listener);
  },
  errorData: () => ({ code: 'internal', message: { en: 'x', ru: 'x' } }),
}));

const { startFirstSiteRead, takeFirstSiteRead } =
  await import('../../../src/renderer/src/api/first-read');
const { useSitesStore } = await import('../../../src/renderer/src/stores/sites.store');

const changed = () => {
  for (const listener of [...bridge.listeners]) listener({ siteId: 's1', reason: 'controllers' });
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  bridge.asked.length = 0;
  bridge.listeners.clear();
  takeFirstSiteRead();
  setActivePinia(createPinia());
});

describe("the page's first read of the open site", () => {
  it('is asked once, taken once, and no longer listens once taken', () => {
    startFirstSiteRead();
    startFirstSiteRead();
    expect(bridge.asked).toEqual(['site:current']);
    const first = takeFirstSiteRead();
    expect(first).toBeDefined();
    expect(takeFirstSiteRead()).toBeUndefined();
    changed();
    expect(first?.changedSince()).toBe(false);
  });

  it("is the sites store's first read: the site is not asked for again", async () => {
    startFirstSiteRead();
    const sites = useSitesStore();
    await sites.load();
    await settle();
    expect(bridge.asked.filter((c) => c === 'site:current')).toHaveLength(1);
    expect(sites.view?.site.name).toBe('read 1');
  });

  it('a change said before the store listened is read again', async () => {
    startFirstSiteRead();
    changed();
    const sites = useSitesStore();
    await sites.load();
    await settle();
    expect(bridge.asked.filter((c) => c === 'site:current')).toHaveLength(2);
    expect(sites.view?.site.name).toBe('read 2');
  });

  it('without one, the store asks for the site itself', async () => {
    const sites = useSitesStore();
    await sites.load();
    expect(bridge.asked).toContain('site:current');
    expect(sites.view?.site.name).toBe('read 1');
  });
});
