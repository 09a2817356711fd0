/**
 * No secret in the handover report (docs/decisions.md, "Handover report"): the journal never
 * writes a password, but the report masks anything held under a secret's name anyway, in case
 * a controller's read back carried one (a VPN pre-shared key, a provider token), and keeps only
 * the code and the words of an error, never its details.
 */
import type { JsonValue } from '../../shared/ipc/journal.schema';

export const HIDDEN = '(hidden)';

/** Field names whose value is a secret, whatever the area. */
// `pass` alone is not enough: access points have `pass_time` and `anti_passback` (spec 4.5).
const SECRET_NAME =
  /pass(word|wd|phrase)|^pass$|secret|token|psk|private|credential|api_?key|^key$/i;

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/**
 * A copy of a value with every field under a secret's name replaced by `(hidden)`; a yes or no
 * under such a name (`factoryPassword: true`) says whether, not what, and is kept.
 */
export function maskSecrets(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        isSecretName(k) && !isFlag(v) ? HIDDEN : maskSecrets(v),
      ]),
    );
  }
  return value;
}

export function maskRecord(
  record: Record<string, JsonValue> | undefined,
): Record<string, JsonValue> | undefined {
  return record === undefined ? undefined : (maskSecrets(record) as Record<string, JsonValue>);
}

function isFlag(value: JsonValue): boolean {
  return typeof value === 'boolean' || value === null;
}
