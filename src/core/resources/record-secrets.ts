/**
 * Fields that never leave main in clear: passwords of logins (D2) and a biometry provider's client
 * secret and password (spec 2.2). The journal, the write's answer and the log get a mark instead
 * of the value, so the site folder and the handover made from it hold no secret.
 */
import type { JsonValue } from '../../shared/ipc/journal.schema';

const SECRET_FIELDS = new Set(['password', 'clientSecret', 'token']);

/** What stands in a secret's place: that it was set, never what it was. */
export const SECRET_MARK = '(hidden)';

export function maskSecrets(
  value: JsonValue | undefined,
  extra: readonly string[] = [],
): JsonValue | undefined {
  if (value === undefined || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, extra) ?? null);
  const out: Record<string, JsonValue> = {};
  for (const [key, field] of Object.entries(value)) {
    const secret = SECRET_FIELDS.has(key) || extra.includes(key);
    out[key] =
      secret && field !== '' && field !== null ? SECRET_MARK : (maskSecrets(field, extra) ?? null);
  }
  return out;
}
