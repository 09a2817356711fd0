/**
 * The shape of long work (a sweep, a migration, a transfer; architecture: "how a request
 * travels"). Starting a task answers at once with its id; the work then reports on one push event
 * per feature, and can be cancelled:
 *
 *   page -> `feature:start` { ...input }      -> { taskId }
 *   shell -> `feature:event` { taskId, kind: 'progress', progress }   (any number of times)
 *   shell -> `feature:event` { taskId, kind: 'done', result }         (exactly one final event:
 *                          | { taskId, kind: 'failed', error }          done, failed or
 *                          | { taskId, kind: 'cancelled', result? }     cancelled; a task
 *                                                                       that stops with what it
 *                                                                       had sends that as result)
 *   page -> `feature:cancel` { taskId }       -> { cancelled }  (false when it had already ended)
 *
 * The shapes are plain so that core services can produce them directly (task-runner.ts does the
 * bookkeeping for any async function taking an AbortSignal).
 */
import { z } from 'zod';
import { builtOnce, defineChannel, defineEvent, type ChannelNameFormat } from './channel';
import { errorData } from '../errors/error-data';

/** Task ids are opaque to the page; the shell makes them (random UUIDs). */
export const taskId = z.string().min(1).max(64);
export type TaskId = z.infer<typeof taskId>;

export const taskStarted = z.strictObject({ taskId });
export const taskRef = z.strictObject({ taskId });
export const taskCancelled = z.strictObject({
  /** True when the task was running and has been asked to stop; its final event follows. */
  cancelled: z.boolean(),
});

/** The event payload of a task whose progress and result have the given schemas. */
export function taskEvent<P extends z.ZodType, R extends z.ZodType>(progress: P, result: R) {
  return z.discriminatedUnion('kind', [
    z.strictObject({ taskId, kind: z.literal('progress'), progress }),
    z.strictObject({ taskId, kind: z.literal('done'), result }),
    z.strictObject({ taskId, kind: z.literal('failed'), error: errorData }),
    z.strictObject({ taskId, kind: z.literal('cancelled'), result: result.optional() }),
  ]);
}

export type TaskEvent<P, R> =
  | { taskId: TaskId; kind: 'progress'; progress: P }
  | { taskId: TaskId; kind: 'done'; result: R }
  | { taskId: TaskId; kind: 'failed'; error: z.infer<typeof errorData> }
  | { taskId: TaskId; kind: 'cancelled'; result?: R };

/**
 * Defines the two channels and the event of one feature's long task. The feature name becomes
 * the prefix: `defineTask('discovery', () => ({ ... }))` gives `discovery:start`, `discovery:cancel` and
 * `discovery:event`.
 */
export function defineTask<
  F extends string,
  I extends z.ZodObject,
  P extends z.ZodType,
  R extends z.ZodType,
>(feature: F, schemas: () => { input: I; progress: P; result: R }) {
  const built = builtOnce(schemas);
  const start = defineChannel(`${feature}:start` as `${F}:start` & ChannelNameFormat, () => ({
    input: built().input,
    output: taskStarted,
  }));
  const cancel = defineChannel(`${feature}:cancel` as `${F}:cancel` & ChannelNameFormat, () => ({
    input: taskRef,
    output: taskCancelled,
  }));
  const event = defineEvent(`${feature}:event` as `${F}:event` & ChannelNameFormat, () =>
    taskEvent(built().progress, built().result),
  );
  return Object.freeze({
    feature,
    start,
    cancel,
    event,
    get progress() {
      return built().progress;
    },
    get result() {
      return built().result;
    },
  });
}

export type TaskDef = ReturnType<typeof defineTask>;
export type TaskProgressOf<T extends TaskDef> = z.output<T['progress']>;
export type TaskResultOf<T extends TaskDef> = z.output<T['result']>;
