/**
 * An identifier as the editor holds it (spec 2.2: code, type, active; the code is a card code,
 * digits with no leading zero, spec 2.1). The code keys the record (spec 4.5 `/identifiers/{code}`),
 * so an existing identifier keeps its code.
 */
import { identifier } from '../../../../shared/api';
import { problemsOfIssues, type FieldProblems, type FieldRule } from './field-problems';
import type { JsonRecord } from './staff-form';

export interface IdentifierForm {
  code: string;
  type: string;
  active: boolean;
}
export type IdentifierField = keyof IdentifierForm;

/**
 * The type cards are written with (the demo data's, and what a card added to a person becomes);
 * spec 2.2 lists no others, so the field takes any other text too.
 */
export const CARD_TYPE = 'card';

export function identifierFormOf(record: JsonRecord | undefined): IdentifierForm {
  return {
    code: typeof record?.code === 'string' ? record.code : '',
    type: typeof record?.type === 'string' ? record.type : CARD_TYPE,
    active: typeof record?.active === 'boolean' ? record.active : true,
  };
}

export function identifierBody(form: IdentifierForm): JsonRecord {
  return { code: form.code.trim(), type: form.type.trim(), active: form.active };
}

const RULES: Record<string, { field: IdentifierField; rule: FieldRule }> = {
  code: { field: 'code', rule: 'cardCode' },
  type: { field: 'type', rule: 'required' },
  active: { field: 'active', rule: 'required' },
};

export function identifierProblems(body: JsonRecord): FieldProblems<IdentifierField> {
  const checked = identifier.safeParse(body);
  return checked.success ? {} : problemsOfIssues(checked.error.issues, body, (f) => RULES[f]);
}

/** The identifier record a card added to a person becomes on firmware that has identifiers. */
export function cardIdentifier(code: string): JsonRecord {
  return { code, type: CARD_TYPE, active: true };
}

/** The people among `rows` whose cards include `code` (who holds an identifier). */
export function holdersIn(rows: readonly JsonRecord[], code: string): JsonRecord[] {
  return rows.filter((row) => Array.isArray(row.cards) && row.cards.includes(code));
}
