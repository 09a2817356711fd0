/**
 * The open site, asked for by the page's entry before the rest of the page loads (main.ts): a big
 * site's answer takes the shell a while to build, and this way it is built while the page's
 * modules run instead of after them. The sites store takes it as its first read
 * (stores/sites.store.ts), the one place the site shown comes from; it is the same call on the
 * same contract, only sent sooner.
 *
 * A change of the site said after the question left and before the store listens would be lost,
 * so this listens from the start and tells the store, which then reads the site again.
 */
import type { ChannelOutput } from '../../../shared/ipc/channels';

export interface FirstSiteRead {
  answer: Promise<ChannelOutput<'site:current'>>;
  /** Whether the shell said the site changed since the question left. */
  changedSince(): boolean;
}

/** The two things the first read needs of the bridge (api/call.ts gives them). */
export interface SiteAsker {
  /** `site:current`. */
  read(): Promise<ChannelOutput<'site:current'>>;
  /** Follows `site:changed`; answers the way to stop. */
  onChanged(listener: () => void): () => void;
}

let pending: (FirstSiteRead & { stop: () => void }) | undefined;

/** Sends the first read of the open site now; its answer waits for `takeFirstSiteRead`. */
export function startFirstSiteRead(asker: SiteAsker): void {
  if (pending) return;
  let changed = false;
  const stop = asker.onChanged(() => (changed = true));
  const answer = asker.read();
  // Taken later: a failure is the store's to show, not an unhandled rejection meanwhile.
  answer.catch(() => undefined);
  pending = { answer, changedSince: () => changed, stop };
}

/** The first read, once (undefined when none was started or it was taken already). */
export function takeFirstSiteRead(): FirstSiteRead | undefined {
  const taken = pending;
  pending = undefined;
  if (!taken) return undefined;
  const { stop, ...read } = taken;
  stop();
  return read;
}
