/** A flow as a table of named steps (core/flows/step-table.ts): which function answers which call. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FlowResult } from '../../../src/core/flows/flow-definition';
import { flowOfSteps, formStep, planStep } from '../../../src/core/flows/step-table';

const title = { en: 'Test', ru: 'Тест' };
const schema = z.object({ name: z.string() });

interface Run {
  controllerIds: string[];
  calls: string[];
}

function flow() {
  return flowOfSteps({
    type: 'time',
    title,
    start: ({ controllerIds }): Run => ({ controllerIds, calls: [] }),
    first: 'name',
    steps: {
      name: formStep(
        (run: Run): Promise<FlowResult> => {
          run.calls.push('show name');
          return Promise.resolve({ kind: 'form', stepId: 'name', title, schema });
        },
        (run: Run, values: { name: string }): Promise<FlowResult> => {
          run.calls.push(`plan ${values.name} on ${run.controllerIds.join(',')}`);
          return Promise.resolve({
            kind: 'plan',
            stepId: 'plan',
            title,
            rows: [],
            confirmLabel: title,
          });
        },
      ),
      plan: planStep((run: Run, confirmation): Promise<FlowResult> => {
        const planned = run.calls.at(-1) ?? 'nothing';
        return Promise.resolve({
          kind: 'done',
          summary: { en: `${planned}, acknowledged ${String(confirmation.acknowledged)}`, ru: '' },
        });
      }),
      review: planStep(
        (): Promise<FlowResult> => Promise.resolve({ kind: 'done', summary: title }),
        (run: Run): Promise<FlowResult> => {
          run.calls.push('show review');
          return Promise.resolve({
            kind: 'plan',
            stepId: 'review',
            title,
            rows: [],
            confirmLabel: title,
          });
        },
      ),
    },
  });
}

describe('a flow of named steps', () => {
  it('shows a form with no input, submits it with values, confirms a plan', async () => {
    const handler = await flow().create({ controllerIds: ['a', 'b'] });
    expect(handler.firstStep).toBe('name');
    await expect(handler.step('name', undefined)).resolves.toMatchObject({ kind: 'form' });
    await expect(handler.step('name', { name: 'Gate' })).resolves.toMatchObject({ kind: 'plan' });
    await expect(
      handler.step('plan', { confirmed: true, acknowledged: true }),
    ).resolves.toMatchObject({ kind: 'done' });
    await expect(handler.step('review', undefined)).resolves.toMatchObject({ stepId: 'review' });
  });

  it('keeps each run its own state', async () => {
    const one = await flow().create({ controllerIds: ['a'] });
    const two = await flow().create({ controllerIds: ['b'] });
    await one.step('name', { name: 'One' });
    await two.step('name', { name: 'Two' });
    await expect(one.step('plan', { confirmed: true, acknowledged: false })).resolves.toEqual({
      kind: 'done',
      summary: { en: 'plan One on a, acknowledged false', ru: '' },
    });
    await expect(two.step('plan', { confirmed: true, acknowledged: true })).resolves.toMatchObject({
      summary: { en: 'plan Two on b, acknowledged true' },
    });
  });

  it('refuses a step it has not, and a plan step asked to show itself without a way to', async () => {
    const handler = await flow().create({ controllerIds: ['a'] });
    expect(() => handler.step('toString', undefined)).toThrow(
      /the time flow has no step "toString"/,
    );
    expect(() => handler.step('nowhere', undefined)).toThrow(/no step "nowhere"/);
    expect(() => handler.step('plan', undefined)).toThrow(/asked to show itself/);
  });

  it('starts at the step the run chooses when the table says so', async () => {
    const chosen = flowOfSteps({
      type: 'time',
      title,
      start: ({ subject }): { subject?: string } => (subject ? { subject } : {}),
      first: (run) => (run.subject ? 'change' : 'create'),
      steps: {
        create: (): Promise<FlowResult> => Promise.resolve({ kind: 'done', summary: title }),
        change: (): Promise<FlowResult> => Promise.resolve({ kind: 'done', summary: title }),
      },
    });
    expect((await chosen.create({ controllerIds: ['a'] })).firstStep).toBe('create');
    expect((await chosen.create({ controllerIds: ['a'], subject: 'x' })).firstStep).toBe('change');
  });
});
