/**
 * The contract check of answers runs on a check that builds nothing (plain-check.ts) and zod's
 * compiled fast path (answer.ts `checkedBy`): it must accept and give back what the declared
 * schema does, and on a failure name the same field with the same problem, since the client's
 * `unexpected_answer` shows them to the user.
 */
import { describe, expect, it } from 'vitest';
import { endpointById, type Endpoint } from '../../../src/shared/api';
import { checkedBy, firstIssue, validateAnswer } from '../../../src/core/client/answer';
import { ClientError } from '../../../src/core/client/client-error';

const staffPage = endpointById('staff.page') as Endpoint;
const record = (n: number) => ({
  surname: `Surname ${n}`,
  name: 'Name',
  dolzhnost: 'guard',
  uuid: `6f1c2a4e-8b1d-4c3e-9a2f-${String(n).padStart(12, '0')}`,
  cards: ['123456'],
  extra: { kept: true },
});

function thrown(run: () => unknown): ClientError {
  try {
    run();
  } catch (error) {
    return error as ClientError;
  }
  throw new Error('expected a failure');
}

describe('the compiled contract check', () => {
  it('is made once per schema', () => {
    expect(checkedBy(staffPage.response)).toBe(checkedBy(staffPage.response));
    expect(checkedBy(staffPage.response)).not.toBe(staffPage.response);
  });

  it('gives back what the declared schema gives back', () => {
    const page = [record(1), { last_name: 'Old', first_name: 'Style', banned: false }, record(2)];
    const checked = validateAnswer(staffPage, staffPage.response, 200, page);
    expect(checked).toEqual(staffPage.response.parse(page));
  });

  it.each([
    ['a wrong type deep in a record', [record(1), { ...record(2), cards: [7] }]],
    ['a record of neither field set', [record(1), record(2), { surname: 'Only' }]],
    ['not a list at all', { data: [] }],
  ])('names the field and problem the declared schema names: %s', (_name, page) => {
    const declared = staffPage.response.safeParse(page);
    expect(declared.success).toBe(false);
    const expected = declared.success ? undefined : firstIssue(declared.error);
    const error = thrown(() => validateAnswer(staffPage, staffPage.response, 200, page));
    expect(error.toData()).toMatchObject({
      code: 'unexpected_answer',
      details: { endpoint: 'staff.page', field: expected?.field, problem: expected?.problem },
    });
  });
});
