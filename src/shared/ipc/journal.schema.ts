/**
 * The site journal's entry: an append-only record of every action on a site, whoever did it, on
 * which controller, with the values before and after, the outcome and the time. It is what the
 * handover report is made from, so it is complete and holds no secret: a password change records
 * that it happened, never the password (docs/decisions.md, "Commissioning engine").
 */
import { z } from 'zod';
import { controllerId } from './controller.schema';
import { errorData } from '../errors/error-data';
import { localizedText } from '../words/localized-text';

/** A JSON value as the journal keeps it (before/after values of one field). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [k: string]: JsonValue };
export const jsonValue: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(jsonValue),
    z.record(z.string(), jsonValue),
  ]),
);

/** Who acted: the shell (the app in Electron or a browser, or the CLI), the OS user, the login. */
export const journalActor = z.strictObject({
  shell: z.enum(['electron', 'browser', 'cli']),
  /** The operating-system user running Turnkey. */
  user: z.string().max(256),
  /** The controller login the change was made with, if any. */
  login: z.string().max(128).optional(),
});
export type JournalActor = z.infer<typeof journalActor>;

export const journalOutcome = z.enum(['succeeded', 'failed', 'cancelled', 'info']);

export const journalEntry = z.strictObject({
  /** Random UUID; entries from several processes never collide. */
  id: z.string().min(1).max(64),
  /** ISO 8601 instant. */
  at: z.string(),
  actor: journalActor,
  /**
   * Dotted, stable names the report groups by: `site.created`, `controller.added`,
   * `trust.accepted`, `session.login`, `password.changed`, `network.changed`, `job.started`, ...
   */
  action: z.string().regex(/^[a-z][a-zA-Z0-9]*(?:\.[a-z][a-zA-Z0-9]*)+$/),
  controllerId: controllerId.optional(),
  /** Serial or address at the time, so the entry reads on its own. */
  controllerLabel: z.string().max(256).optional(),
  jobId: z.string().max(64).optional(),
  /** Field -> value before and after the change (read back from the controller after it). */
  before: z.record(z.string(), jsonValue).optional(),
  after: z.record(z.string(), jsonValue).optional(),
  outcome: journalOutcome,
  summary: localizedText.optional(),
  error: errorData.optional(),
});
export type JournalEntry = z.infer<typeof journalEntry>;
/** What a writer gives; the journal adds id and time. */
export type NewJournalEntry = Omit<JournalEntry, 'id' | 'at' | 'actor'> & {
  actor?: Partial<JournalActor>;
};
