/** `--set FIELD=VALUE` read by a form's own fields (cli/flow/typed-answers.ts). */
import { describe, expect, it } from 'vitest';
import type { FlowStep, FormField } from '../../../src/shared/ipc/flow.schema';
import {
  fieldValue,
  parseSetPairs,
  typedAnswers,
  TypedAnswerError,
} from '../../../src/cli/flow/typed-answers';

const label = { en: 'Field', ru: 'Поле' };
const field = (
  name: string,
  kind: FormField['kind'],
  extra: Partial<FormField> = {},
): FormField => ({
  name,
  kind,
  label,
  required: false,
  ...extra,
});

function form(fields: FormField[]): Extract<FlowStep, { kind: 'form' }> {
  return {
    kind: 'form',
    flowId: 'f',
    flowType: 'time',
    stepId: 'one',
    title: label,
    canGoBack: false,
    fields,
    values: {},
    errors: {},
  };
}

describe('--set pairs', () => {
  it('are FIELD=VALUE, each field once, the value may hold "="', () => {
    expect([...parseSetPairs(['a=1', 'b=x=y', 'c='])]).toEqual([
      ['a', '1'],
      ['b', 'x=y'],
      ['c', ''],
    ]);
    expect(() => parseSetPairs(['=1'])).toThrow(/write it as FIELD=VALUE/);
    expect(() => parseSetPairs(['novalue'])).toThrow(TypedAnswerError);
    expect(() => parseSetPairs(['a=1', 'a=2'])).toThrow(/--set a is given twice/);
  });

  it("are read as the field's kind", () => {
    expect(fieldValue(field('b', 'boolean'), 'On')).toBe(true);
    expect(fieldValue(field('b', 'boolean'), 'no')).toBe(false);
    expect(() => fieldValue(field('b', 'boolean'), 'maybe')).toThrow(/takes yes or no/);
    expect(fieldValue(field('n', 'number'), '8443')).toBe(8443);
    expect(() => fieldValue(field('n', 'number'), ' ')).toThrow(/takes a number/);
    expect(() => fieldValue(field('n', 'number'), '12abc')).toThrow(/takes a number/);
    expect(fieldValue(field('m', 'multiselect'), 'a, b,,c')).toEqual(['a', 'b', 'c']);
    const numeric = field('s', 'select', { options: [{ value: 1, label }] });
    expect(fieldValue(numeric, '1')).toBe(1);
    expect(fieldValue(field('s', 'select'), 'on')).toBe('on');
    expect(fieldValue(field('t', 'text'), ' kept as typed ')).toBe(' kept as typed ');
  });
});

describe('a form answered from --set', () => {
  it('takes the pairs of its fields, a password from its source only, and refuses the rest', async () => {
    const typed = parseSetPairs(['login=admin', 'parallel=2', 'later=x']);
    const answers = typedAnswers(typed, (f) =>
      Promise.resolve(f.name === 'password' ? 'S3cret-typed' : undefined),
    );
    const fields = [
      field('login', 'text'),
      field('password', 'password'),
      field('parallel', 'number'),
    ];
    await expect(answers.answer(form(fields))).resolves.toEqual({
      login: 'admin',
      password: 'S3cret-typed',
      parallel: 2,
    });
    expect(() => answers.refuseUnused()).toThrow(
      '--set later: not a field of this wizard (its fields: login, password, parallel). Nothing was changed.',
    );
    await answers.answer(form([field('later', 'text')]));
    expect(() => answers.refuseUnused()).not.toThrow();
  });

  it('refuses a password typed on the command line', async () => {
    const answers = typedAnswers(parseSetPairs(['password=oops']), () =>
      Promise.resolve(undefined),
    );
    await expect(answers.answer(form([field('password', 'password')]))).rejects.toThrow(
      /a password is not typed on the command line/,
    );
  });
});
