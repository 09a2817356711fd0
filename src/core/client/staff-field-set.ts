/**
 * Which staff field set a controller speaks (D12). First from a record it returns (read one page
 * of one); with no staff at all, from its validation answer to an empty create body, which
 * neither set accepts (D5: the 400 names the first missing field). Nothing is ever created: a
 * controller that accepted `{}` would break D12 and D5 both, and is reported as unexpected.
 */
import { endpointById, type Endpoint, type StaffFieldSet } from '../../shared/api';
import type { Capabilities } from './capabilities';
import { ClientError, isControllerAnswer } from './client-error';
import { fieldSetOf, hasDistinctiveField } from './staff-translation';

export type RawSend = (
  endpoint: Endpoint,
  request: { query?: Record<string, unknown>; body?: unknown },
) => Promise<unknown>;

type Detected = Pick<Capabilities, 'staffFieldSet' | 'staffFieldSetSource'>;

const LEGACY_FIELDS = ['last_name', 'first_name'];
const MODERN_FIELDS = ['surname', 'name', 'dolzhnost', 'uuid'];

/** The set a validation answer points at, from its `data.field` or its message. */
export function fieldSetFromValidation(
  error: ClientError<'validation'>,
): StaffFieldSet | undefined {
  const { field, reason } = error.details;
  const words = [field, ...(reason?.split(/[^A-Za-z_]+/) ?? [])].filter(
    (w): w is string => typeof w === 'string' && w.length > 0,
  );
  if (words.some((w) => LEGACY_FIELDS.includes(w))) return 'legacy';
  if (words.some((w) => MODERN_FIELDS.includes(w))) return 'modern';
  return undefined;
}

export async function detectStaffFieldSet(send: RawSend): Promise<Detected> {
  try {
    const page = await send(endpointById('staff.page'), { query: { page: 1, page_size: 1 } });
    const first = Array.isArray(page) ? (page[0] as unknown) : undefined;
    if (typeof first === 'object' && first !== null && hasDistinctiveField(first)) {
      return { staffFieldSet: fieldSetOf(first), staffFieldSetSource: 'record' };
    }
  } catch (error) {
    // A controller that answers the read with an error may still answer the probe below.
    if (!isControllerAnswer(error)) throw error;
  }
  try {
    await send(endpointById('staff.create'), { body: {} });
  } catch (error) {
    if (ClientError.is(error, 'validation')) {
      const set = fieldSetFromValidation(error);
      if (set) return { staffFieldSet: set, staffFieldSetSource: 'probe' };
    } else if (!isControllerAnswer(error)) {
      throw error;
    }
    return { staffFieldSet: 'modern', staffFieldSetSource: 'assumed' };
  }
  throw new ClientError('unexpected_answer', {
    endpoint: 'staff.create',
    field: '(body)',
    problem: 'an empty staff record was accepted',
  });
}
