import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  coalescedSiteChanges,
  type SiteChange,
} from '../../../src/core/app/coalesced-site-changes';

describe('site:changed events gathered per burst', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const controllers = (siteId = 's1'): SiteChange => ({ siteId, reason: 'controllers' });

  it('sends the first at once and a burst of a thousand as one more', () => {
    const sent: SiteChange[] = [];
    const changed = coalescedSiteChanges((c) => sent.push(c), 100);
    changed(controllers());
    expect(sent).toHaveLength(1);
    for (let i = 0; i < 999; i++) changed(controllers());
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([controllers(), controllers()]);
    vi.advanceTimersByTime(1_000);
    expect(sent).toHaveLength(2);
  });

  it('sends a lone change once, and the next one after the window at once', () => {
    const sent: SiteChange[] = [];
    const changed = coalescedSiteChanges((c) => sent.push(c), 100);
    changed(controllers());
    vi.advanceTimersByTime(150);
    expect(sent).toHaveLength(1);
    changed(controllers());
    expect(sent).toHaveLength(2);
  });

  it('keeps a burst going while changes keep coming, one event per window', () => {
    const sent: SiteChange[] = [];
    const changed = coalescedSiteChanges((c) => sent.push(c), 100);
    for (let ms = 0; ms < 450; ms += 10) {
      changed(controllers());
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(500);
    // At 0 ms, then at the end of each of the windows the changes kept open.
    expect(sent.length).toBeGreaterThanOrEqual(5);
    expect(sent.length).toBeLessThanOrEqual(6);
  });

  it('never holds one site or reason behind another', () => {
    const sent: SiteChange[] = [];
    const changed = coalescedSiteChanges((c) => sent.push(c), 100);
    changed(controllers('s1'));
    changed(controllers('s2'));
    changed({ siteId: 's1', reason: 'journal' });
    expect(sent).toEqual([
      controllers('s1'),
      controllers('s2'),
      { siteId: 's1', reason: 'journal' },
    ]);
  });
});
