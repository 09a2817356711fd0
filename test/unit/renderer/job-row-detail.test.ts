import { describe, expect, it } from 'vitest';
import type { SubJob } from '../../../src/shared/ipc/job.schema';
import { rowDetail } from '../../../src/renderer/src/features/flows/job-row-detail';

const step = { en: 'reading it back', ru: 'проверка' };
const row = (change: Partial<SubJob>): SubJob => ({
  controllerId: 'C1',
  label: 'TK1',
  state: 'running',
  ...change,
});

describe('a job row’s details', () => {
  it('say the step while the controller is at work', () => {
    expect(rowDetail(row({ step }))).toEqual({ kind: 'text', text: step, error: false });
  });

  it('say what came of it once it ended, never the step it was at', () => {
    const outcome = { en: 'Door 1 changed and verified.', ru: 'Door 1: изменено и проверено.' };
    expect(rowDetail(row({ state: 'succeeded', step, outcome }))).toEqual({
      kind: 'text',
      text: outcome,
      error: false,
    });
    const notStarted = { en: 'Not started: …', ru: 'Не начато: …' };
    expect(rowDetail(row({ state: 'not_started', outcome: notStarted }))).toMatchObject({
      text: notStarted,
    });
    // A job saved before rows had an outcome: its state's word, not the last step.
    expect(rowDetail(row({ state: 'succeeded', step }))).toEqual({
      kind: 'state',
      state: 'succeeded',
    });
  });

  it('say why it failed, as an error', () => {
    const error = { code: 'unreachable', message: { en: 'Gone.', ru: 'Нет.' } };
    expect(rowDetail(row({ state: 'failed', step, error }))).toEqual({
      kind: 'text',
      text: error.message,
      error: true,
    });
  });
});
