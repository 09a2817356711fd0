/**
 * Runs long tasks in the shape of task.schema.ts for any async function that takes an AbortSignal
 * and reports progress: it makes the id, answers `feature:start` at once, emits progress and the
 * one final event, and turns `feature:cancel` into an abort. Core services stay plain async
 * functions; the shells wire them here (main/container.ts, host/container.ts).
 */
import type { z } from 'zod';
import type { ParsedInputOf } from './channel';
import type { EventSink } from './event-sink';
import { toIpcError } from './ipc-error';
import type { TaskDef, TaskId } from './task.schema';

export interface TaskControl<P> {
  /** Aborted when the page cancels the task or the shell shuts down. */
  signal: AbortSignal;
  progress(progress: P): void;
}

export type TaskWork<T extends TaskDef> = (
  input: ParsedInputOf<T['start']>,
  control: TaskControl<z.input<T['progress']>>,
) => Promise<z.input<T['result']>>;

/** Assignable to the `feature:start` and `feature:cancel` entries of a shell's Handlers. */
export interface TaskHandlers<T extends TaskDef> {
  start: (input: ParsedInputOf<T['start']>) => Promise<{ taskId: TaskId }>;
  cancel: (input: { taskId: TaskId }) => Promise<{ cancelled: boolean }>;
}

export interface TaskRunnerOptions {
  newId?: () => TaskId;
  /** Told about failures the work did not describe (bugs), for the shell's log. */
  onUnexpected?: (task: string, error: unknown) => void;
}

export class TaskRunner {
  readonly #running = new Map<TaskId, AbortController>();
  readonly #newId: () => TaskId;

  constructor(
    private readonly sink: EventSink,
    private readonly options: TaskRunnerOptions = {},
  ) {
    this.#newId = options.newId ?? (() => crypto.randomUUID());
  }

  /** The start and cancel handlers of one task, to put in the shell's Handlers. */
  define<T extends TaskDef>(task: T, work: TaskWork<T>): TaskHandlers<T> {
    const start = (input: ParsedInputOf<T['start']>) => {
      const taskId = this.#newId();
      const controller = new AbortController();
      this.#running.set(taskId, controller);
      // The work starts after the answer is on its way, so `{ taskId }` precedes its events.
      setTimeout(
        () =>
          void this.#run(task, taskId, controller, () =>
            work(input, {
              signal: controller.signal,
              progress: (progress) => {
                // Nothing after the final event, nor once cancelled.
                if (this.#running.has(taskId) && !controller.signal.aborted) {
                  this.#emit(task, { taskId, kind: 'progress', progress });
                }
              },
            }),
          ),
        0,
      );
      return Promise.resolve({ taskId });
    };
    const cancel = ({ taskId }: { taskId: TaskId }) => {
      const controller = this.#running.get(taskId);
      controller?.abort();
      return Promise.resolve({ cancelled: controller !== undefined });
    };
    return { start, cancel };
  }

  /** Aborts every running task (window closed, host stopping). */
  cancelAll(): void {
    for (const controller of this.#running.values()) controller.abort();
  }

  get runningCount(): number {
    return this.#running.size;
  }

  async #run(
    task: TaskDef,
    taskId: TaskId,
    controller: AbortController,
    body: () => Promise<unknown>,
  ) {
    try {
      // Cancelled before the work began: it never starts.
      if (controller.signal.aborted) {
        this.#emit(task, { taskId, kind: 'cancelled' });
        return;
      }
      const result = await body();
      // Work that stops with what it had (a cancelled search) hands that over with the event.
      if (controller.signal.aborted) {
        this.#emit(task, {
          taskId,
          kind: 'cancelled',
          ...(result === undefined ? {} : { result }),
        });
      } else {
        this.#emit(task, { taskId, kind: 'done', result });
      }
    } catch (thrown) {
      if (controller.signal.aborted) {
        this.#emit(task, { taskId, kind: 'cancelled' });
      } else {
        const { data, described } = toIpcError(thrown, task.start.name);
        if (!described) this.options.onUnexpected?.(task.feature, thrown);
        this.#emit(task, { taskId, kind: 'failed', error: data });
      }
    } finally {
      this.#running.delete(taskId);
    }
  }

  #emit(task: TaskDef, payload: unknown): void {
    try {
      this.sink.emit(task.event.name, payload);
    } catch (error) {
      this.options.onUnexpected?.(task.feature, error);
    }
  }
}
