/**
 * The Plan screen's channels (docs/decisions.md, "Site plans in the app"): the page hands main a
 * plan file's text and gets the same diff `turnkey plan` prints, or the file's problems at their
 * line and field; applying runs the same jobs as `turnkey apply` in main, which goes on when the
 * page reloads (the run is found again with `plan:run`) and reads the site back at the end. A
 * user's password is never in the plan: the keychain's is used, else the one typed on the screen.
 *
 *   page -> `plan:read` { text, fileName }              -> problems, or the diff and its users
 *   page -> `plan:apply` { text, fileName, passwords }  -> the run (its jobs, then its read back)
 *   page -> `plan:run` {}                               -> { run } the open site's last apply
 *   page -> `plan:export` {}                            -> { fileName, text } the site as a plan
 *   shell -> `plan:changed` run                         (after every step of a run)
 */
import { z } from 'zod';
import { siteDiff } from '../plans/site-diff.schema';
import { defineChannel, defineEvent, noInput } from './channel';
import { errorData } from '../errors/error-data';
import { localizedText } from '../words/localized-text';
import { jobId } from './job.schema';
import { MAX_WIRE_MESSAGE_BYTES } from './wire.schema';

/**
 * A plan file is a few kilobytes. Its own limit is checked in core (plans/plan-bounds.ts) and
 * answered as a plan problem; here only what the bridge carries at most (wire.schema.ts).
 */
const planText = z.string().min(1).max(MAX_WIRE_MESSAGE_BYTES);
const fileName = z.string().min(1).max(260);

/** One problem of a plan file, where it is (`line` 0: the file as a whole). */
export const planProblem = z.strictObject({
  line: z.int().min(0),
  field: z.string(),
  message: localizedText,
});
export type PlanProblem = z.infer<typeof planProblem>;

/** A user the plan creates or changes: the controllers (serials), and whether the keychain has it. */
export const planUser = z.strictObject({
  login: z.string(),
  serials: z.array(z.string()),
  /** The keychain holds its password for every one of them: nothing to type. */
  saved: z.boolean(),
});
export type PlanUser = z.infer<typeof planUser>;

export const planRead = defineChannel('plan:read', () => ({
  input: z.strictObject({ text: planText, fileName }),
  output: z.discriminatedUnion('ok', [
    z.strictObject({ ok: z.literal(false), fileName, problems: z.array(planProblem) }),
    z.strictObject({
      ok: z.literal(true),
      fileName,
      /** The plan's own name for the site, if it gives one. */
      site: z.string().optional(),
      diff: siteDiff,
      users: z.array(planUser),
    }),
  ]),
}));

export const PLAN_RUN_STATES = ['applying', 'verifying', 'done', 'failed'] as const;

/** One apply of a plan on the open site, as main runs it: its jobs, then the site read back. */
export const planRun = z.strictObject({
  id: z.string(),
  siteId: z.string(),
  fileName,
  state: z.enum(PLAN_RUN_STATES),
  startedAt: z.string(),
  /** The controllers' job, then the cluster's, as each starts. */
  jobIds: z.array(jobId),
  /** The site read again against the plan once the jobs ended. */
  after: siteDiff.optional(),
  /** Nothing left to change, nothing missing, every controller read. */
  matches: z.boolean().optional(),
  /** Why the run stopped before its read back. */
  error: errorData.optional(),
});
export type PlanRun = z.infer<typeof planRun>;

export const planApply = defineChannel('plan:apply', () => ({
  input: z.strictObject({
    text: planText,
    fileName,
    /** Typed on the screen for users whose password the keychain lacks; used for this run only. */
    passwords: z
      .array(
        z.strictObject({
          login: z.string().min(1).max(128),
          password: z.string().min(1).max(1024),
        }),
      )
      .max(200)
      .default([]),
  }),
  output: planRun,
}));

export const planRunChannel = defineChannel('plan:run', () => ({
  input: noInput,
  output: z.strictObject({ run: planRun.nullable() }),
}));

export const planExport = defineChannel('plan:export', () => ({
  input: noInput,
  output: z.strictObject({ fileName, text: z.string(), controllers: z.int().min(0) }),
}));

export const planChanged = defineEvent('plan:changed', () => planRun);

export const PLAN_CHANNELS = [planRead, planApply, planRunChannel, planExport] as const;
export const PLAN_EVENTS = [planChanged] as const;
