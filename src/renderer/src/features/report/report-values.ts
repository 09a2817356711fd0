/** A change's values as one line of `field: value` pairs, as the PDF writes them. */
import type { JsonValue } from '../../../../shared/ipc/journal.schema';

function valueText(value: JsonValue): string {
  if (value === null) return '—';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${k}: ${valueText(v)}`)
      .join(', ')} }`;
  return String(value);
}

export function changeValues(values: Record<string, JsonValue> | undefined): string {
  if (!values) return '';
  return Object.entries(values)
    .map(([k, v]) => `${k}: ${valueText(v)}`)
    .join('; ');
}
