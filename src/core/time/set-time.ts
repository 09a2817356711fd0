/**
 * Sets one controller's time the engine's way: read (`GET /date_time`), send (`POST /date_time`,
 * spec 4.12), read back and compare: the zone, NTP and its server as asked, and the clock within
 * MAX_DRIFT_SECONDS of this computer's after it was set (or moved by no more than that when it
 * was not). Journalled with before and after as read, whatever the outcome.
 */
import { AppFailure, type ErrorData } from '../../shared/errors/error-data';
import { type LocalizedText } from '../../shared/words/localized-text';
import type { NewJournalEntry } from '../../shared/ipc/journal.schema';
import { ClientError } from '../client/client-error';
import type { ControllerConnection } from '../connection/controller-connection';
import { timeBody, type TimeTarget } from './time-change';
import { readTime, type TimeReading } from './time-reading';
import { TIME_WORDS } from './time.words';
import { MAX_DRIFT_SECONDS } from './drift-limit';

export interface SetTimeSteps {
  step(text: LocalizedText): void;
  journal(
    entry: Omit<NewJournalEntry, 'controllerId' | 'controllerLabel' | 'jobId'>,
  ): Promise<void>;
}

function recorded(reading: TimeReading) {
  return {
    timezone: reading.timezone,
    ntp: reading.ntp,
    ntp_server: reading.ntpServer,
    driftSeconds: reading.driftSeconds,
  };
}

/** What differs between the read back and the target, in words; empty when it matches. */
export function timeMismatches(
  before: TimeReading,
  after: TimeReading,
  target: TimeTarget,
): LocalizedText[] {
  const wrong: LocalizedText[] = [];
  if (after.timezone !== target.timezone) {
    wrong.push(TIME_WORDS.wrongTimeZone(after.timezone, target.timezone));
  }
  if (after.ntp !== target.ntp) {
    wrong.push(TIME_WORDS.ntpOnOff(after.ntp));
  }
  if (target.ntp && after.ntpServer !== target.ntpServer) {
    wrong.push(TIME_WORDS.wrongNtpServer(after.ntpServer, target.ntpServer));
  }
  const expected = target.setClock ? 0 : target.ntp ? undefined : before.driftSeconds;
  if (expected !== undefined && Math.abs(after.driftSeconds - expected) >= MAX_DRIFT_SECONDS) {
    wrong.push(TIME_WORDS.clockOffBy(after.driftSeconds));
  }
  return wrong;
}

export async function setControllerTime(
  connection: ControllerConnection,
  target: TimeTarget,
  steps: SetTimeSteps,
  options: { signal?: AbortSignal } = {},
): Promise<{ before: TimeReading; after: TimeReading }> {
  steps.step(TIME_WORDS.readingClock);
  const client = await connection.ready(options.signal);
  const before = await readTime(client, options);
  const fail = async (error: ErrorData, after?: TimeReading): Promise<never> => {
    await steps.journal({
      action: 'time.changed',
      before: recorded(before),
      after: after ? recorded(after) : { ...target },
      outcome: 'failed',
      error,
    });
    throw new AppFailure(error);
  };
  if (options.signal?.aborted) throw new ClientError('cancelled', {});
  steps.step(TIME_WORDS.sendingTimeSettings);
  try {
    await client.api.dateTime.set({ body: timeBody(before, target, Date.now()) });
  } catch (error) {
    if (error instanceof ClientError) return fail(error.toData());
    throw error;
  }
  steps.step(TIME_WORDS.readingClockBack);
  let after: TimeReading;
  try {
    after = await readTime(client);
  } catch (error) {
    if (error instanceof ClientError) return fail(error.toData());
    throw error;
  }
  const wrong = timeMismatches(before, after, target);
  if (wrong.length > 0) {
    return fail(
      {
        code: 'time_not_verified',
        message: TIME_WORDS.readBackDiffers(wrong),
      },
      after,
    );
  }
  steps.step(TIME_WORDS.verifiedStep(after.timezone, after.ntp, after.driftSeconds));
  await steps.journal({
    action: 'time.changed',
    before: recorded(before),
    after: recorded(after),
    outcome: 'succeeded',
    summary: TIME_WORDS.verifiedSummary(
      after.timezone,
      after.ntp,
      after.ntpServer,
      after.driftSeconds,
    ),
  });
  return { before, after };
}
