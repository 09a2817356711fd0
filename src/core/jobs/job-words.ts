/**
 * The runner's own words for a controller's row once it ended (docs/decisions.md, "Stopping a
 * job"): a finished row says what came of it, never the step it was at ("reading it back").
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import { JOBS_WORDS } from './jobs.words';

export const DONE_WORDS: LocalizedText = JOBS_WORDS.doneRow;

export const NOT_STARTED_WORDS: LocalizedText = JOBS_WORDS.notStartedRow;

/**
 * "Stop now" cut the work short where it was: what it holds is to be looked at. The step it was
 * at is not repeated: a finished row says what came of it, not what it was doing.
 */
export const STOPPED_NOW_WORDS: LocalizedText = JOBS_WORDS.stoppedNowRow;

/** The process running the job ended while this controller was at work. */
export const INTERRUPTED_WORDS: LocalizedText = JOBS_WORDS.interruptedRow;

/** What "Stop now" does when the job does not say: calls in flight are abandoned. */
export const DEFAULT_STOP_NOW: LocalizedText = JOBS_WORDS.stopNowDefault;

/** A retry's start in the journal: the wizard's title, said to be run again on what failed. */
export function retryWords(title: LocalizedText): LocalizedText {
  return JOBS_WORDS.retryTitle(title);
}
