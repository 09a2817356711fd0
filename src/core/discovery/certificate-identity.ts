/**
 * Serial and model as a controller's certificate subject names them (D14: the serial is shown
 * beside the fingerprint). The subject's `serialNumber` attribute is the serial; a common name
 * "<model> <serial>" gives the model. Read before any login, so a sweep can show them.
 */

/**
 * Attributes of a subject as X509Certificate.subject writes it (one `key=value` per line), or as
 * the trust dialog shows it (`key=value, key=value`).
 */
export function subjectAttributes(subject: string): Map<string, string[]> {
  const attributes = new Map<string, string[]>();
  for (const line of subject.split(/\n|,\s*(?=[A-Za-z][A-Za-z0-9.]*=)/)) {
    const at = line.indexOf('=');
    if (at <= 0) continue;
    const key = line.slice(0, at).trim();
    attributes.set(key, [...(attributes.get(key) ?? []), line.slice(at + 1).trim()]);
  }
  return attributes;
}

export function identityOfSubject(subject: string | undefined): {
  serial?: string;
  model?: string;
} {
  if (!subject) return {};
  const attributes = subjectAttributes(subject);
  const serial = attributes.get('serialNumber')?.[0];
  const commonName = attributes.get('CN')?.[0];
  if (!serial) return {};
  const model =
    commonName && commonName.endsWith(` ${serial}`)
      ? commonName.slice(0, -serial.length - 1).trim()
      : undefined;
  return { serial, ...(model ? { model } : {}) };
}
