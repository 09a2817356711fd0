import { describe, expect, it, vi } from 'vitest';
import { discoveryTask } from '../../../src/shared/ipc/discovery.schema';
import { createEventSink } from '../../../src/shared/ipc/event-sink';
import { ipcError } from '../../../src/shared/ipc/ipc-error';
import { AppFailure } from '../../../src/shared/errors/error-data';
import { TaskRunner } from '../../../src/shared/ipc/task-runner';

type Emitted = {
  event: string;
  payload: { kind: string; taskId: string } & Record<string, unknown>;
};

function setup() {
  const emitted: Emitted[] = [];
  const invalid = vi.fn();
  const sink = createEventSink(
    (event, payload) => emitted.push({ event, payload: payload as Emitted['payload'] }),
    { onInvalid: invalid },
  );
  let next = 0;
  const runner = new TaskRunner(sink, { newId: () => `task-${++next}` });
  return { emitted, invalid, runner };
}

/** Resolves once `predicate` holds, checking after each macrotask. */
async function until(predicate: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !predicate(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(predicate()).toBe(true);
}

const progress = {
  phase: 'sweep' as const,
  probed: 1,
  total: 2,
  found: 0,
  controllers: [],
  elapsedMs: 5,
};
const mdns = { state: 'silent' as const, answers: 0, confirmed: 0, ignored: 0 };
const diagnosis = { interfaces: [], inactive: [], ports: [443], ranges: [], mdns, searches: [] };
const result = {
  partial: false,
  controllers: [],
  reported: [],
  otherDevices: [],
  findings: [{ kind: 'mdns_silent' as const }],
  diagnosis: { ...diagnosis, elapsedMs: 10, cancelled: false },
};
/** The input as the dispatcher hands it to the work: parsed, defaults filled in. */
const input = discoveryTask.start.input.parse({ ranges: [] });

describe('the task runner', () => {
  it('answers start with an id at once, then emits progress and one final done', async () => {
    const { emitted, runner } = setup();
    const { start } = runner.define(discoveryTask, (_input, control) => {
      control.progress(progress);
      return Promise.resolve(result);
    });
    const started = await start(input);
    expect(started).toEqual({ taskId: 'task-1' });
    expect(emitted).toHaveLength(0);
    await until(() => emitted.length === 2);
    expect(emitted.map((e) => [e.event, e.payload.kind])).toEqual([
      ['discovery:event', 'progress'],
      ['discovery:event', 'done'],
    ]);
    expect(emitted[1]?.payload).toEqual({ taskId: 'task-1', kind: 'done', result });
    expect(runner.runningCount).toBe(0);
  });

  it('aborts the work on cancel and ends with cancelled, carrying what the work had', async () => {
    const { emitted, runner } = setup();
    let began = false;
    const { start, cancel } = runner.define(discoveryTask, (_input, control) => {
      began = true;
      return new Promise((resolve) =>
        control.signal.addEventListener('abort', () => {
          control.progress(progress);
          resolve(result);
        }),
      );
    });
    const { taskId } = await start(input);
    await until(() => began);
    await expect(cancel({ taskId })).resolves.toEqual({ cancelled: true });
    await until(() => emitted.length === 1);
    expect(emitted[0]?.payload).toEqual({ taskId, kind: 'cancelled', result });
    await expect(cancel({ taskId })).resolves.toEqual({ cancelled: false });
  });

  it('never starts work cancelled before it began', async () => {
    const { emitted, runner } = setup();
    const work = vi.fn(() => Promise.resolve(result));
    const { start, cancel } = runner.define(discoveryTask, work);
    const { taskId } = await start(input);
    await expect(cancel({ taskId })).resolves.toEqual({ cancelled: true });
    await until(() => emitted.length === 1);
    expect(emitted[0]?.payload).toEqual({ taskId, kind: 'cancelled' });
    expect(work).not.toHaveBeenCalled();
  });

  it('answers cancelled: false for an id it never made', async () => {
    const { runner } = setup();
    const { cancel } = runner.define(discoveryTask, () => Promise.resolve(result));
    await expect(cancel({ taskId: 'nope' })).resolves.toEqual({ cancelled: false });
  });

  it('ends with failed and the error data when the work throws', async () => {
    const { emitted, runner } = setup();
    const failure = ipcError('not_implemented', { channel: 'x:y' });
    const { start } = runner.define(discoveryTask, () => Promise.reject(new AppFailure(failure)));
    const { taskId } = await start(input);
    await until(() => emitted.length === 1);
    expect(emitted[0]?.payload).toEqual({ taskId, kind: 'failed', error: failure });
  });

  it('drops and reports a progress payload outside its schema', async () => {
    const { emitted, invalid, runner } = setup();
    const { start } = runner.define(discoveryTask, (_input, control) => {
      control.progress({ ...progress, secret: 'x' } as typeof progress);
      return Promise.resolve(result);
    });
    await start(input);
    await until(() => emitted.length === 1);
    expect(emitted[0]?.payload.kind).toBe('done');
    expect(invalid).toHaveBeenCalledOnce();
  });

  it('aborts everything on cancelAll', async () => {
    const { emitted, runner } = setup();
    const { start } = runner.define(
      discoveryTask,
      (_input, { signal }) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    await start(input);
    await start(input);
    await new Promise((r) => setTimeout(r, 20));
    expect(runner.runningCount).toBe(2);
    runner.cancelAll();
    await until(() => emitted.length === 2);
    expect(emitted.every((e) => e.payload.kind === 'cancelled')).toBe(true);
  });
});
