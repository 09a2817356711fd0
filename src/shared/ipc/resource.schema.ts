/**
 * The data screens' channels (resource browser, editors, logs, API console): any endpoint of the
 * contract on one controller of the open site, through main's pinned, logged-in connection.
 *
 * - `resource:read` sends a GET and gives back the answer as it came, with what in it falls
 *   outside the contract listed (`problems`), so a screen shows it instead of breaking.
 * - `resource:write` sends one change the page has shown as now -> after and the engineer has
 *   confirmed: under the controller's lock, the record read before, the change sent, read back,
 *   and written to the site's journal with both sides (secrets masked, never in clear).
 * - `resource:tail` gives the newest records of an event log after a count the page already has;
 *   main reads each log of a controller at most once a second, shared by every page that asks.
 */
import { z } from 'zod';
import { ENDPOINTS } from '../api/contract';
import { defineChannel } from './channel';
import { controllerId } from './controller.schema';
import { jsonValue } from './journal.schema';

export const endpointIdValue = z.enum(ENDPOINTS.map((e) => e.id) as [string, ...string[]]);

const pathParams = z.record(z.string(), z.string().min(1).max(512));
const queryValues = z.record(z.string(), z.union([z.string().max(512), z.number()]));

export const answerProblem = z.strictObject({ field: z.string(), problem: z.string() });
export type AnswerProblem = z.infer<typeof answerProblem>;

/** A controller's answer as it came: status, body, and where it leaves the contract. */
export const resourceAnswer = z.strictObject({
  status: z.int(),
  body: jsonValue.nullable(),
  problems: z.array(answerProblem),
  /** Milliseconds from sending to the whole answer read (the console shows it). */
  tookMs: z.number().min(0),
});
export type ResourceAnswer = z.infer<typeof resourceAnswer>;

export const resourceRead = defineChannel('resource:read', () => ({
  input: z.strictObject({
    controllerId,
    endpointId: endpointIdValue,
    params: pathParams.optional(),
    query: queryValues.optional(),
  }),
  output: resourceAnswer,
}));

export const resourceWrite = defineChannel('resource:write', () => ({
  input: z.strictObject({
    controllerId,
    endpointId: endpointIdValue,
    params: pathParams.optional(),
    query: queryValues.optional(),
    body: jsonValue.optional(),
  }),
  output: resourceAnswer.extend({
    /** The record before and after (read back), when the endpoint has a record to read. */
    before: jsonValue.optional(),
    after: jsonValue.optional(),
    /** True when the read-back shows the change (or the record gone after a delete). */
    verified: z.boolean(),
    /** The journal entry written for it. */
    journalId: z.string(),
  }),
}));

export const TAIL_COLLECTIONS = ['accessEvents', 'auditEvents', 'notifications'] as const;

export const resourceTail = defineChannel('resource:tail', () => ({
  input: z.strictObject({
    controllerId,
    collection: z.enum(TAIL_COLLECTIONS),
    /** How many records of the log the page has; the answer holds those after it. */
    after: z.int().min(0),
    /** At most this many of the newest (the page shows the rest as a gap to load). */
    limit: z.int().min(1).max(1000).default(200),
  }),
  output: z.strictObject({
    count: z.int().min(0),
    records: z.array(jsonValue),
    /** When main last read this log of this controller (ISO 8601). */
    readAt: z.string(),
  }),
}));

export const RESOURCE_CHANNELS = [resourceRead, resourceWrite, resourceTail] as const;
