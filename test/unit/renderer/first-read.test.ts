import { beforeEach, describe, expect, it } from 'vitest';
import type { ChannelOutput } from '../../../src/shared/ipc/channels';
import {
  startFirstSiteRead,
  takeFirstSiteRead,
  type SiteAsker,
} from '../../../src/renderer/src/api/first-read';

/** A bridge that counts the reads asked and says site:changed when the test wants. */
function fakeBridge() {
  const listeners = new Set<() => void>();
  let reads = 0;
  const answer: ChannelOutput<'site:current'> = {};
  const asker: SiteAsker = {
    read: () => {
      reads += 1;
      return Promise.resolve(answer);
    },
    onChanged: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const changed = () => [...listeners].forEach((listener) => listener());
  return { asker, answer, changed, reads: () => reads, listening: () => listeners.size };
}

beforeEach(() => {
  takeFirstSiteRead();
});

describe("the page's first read of the open site", () => {
  it('is asked once however often started, and taken once', async () => {
    const bridge = fakeBridge();
    startFirstSiteRead(bridge.asker);
    startFirstSiteRead(bridge.asker);
    expect(bridge.reads()).toBe(1);
    const first = takeFirstSiteRead();
    expect(await first?.answer).toBe(bridge.answer);
    expect(takeFirstSiteRead()).toBeUndefined();
  });

  it('says a change said before it was taken, and stops listening once taken', () => {
    const bridge = fakeBridge();
    startFirstSiteRead(bridge.asker);
    expect(bridge.listening()).toBe(1);
    const quiet = takeFirstSiteRead();
    expect(quiet?.changedSince()).toBe(false);
    expect(bridge.listening()).toBe(0);

    startFirstSiteRead(bridge.asker);
    bridge.changed();
    expect(takeFirstSiteRead()?.changedSince()).toBe(true);
  });

  it('is nothing when none was started', () => {
    expect(takeFirstSiteRead()).toBeUndefined();
  });
});
