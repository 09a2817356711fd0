/**
 * Serial and model as a controller's certificate subject names them (D14: the serial is shown
 * beside the fingerprint). The subject's `serialNumber` attribute is the serial; a common name
 * "<model> <serial>" gives the model. Read before any login, so a sweep can show them.
 */

type Subject = Partial<Record<string, string | string[]>>;

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

export function identityOfSubject(subject: Subject | undefined): {
  serial?: string;
  model?: string;
} {
  if (!subject) return {};
  const serial = first(subject.serialNumber)?.trim();
  const commonName = first(subject.CN)?.trim();
  if (!serial) return {};
  const model =
    commonName && commonName.endsWith(` ${serial}`)
      ? commonName.slice(0, -serial.length - 1).trim()
      : undefined;
  return { serial, ...(model ? { model } : {}) };
}
