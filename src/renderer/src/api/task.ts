/**
 * Long tasks for the stores (shared/ipc/task.schema.ts): starts one, streams its progress and
 * settles with its one final event. It listens before starting, and keeps events that arrive
 * before the task id is known, so none is lost whatever order the bridge delivers them in.
 */
import type { ChannelName, EventName } from '../../../shared/ipc/channels';
import type { ErrorData } from '../../../shared/errors/error-data';
import type {
  TaskDef,
  TaskEvent,
  TaskProgressOf,
  TaskResultOf,
} from '../../../shared/ipc/task.schema';
import type { InputOf } from '../../../shared/ipc/channel';
import { getBridge } from './bridge';
import { IpcCallError } from './call';

export type TaskOutcome<R> =
  | { kind: 'done'; result: R }
  | { kind: 'failed'; error: ErrorData }
  /** `result`: what the task had when it stopped, for tasks that keep partial work. */
  | { kind: 'cancelled'; result?: R };

export interface TaskHandle<R> {
  taskId: string;
  outcome: Promise<TaskOutcome<R>>;
  /** Asks the shell to stop; the outcome then settles as cancelled (or done if it had finished). */
  cancel(): Promise<void>;
}

export async function startTask<T extends TaskDef>(
  task: T,
  input: InputOf<T['start']>,
  onProgress: (progress: TaskProgressOf<T>) => void,
): Promise<TaskHandle<TaskResultOf<T>>> {
  type Event = TaskEvent<TaskProgressOf<T>, TaskResultOf<T>>;
  const bridge = getBridge();
  const early: Event[] = [];
  let deliver: (event: Event) => void = (event) => early.push(event);
  // The contract's table lists every task's event; the payload was checked by the shell.
  const stop = bridge.on(task.event.name as EventName, (payload) => deliver(payload as Event));

  // Every task's start and cancel channel is in the contract's table (shared/ipc/channels.ts).
  const invoke = (channel: string, payload: unknown) =>
    bridge.invoke(channel as ChannelName, payload as never);
  const started = await invoke(task.start.name, input);
  if (!started.ok) {
    stop();
    throw new IpcCallError(started.error);
  }
  const { taskId } = started.value as { taskId: string };

  const outcome = new Promise<TaskOutcome<TaskResultOf<T>>>((resolve) => {
    deliver = (event) => {
      if (event.taskId !== taskId) return;
      if (event.kind === 'progress') return onProgress(event.progress);
      stop();
      resolve(
        event.kind === 'done'
          ? { kind: 'done', result: event.result }
          : event.kind === 'failed'
            ? { kind: 'failed', error: event.error }
            : {
                kind: 'cancelled',
                ...(event.result === undefined ? {} : { result: event.result }),
              },
      );
    };
    for (const event of early.splice(0)) deliver(event);
  });

  return {
    taskId,
    outcome,
    async cancel() {
      const answer = await invoke(task.cancel.name, { taskId });
      if (!answer.ok) throw new IpcCallError(answer.error);
    },
  };
}
